import { describe, expect, it } from 'vitest';
import { keyScrubber } from './key-scrub';

describe('keyScrubber', () => {
  const key = 'k€y/+=_with-ünicode😀';
  const scrub = keyScrubber(key);

  it.each([
    ['raw', key],
    ['URL-escaped, lower-case hex', encodeURIComponent(key).toLowerCase()],
    ['form-encoded', new URLSearchParams({ a: key }).toString()],
    [
      'JSON \\u escapes',
      JSON.stringify(key).replace(/[^\w"]/g, (c) =>
        [...c].map((_, i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
      ),
    ],
    ...[0, 1, 2].map((before) => [
      `base64 after ${before} bytes`,
      Buffer.from('x'.repeat(before) + key + 'tail').toString('base64'),
    ]),
    ...[0, 1, 2].map((before) => [
      `base64url after ${before} bytes`,
      Buffer.from('x'.repeat(before) + key).toString('base64url'),
    ]),
  ])('finds it %s', (_form, text) => {
    expect(scrub(`before ${text} after`)).toContain('[redacted]');
    expect(scrub(`before ${text} after`)).toMatch(/^before .*after$/);
  });

  it('leaves text without it as it is, and does nothing without a key', () => {
    const text = 'an ordinary answer: 北京市东城区 %2F \\u002F QmVhcmVy k€y/+=';
    expect(scrub(text)).toBe(text);
    expect(keyScrubber(undefined)(key)).toBe(key);
  });
});
