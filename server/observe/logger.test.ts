import { describe, expect, it } from 'vitest';
import { type LogFields, safeLogger } from './logger';

describe('safeLogger', () => {
  it('escapes, then scrubs, the message and every string field, once however often it is handed on', () => {
    const seen: [string, LogFields | undefined, string | undefined][] = [];
    const logger = safeLogger(
      (line, fields, level) => seen.push([line, fields, level]),
      (text) => `${text}:${text.length}`,
    );
    // What createApp and the shared state do with the logger they are given.
    const handedOn = safeLogger(safeLogger(logger));
    expect(handedOn).toBe(logger);
    handedOn('k\nk', { id: 'ok', status: 200, cache: undefined }, 'warn');
    handedOn('no fields');
    expect(seen).toEqual([
      ['k\\nk:4', { id: 'ok:2', status: 200, cache: undefined }, 'warn'],
      ['no fields:9', undefined, undefined],
    ]);
  });

  it('changes every field that needs it, on a copy: never the fields the caller handed in', () => {
    const seen: (LogFields | undefined)[] = [];
    const logger = safeLogger(
      (_line, fields) => seen.push(fields),
      (text) => text.replaceAll('key', '[redacted]'),
    );
    const plain = { route: 'geocode', status: 200 };
    const forged = { route: 'geocode', id: 'a\nkey', path: '/key', status: 200 };
    logger('plain', plain);
    logger('forged', forged);
    expect(seen).toEqual([
      plain,
      { route: 'geocode', id: 'a\\n[redacted]', path: '/[redacted]', status: 200 },
    ]);
    expect(forged).toEqual({ route: 'geocode', id: 'a\nkey', path: '/key', status: 200 });
  });

  it('escapes control characters before the key is scrubbed, as the request log does', () => {
    const seen: string[] = [];
    safeLogger(
      (line) => seen.push(line),
      (text) => text.replaceAll('\\n', '[nl]'),
    )('a\nb');
    expect(seen).toEqual(['a[nl]b']);
  });

  it('refuses a second scrub on a logger already built (it would not be applied)', () => {
    expect(() =>
      safeLogger(
        safeLogger(() => {}),
        (text) => text,
      ),
    ).toThrow(/already built/);
  });
});
