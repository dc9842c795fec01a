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
