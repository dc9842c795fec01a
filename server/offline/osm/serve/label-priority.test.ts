import { expression, latest } from '@maplibre/maplibre-gl-style-spec';
import { beforeAll, describe, expect, it } from 'vitest';
import { OsmTileSource } from './osm-tiles';
import { osmStyleParts } from './osm-style';
import { importToTemp, MONACO } from '../test-fixtures';
import { decodeTile, tileAt } from '../tile-test-support';

// Labels that collide are dropped by MapLibre, in the order of their symbol-sort-key: the street
// level's main roads and landmarks are placed before lanes and shops (#44). Keys are evaluated as
// MapLibre does, over the features of a real Monaco tile.

type Layer = { id: string; type: string; layout?: Record<string, unknown> };
const osmLayers = osmStyleParts('http://127.0.0.1').layers as Layer[];
const layer = (id: string) => osmLayers.find((l) => l.id === id)!;

function sortKeys(id: string, features: Array<Record<string, unknown>>) {
  const parsed = expression.createPropertyExpression(
    layer(id).layout!['symbol-sort-key'],
    `layers.${id}.layout.symbol-sort-key`,
    latest.layout_symbol['symbol-sort-key'] as never,
  );
  if (parsed.result !== 'success') throw new Error(`${id}: ${JSON.stringify(parsed.value)}`);
  return features.map((properties) =>
    parsed.value.evaluate({ zoom: 17 }, { type: 'Point', properties } as never),
  ) as number[];
}

let tile: ReturnType<typeof decodeTile>;
beforeAll(async () => {
  const { x, y } = tileAt(7.4205, 43.7315, 16); // Monaco-Ville: the palace, the cathedral, shops
  tile = decodeTile(new OsmTileSource(await importToTemp(MONACO)).tile(16, x, y)!);
}, 60_000);

const properties = (name: 'poi' | 'road') =>
  Array.from({ length: tile.layers[name]!.length }, (_, i) => tile.layers[name]!.feature(i).properties);

describe('which label MapLibre keeps where two collide', () => {
  it('a landmark before any other POI', () => {
    const pois = properties('poi');
    const keys = sortKeys('osm-poi-labels', pois);
    const landmarks = pois.filter((p) => p.landmark === 1);
    expect(landmarks.length).toBeGreaterThan(0);
    expect(landmarks.length).toBeLessThan(pois.length);
    const worstLandmark = Math.max(...keys.filter((_, i) => pois[i]!.landmark === 1));
    const bestOther = Math.min(...keys.filter((_, i) => pois[i]!.landmark !== 1));
    expect(worstLandmark).toBeLessThan(bestOther);
  });

  it('a main road before a lane', () => {
    const [primary, path] = sortKeys('osm-road-labels', [{ class: 'primary' }, { class: 'path' }]);
    expect(primary).toBeLessThan(path!);
  });

  it('no label layer of the street level lets its text overlap another', () => {
    const symbols = osmLayers.filter((l) => l.type === 'symbol');
    expect(symbols.length).toBeGreaterThan(1);
    for (const l of symbols) expect(l.layout?.['text-allow-overlap'] ?? false, l.id).toBe(false);
  });
});
