import { describe, expect, it } from 'vitest';
import { normaliseCigaretteName } from './cigarette-name';

describe('normaliseCigaretteName', () => {
  it('reads full-width brackets as half-width ones', () => {
    expect(normaliseCigaretteName('中华（硬）')).toBe('中华(硬)');
  });

  it('reads square and lenticular brackets as round ones', () => {
    expect(normaliseCigaretteName('中华【硬】')).toBe('中华(硬)');
    expect(normaliseCigaretteName('中华[硬]')).toBe('中华(硬)');
  });

  it('drops white space, ideographic space included, and lower-cases letters', () => {
    expect(normaliseCigaretteName(' 中南海 （ 8MG ）\u3000')).toBe('中南海(8mg)');
    expect(normaliseCigaretteName('Ｍａｒｌｂｏｒｏ')).toBe('marlboro');
  });
});
