import { describe, expect, it } from 'vitest';
import { swatchColour } from './colour-names';
import { isValidEan13 } from './ean13';

describe('isValidEan13', () => {
  it('accepts 13 digits with the right check digit', () => {
    expect(isValidEan13('6901028075862')).toBe(true);
    expect(isValidEan13('4006381333931')).toBe(true);
  });

  it('rejects a wrong check digit, other lengths and non-digits', () => {
    expect(isValidEan13('6901028075863')).toBe(false);
    expect(isValidEan13('690102807586')).toBe(false);
    expect(isValidEan13('69010280758620')).toBe(false);
    expect(isValidEan13('69010280758a2')).toBe(false);
    expect(isValidEan13('')).toBe(false);
  });
});

describe('swatchColour', () => {
  it('maps Chinese colour names with or without 色, and nothing for an unknown name', () => {
    expect(swatchColour('红色')).toBe(swatchColour('红'));
    expect(swatchColour('金黄色')).toBeDefined();
    expect(swatchColour('香槟')).toBeUndefined();
  });

  it('takes hex colours and English names too', () => {
    expect(swatchColour('#C8102E')).toBe('#c8102e');
    expect(swatchColour('#fc0')).toBe('#fc0');
    expect(swatchColour('红色 #D4AF37')).toBe('#d4af37');
    expect(swatchColour('Gold')).toBe(swatchColour('金色'));
    expect(swatchColour('#12345')).toBeUndefined();
    expect(swatchColour('#1234567')).toBeUndefined();
  });
});
