import { beforeAll, describe, expect, it } from 'vitest';
import { fixture, importToTemp } from '../test-fixtures';
import type { OsmData } from '../serve/load-osm-data';
import { poiCategory } from './osm-tags';

// The real Haidian extract (fixtures/ATTRIBUTION.md): a mapper tagged a bus-card top-up counter and
// a community service centre amenity=cafe (n3698246730, n3698246731), and a public toilet by the
// stop amenity=toilets under the stop's name 二里庄车站 (n10888543690).
let osm: OsmData;
beforeAll(async () => {
  osm = await importToTemp(fixture('beijing-haidian-cau.osm.pbf'));
}, 120_000);

/** The category the import gave each POI, by OSM id. */
function categories(): Map<string, string> {
  const { tables, strings } = osm.extracts[0]!;
  const { props, count } = tables.pois;
  return new Map(
    Array.from({ length: count }, (_, f) => [strings.get(props.id![f]!), strings.get(props.category![f]!)]),
  );
}

describe('POI categories the tags and the name agree on', () => {
  it('gives a name its tag contradicts the parent category, not a wrong leaf (real Haidian POIs)', () => {
    const byId = categories();
    expect(byId.get('n3698246730')).toBe('生活服务'); // 公交卡充值, amenity=cafe
    expect(byId.get('n3698246731')).toBe('生活服务'); // 学院路社会服务中心, amenity=cafe
    expect(byId.get('n10888543690')).toBe('生活服务'); // 二里庄车站, amenity=toilets
  });

  it('keeps the leaf where the name agrees or says nothing (a bank, a café, a stop)', () => {
    const byId = categories();
    const leaves = [...byId.values()].filter((c) => c.includes(':'));
    // All but the three above keep their leaf on this extract.
    expect(byId.size - leaves.length).toBe(3);
    expect(poiCategory('amenity', 'cafe', '星巴克')).toBe('餐饮服务:咖啡餐馆');
    expect(poiCategory('amenity', 'cafe', '漫咖啡')).toBe('餐饮服务:咖啡餐馆');
    expect(poiCategory('amenity', 'bank', '中国工商银行')).toBe('金融保险服务:银行');
    expect(poiCategory('amenity', 'toilets', '公厕')).toBe('生活服务:厕所');
    expect(poiCategory('shop', 'supermarket', '物美超市')).toBe('购物服务:超市');
    expect(poiCategory('shop', 'supermarket', '五道口车站')).toBe('购物服务');
    expect(poiCategory('amenity', 'clinic', '社区卫生服务中心')).toBe('医疗保健服务:诊所');
  });
});
