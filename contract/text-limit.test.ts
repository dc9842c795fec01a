import { describe, expect, it } from 'vitest';
import { DECIMAL, DECIMAL_PAIR } from './decimal';
import { cigaretteParamsSchema } from './query-params';
import { clampText, NAME_MAX_LENGTH, textLength } from './text-limit';

describe('the name limit', () => {
  const astral = '𠀀'.repeat(NAME_MAX_LENGTH);

  it('counts code points, not UTF-16 units', () => {
    expect(astral.length).toBe(2 * NAME_MAX_LENGTH);
    expect(textLength(astral)).toBe(NAME_MAX_LENGTH);
    expect(cigaretteParamsSchema.safeParse({ name: astral }).success).toBe(true);
    expect(cigaretteParamsSchema.safeParse({ name: `${astral}a` }).success).toBe(false);
  });

  it('clamps typed text to the limit without splitting a surrogate pair', () => {
    expect(clampText(astral)).toBe(astral);
    expect(clampText(`${astral}𠀀`)).toBe(astral);
    expect(clampText('中华'.repeat(40))).toBe('中华'.repeat(32));
  });
});

describe('the decimal grammar', () => {
  it.each(['39.9', '-116', '+0.5', '.5', '1.', '5e-7', '+.5E3'])('accepts %s', (text) =>
    expect(DECIMAL.test(text)).toBe(true),
  );
  it.each(['1e', 'e3', '0x10', 'Infinity', '1_000', '９０', '.', '-', '', '1.2.3'])('rejects %j', (text) =>
    expect(DECIMAL.test(text)).toBe(false),
  );
  it('reads a lat,lng pair', () => {
    expect(DECIMAL_PAIR.exec(' 31.2, 121.5 ')?.slice(1)).toEqual(['31.2', '121.5']);
    expect(DECIMAL_PAIR.test('31.2;121.5')).toBe(false);
  });
});
