import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../contract/error-codes';

// Every error the server raises names its code: the client words it in the UI's language (#37).
// The type asks for `errorCode` too; this reads the source so that a cast or an `any` cannot slip past.

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });

/** The text between a call's parentheses, from the one at `open` (strings and nesting followed). */
function callArguments(text: string, open: number): string {
  let depth = 0;
  let quote: string | undefined;
  for (let at = open; at < text.length; at++) {
    const char = text[at]!;
    if (quote) {
      if (char === '\\') at++;
      else if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return text.slice(open + 1, at);
  }
  throw new Error(`unbalanced call at ${open}`);
}

/** A domain error's or the HTTP error's constructor, whose details name `errorCode: 'x'`. */
const CLASSES =
  'HttpError|Refused|NotFound|Conflict|TooLarge|Unsupported|Unreadable|Busy|UpstreamFailed|UpstreamTimedOut|Unavailable';
/** The helpers that take the code as their second argument. */
const HELPERS = 'badRequest|upstreamFailed|uploadError';
const RAISE = new RegExp(`\\b(new (?:${CLASSES})|${HELPERS})\\(`, 'g');

/** Each error raised in server/ (`new NotFound(…)`, `badRequest(…)`, …), with its arguments. */
function raisedErrors() {
  return sourceFiles('server').flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(RAISE)]
      .filter((match) => !/(export )?const $/.test(text.slice(Math.max(0, match.index - 13), match.index)))
      .map((match) => ({
        where: `${file}:${text.slice(0, match.index).split('\n').length}`,
        call: match[1]!,
        args: callArguments(text, match.index + match[0].length - 1),
      }));
  });
}

/** The code a call names: `errorCode: 'x'` in a class's details, or a helper's second argument. */
function namedCode({ call, args }: { call: string; args: string }): string | undefined {
  if (call.startsWith('new '))
    return (
      /\berrorCode: ?'([a-z0-9_]+)'/.exec(args)?.[1] ??
      (/\berrorCode\b/.test(args) ? '(computed)' : undefined)
    );
  return (
    /^[^]*?,\s*'([a-z0-9_]+)'/.exec(args)?.[1] ?? (/,\s*[\w.]+\s*(,|$)/.test(args) ? '(computed)' : undefined)
  );
}

describe('every error the server raises carries an error code', () => {
  const raised = raisedErrors();

  it('finds the errors (the reader works)', () => {
    expect(raised.length).toBeGreaterThan(40);
  });

  it('each one names a code', () => {
    const without = raised.filter((error) => namedCode(error) === undefined).map((error) => error.where);
    expect(without).toEqual([]);
  });

  it('each code named is in the list the client words', () => {
    const unknown = raised
      .map((error) => ({ where: error.where, code: namedCode(error) }))
      .filter(
        ({ code }) => code && code !== '(computed)' && !(ERROR_CODES as readonly string[]).includes(code),
      );
    expect(unknown).toEqual([]);
  });
});
