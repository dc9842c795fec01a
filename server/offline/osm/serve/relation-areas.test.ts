import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GeocodeData } from '../../../../contract/geocode-schema';
import { toContract } from '../import/geometry';
import type { OsmData } from './load-osm-data';
import { OsmTileSource } from './osm-tiles';
import { addStreetLevel } from './street-answer';
import { streetLevelAt } from './street-lookup';
import { fixture, importToTemp, MONACO } from '../test-fixtures';

let relations: OsmData;
let monaco: OsmData;
beforeAll(async () => {
  relations = await importToTemp(fixture('relations.osm.pbf'));
  monaco = await importToTemp(MONACO);
}, 60_000);

/** The street level at a WGS-84 point of the hand-made fixture (the data is GCJ-02 there). */
const at = (data: OsmData, lng: number, lat: number) => {
  const [x, y] = toContract(lng, lat);
  return { level: streetLevelAt(data, x, y, 5)!, x, y };
};

describe('town from an admin_level 8/9 boundary relation', () => {
  it('answers the boundary containing the point, its ring joined from two open ways: 内, distance 0', () => {
    const { level, x, y } = at(relations, 116.402, 39.912);
    expect(level.town).toMatchObject({ id: 'r1000', title: '东华门街道', distance: 0, inside: true });
    const data = addStreetLevel({ address_reference: {} } as GeocodeData, level, x, y, false);
    expect(data.address_reference?.town).toMatchObject({
      title: '东华门街道',
      _distance: 0,
      _dir_desc: '内',
    });
  });

  it('leaves out the inner ring (a hole), a ring that does not close and a county boundary', () => {
    expect(at(relations, 116.405, 39.915).level.town).toBeUndefined();
    expect(at(relations, 116.42, 39.915).level.town).toBeUndefined();
    const areas = relations.extracts[0]!;
    const titles = Array.from(areas.tables.areas.props.name!, (i) => areas.strings.get(i));
    expect(titles).toEqual(['东华门街道']);
  });

  it('finds Monaco (relation 2220322, name:zh 摩纳哥) around the Casino, and none of the cut French communes', () => {
    expect(at(monaco, 7.4284, 43.7397).level.town).toMatchObject({
      id: 'r2220322',
      title: '摩纳哥',
      distance: 0,
    });
    // Beausoleil's boundary is cut by the extract's edge: its ring does not close, so no town there.
    expect(at(monaco, 7.4215, 43.7452).level.town).toBeUndefined();
  });
});

describe('multipolygon areas', () => {
  it('draws a multipolygon lake whose member has no role (old style) in the water layer', () => {
    const water = relations.extracts[0]!.tables.water;
    expect(water.count).toBe(1);
    const [x, y] = toContract(116.394, 39.913);
    const z = 15;
    const n = 2 ** z;
    const sin = Math.sin((y * Math.PI) / 180);
    const tile = new OsmTileSource(relations).tile(
      z,
      Math.floor(((x + 180) / 360) * n),
      Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n),
    );
    const layer = new VectorTile(new PbfReader(tile!)).layers.water!;
    expect(layer.feature(0).properties.name).toBe('菖蒲河');
    expect(layer.feature(0).type).toBe(3);
  });

  it('adds Monaco multipolygon buildings and the palace (a relation) as a landmark POI', () => {
    const { tables, strings } = monaco.extracts[0]!;
    const ids = new Set(Array.from(tables.pois.props.id!, (i) => strings.get(i)));
    expect(ids.has('r393226')).toBe(true); // Palais princier de Monaco, historic=castle
    expect(tables.buildings.count).toBeGreaterThan(1576); // 1,576 from closed ways alone
  });
});
