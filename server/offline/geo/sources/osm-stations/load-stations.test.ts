import gcoord from 'gcoord';
import { describe, expect, it } from 'vitest';
import { haversineMetres } from '../../../shared/great-circle';
import { loadStations } from './load-stations';

const stations = loadStations();
const named = (name: string) => stations.filter((station) => station.name === name);

describe('OpenStreetMap stations (committed file)', () => {
  it('has the named stations inside China, of four kinds', () => {
    expect(stations.length).toBeGreaterThan(6_000);
    expect(new Set(stations.map((station) => station.kind))).toEqual(
      new Set(['train', 'subway', 'tram', 'monorail']),
    );
  });

  it('places 天安门东 (metro line 1) in GCJ-02, a few hundred metres off its WGS-84 spot', () => {
    const [station] = named('天安门东');
    expect(station).toMatchObject({ kind: 'subway', category: '交通设施服务:地铁站' });
    // OSM (WGS-84) has the station near 39.9065 N, 116.3950 E; GCJ-02 moves Beijing ~600 m east-north-east.
    const [lng, lat] = gcoord.transform([station!.lng, station!.lat], gcoord.GCJ02, gcoord.WGS84);
    expect(haversineMetres(lng!, lat!, 116.395, 39.9065)).toBeLessThan(150);
  });

  it('writes Hong Kong and Taiwan names in simplified characters, and keeps mainland 乾', () => {
    expect(named('九龙塘').length).toBeGreaterThan(0);
    expect(stations.filter((station) => /[龍灣門車臺東]/.test(station.name))).toEqual([]);
    expect(named('乾县')).toHaveLength(1);
  });

  it('keeps one row per station where OpenStreetMap maps a node per line', () => {
    const groups = new Map<string, typeof stations>();
    for (const station of stations) {
      const key = `${station.name}|${station.kind}`;
      groups.set(key, [...(groups.get(key) ?? []), station]);
    }
    const tooClose = [...groups.values()].filter((group) =>
      group.some((a, i) => group.slice(i + 1).some((b) => haversineMetres(a.lng, a.lat, b.lng, b.lat) < 500)),
    );
    expect(tooClose).toEqual([]);
  });

  it('leaves out stations beyond DataV China (North Korea, Russia, Vietnam)', () => {
    expect(named('豆满江')).toEqual([]);
    expect(
      stations.every(
        (station) => station.lat > 18 && station.lat < 54 && station.lng > 73 && station.lng < 135,
      ),
    ).toBe(true);
  });
});
