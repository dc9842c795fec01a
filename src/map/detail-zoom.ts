import type { StyleSpecification } from 'maplibre-gl';

/** Zoom levels past its deepest tiles a vector source still draws cleanly. */
const OVERZOOM = 3;

/**
 * The deepest zoom a style still shows its detail at `[lng, lat]` (in the style's datum): its tiled
 * sources' deepest tiles there, plus the levels vector tiles magnify cleanly; 22 without any.
 */
export function detailZoom(sources: StyleSpecification['sources'], [lng, lat]: [number, number]): number {
  const zooms = Object.values(sources).flatMap((source) => {
    // Tiled basemap sources only: the overlays' GeoJSON sources have a maxzoom of their own.
    if (source.type !== 'vector' && source.type !== 'raster') return [];
    if (!('maxzoom' in source) || typeof source.maxzoom !== 'number') return [];
    // A source that declares its bounds (TileJSON) has data only inside them.
    const bounds = 'bounds' in source ? source.bounds : undefined;
    const inside = !bounds || (lng >= bounds[0] && lat >= bounds[1] && lng <= bounds[2] && lat <= bounds[3]);
    return inside ? [source.maxzoom] : [];
  });
  return zooms.length > 0 ? Math.max(...zooms) + OVERZOOM : 22;
}
