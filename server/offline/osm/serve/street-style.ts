import { GROUND_TOP_LAYER } from '../../shared/basemap-layers';
import { osmStyleParts } from './osm-style';

type Style = {
  layers: Array<{ id: string } & Record<string, unknown>>;
  sources: Record<string, unknown>;
} & Record<string, unknown>;

/** The basemap with the street-level layers above the land and Natural Earth's water (before the boundaries and labels); `version` (the data's) goes in the tile URL. */
export function withOsmLayers(
  style: object,
  origin: string,
  bounds?: [number, number, number, number],
  version?: string,
): Style {
  const base = style as Style;
  const osm = osmStyleParts(origin, bounds, version);
  const at = base.layers.findIndex((layer) => layer.id === GROUND_TOP_LAYER) + 1;
  return {
    ...base,
    sources: { ...base.sources, ...osm.sources },
    layers: [...base.layers.slice(0, at), ...osm.layers, ...base.layers.slice(at)],
  };
}

/** The box holding every extract's bbox ([west, south, east, north]). */
export function extractsBounds(boxes: ReadonlyArray<readonly [number, number, number, number]>) {
  return boxes.reduce<[number, number, number, number]>(
    (all, [west, south, east, north]) => [
      Math.min(all[0], west),
      Math.min(all[1], south),
      Math.max(all[2], east),
      Math.max(all[3], north),
    ],
    [Infinity, Infinity, -Infinity, -Infinity],
  );
}
