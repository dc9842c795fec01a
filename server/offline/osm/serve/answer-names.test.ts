import { beforeAll, describe, expect, it } from 'vitest';
import { preferredName } from '../import/osm-tags';
import { importToTemp, MONACO } from '../test-fixtures';
import { namesForAnswer } from './answer-names';
import { streetLevelAt, type StreetLevel } from './street-lookup';

// At the Prince's Palace, Monaco: OSM's name:zh is Traditional (摩納哥親王宮).
let palace: StreetLevel;
beforeAll(async () => {
  const osm = await importToTemp(MONACO);
  palace = streetLevelAt(osm, 7.4202, 43.7314, 10)!;
}, 120_000);

describe('names in the answer', () => {
  it('are Simplified abroad (Monaco): the palace is 摩纳哥亲王宫; Latin names stay as they are', () => {
    expect(palace.landmark?.title).toBe('摩納哥親王宮');
    const level = namesForAnswer(palace, '');
    expect(level.landmark?.title).toBe('摩纳哥亲王宫');
    expect(level.pois.map((poi) => poi.title)).toContain('摩纳哥亲王宫');
    expect(level.pois.map((poi) => poi.title)).not.toContain('摩納哥親王宮');
    expect(level.street).toBe(palace.street);
    expect(level.nearestStreet?.title).toBe(palace.nearestStreet?.title);
  });

  it('are Simplified on the mainland, keeping 乾 (乾县 is not 干县)', () => {
    const level: StreetLevel = {
      ...palace,
      street: '中山北路',
      pois: [{ ...palace.pois[0]!, title: '乾縣汽車站', street: '東大街' }],
    };
    const said = namesForAnswer(level, '陕西省');
    expect(said.street).toBe('中山北路');
    expect(said.pois[0]).toMatchObject({ title: '乾县汽车站', street: '东大街' });
  });

  it.each(['香港特别行政区', '澳门特别行政区', '台湾省'])('stay as mapped in %s', (province) => {
    expect(namesForAnswer(palace, province).landmark?.title).toBe('摩納哥親王宮');
  });

  it('are read from name:zh-Hans, then name:zh-CN, then name:zh, then name', () => {
    const tags = { name: 'Palais', 'name:zh': '宮', 'name:zh-CN': '宫殿', 'name:zh-Hans': '王宫' };
    expect(preferredName(tags)).toBe('王宫');
    expect(preferredName({ ...tags, 'name:zh-Hans': '' })).toBe('宫殿');
    expect(preferredName({ name: 'Palais', 'name:zh': '宮' })).toBe('宮');
    expect(preferredName({ name: 'Palais' })).toBe('Palais');
  });
});
