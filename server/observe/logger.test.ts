import { describe, expect, it } from 'vitest';
import { type LogFields, loggerThrough, safeLogger } from './logger';

describe('loggerThrough', () => {
  it('wrapped twice, changes the message and every string field by the outer change, then the inner', () => {
    const seen: [string, LogFields | undefined, string | undefined][] = [];
    const sink = loggerThrough(
      (line, fields, level) => seen.push([line, fields, level]),
      (text) => `${text}:${text.length}`,
    );
    const outer = loggerThrough(sink, (text) => text.replaceAll('k', 'kk'));
    outer('kick', { id: 'ok', status: 200, cache: undefined }, 'warn');
    outer('no fields');
    expect(seen).toEqual([
      ['kkickk:6', { id: 'okk:3', status: 200, cache: undefined }, 'warn'],
      ['no fields:9', undefined, undefined],
    ]);
  });

  it('escapes control characters before the key is scrubbed, as the request log does', () => {
    const seen: string[] = [];
    const scrubbed = loggerThrough(
      (line) => seen.push(line),
      (text) => text.replaceAll('\\n', '[nl]'),
    );
    safeLogger(scrubbed)('a\nb');
    expect(seen).toEqual(['a[nl]b']);
  });
});
