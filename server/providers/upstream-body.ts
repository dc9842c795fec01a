import type { KeyScrubber } from './key-scrub';
import { upstreamFailed } from './upstream-failed';

/** The contract nests about five levels deep; an answer nested deeper than this is refused. */
export const MAX_UPSTREAM_DEPTH = 32;

/**
 * Parses an upstream body, refusing (502) one nested deeper than `maxDepth`: such a
 * value passes a lenient schema but overflows the stack when it is serialised again.
 * The depth is counted on the text, before `JSON.parse` builds anything.
 */
export function parseUpstreamJson(text: string, maxDepth = MAX_UPSTREAM_DEPTH): unknown {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > maxDepth)
        throw upstreamFailed(`upstream answer nested deeper than ${maxDepth} levels`, 'upstream_bad_answer');
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw upstreamFailed('upstream answered malformed JSON', 'upstream_bad_answer');
  }
}

/**
 * Runs `scrub` (server/providers/key-scrub.ts) over every string of a parsed value (keys too), and
 * over the concatenation of its string values in order, so a key split across fields (half in `msg`,
 * half in `suggestions`) is cut from each piece. Run after decoding, so JSON escapes (`\u002d`, `\/`)
 * cannot hide the secret from it.
 */
export function redactDeep(value: unknown, scrub: KeyScrubber): unknown {
  const strings: string[] = [];
  const collect = (node: unknown): void => {
    if (typeof node === 'string') strings.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  collect(value);
  const cuts = piecesOf(strings, scrub.spans(strings.join('')));
  let index = 0;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return scrub(cut(node, cuts.get(index++)));
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, inner]) => [scrub(key), walk(inner)]));
    }
    return node;
  };
  return walk(value);
}

/** The spans of a concatenation, as ranges within each of its strings (by the string's index). */
function piecesOf(strings: string[], spans: [number, number][]): Map<number, [number, number][]> {
  const pieces = new Map<number, [number, number][]>();
  let at = 0;
  strings.forEach((text, i) => {
    const end = at + text.length;
    for (const [from, to] of spans) {
      if (from < end && to > at)
        pieces.set(i, [...(pieces.get(i) ?? []), [Math.max(from, at) - at, Math.min(to, end) - at]]);
    }
    at = end;
  });
  return pieces;
}

function cut(text: string, ranges: [number, number][] | undefined): string {
  if (!ranges) return text;
  let result = '';
  let at = 0;
  for (const [from, to] of ranges) {
    result += `${text.slice(at, from)}[redacted]`;
    at = to;
  }
  return result + text.slice(at);
}
