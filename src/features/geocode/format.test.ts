import { describe, expect, it } from 'vitest';
import { categoryLevels, formatBearing, formatDistance, nameLevels } from './format';

describe('format', () => {
  it('writes distances in metres below a kilometre, then kilometres', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(319.6)).toBe('320 m');
    expect(formatDistance(1234)).toBe('1.2 km');
    expect(formatDistance(15_400)).toBe('15 km');
    expect(formatDistance(undefined)).toBe('');
    expect(formatDistance(319.6, 'zh')).toBe('320米');
    expect(formatDistance(1234, 'zh')).toBe('1.2公里');
  });

  it('joins direction and distance, translating the direction for English', () => {
    expect(formatBearing('东北', 320, 'zh')).toBe('东北320米');
    expect(formatBearing('东北', 320, 'en')).toBe('NE 320 m');
    expect(formatBearing('内', 0, 'en')).toBe('inside 0 m');
    expect(formatBearing(undefined, 12, 'zh')).toBe('12米');
    expect(formatBearing('', undefined, 'zh')).toBe('');
  });

  it('splits category and region names into their levels', () => {
    expect(categoryLevels('美食:中餐厅:火锅')).toEqual(['美食', '中餐厅', '火锅']);
    expect(categoryLevels('')).toEqual([]);
    expect(nameLevels('中国,北京市,北京市,东城区')).toEqual(['中国', '北京市', '北京市', '东城区']);
  });
});
