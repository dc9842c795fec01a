import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './accept-encoding';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, as weighted', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
  });

  it('reads a weight that is not a qvalue (q=-1, q=abc, q=2) as a refusal, not as 1', () => {
    expect(preferredEncoding('br;q=-1, gzip;q=abc')).toBeUndefined();
    expect(preferredEncoding('br;q=abc, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=2')).toBeUndefined();
    expect(preferredEncoding('br;q=0.001')).toBe('br');
  });
});
