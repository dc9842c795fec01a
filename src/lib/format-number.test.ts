import { describe, expect, it } from 'vitest';
import { formatCount } from './format-number';

describe('formatCount', () => {
  it('groups thousands in either language', () => {
    expect(formatCount(1234567, 'zh')).toBe('1,234,567');
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(40, 'zh')).toBe('40');
  });
});
