import type { GeoJSON } from 'geojson';
import { convertPoint, type LatLng } from '../../common/convert-point';
import { gcj02ToWgs84 } from '../../common/gcj-to-wgs';

export type { LatLng };

/** A geodetic datum a basemap or the API draws in. The API speaks GCJ-02. */
export type Datum = 'GCJ-02' | 'WGS-84';

/** A point clicked on a basemap, as the API wants it (GCJ-02). */
export function basemapToApi(point: LatLng, basemap: Datum): LatLng {
  return convertPoint(point, basemap, 'GCJ-02');
}

/** A point the API returned (GCJ-02), where to draw it on a basemap. */
export function apiToBasemap(point: LatLng, basemap: Datum): LatLng {
  return convertPoint(point, 'GCJ-02', basemap);
}

/** Every position of a GeoJSON object moved from GCJ-02 to the basemap's datum (a new object). */
export function geoJsonToBasemap<T extends GeoJSON>(geojson: T, basemap: Datum): T {
  if (basemap === 'GCJ-02') return geojson;
  // gcoord's own GeoJSON transform uses its unbounded inverse; each position goes through ours.
  return JSON.parse(JSON.stringify(geojson), (key, value: unknown) =>
    key === 'coordinates' ? mapPositions(value, (lng, lat) => gcj02ToWgs84(lng, lat)) : value,
  ) as T;
}

type Nested = number[] | Nested[];

/** Every [lng, lat] position in a GeoJSON coordinates array, at any depth, mapped by `move`. */
function mapPositions(coordinates: unknown, move: (lng: number, lat: number) => [number, number]): unknown {
  if (!Array.isArray(coordinates)) return coordinates;
  if (typeof coordinates[0] === 'number') {
    const [lng, lat, ...rest] = coordinates as number[];
    return [...move(lng!, lat!), ...rest];
  }
  return (coordinates as Nested[]).map((inner) => mapPositions(inner, move));
}

/** One GCJ-02 point in the three datums people paste around China. */
export function threeDatums(gcj02: LatLng): Record<'GCJ-02' | 'WGS-84' | 'BD-09', LatLng> {
  return {
    'GCJ-02': gcj02,
    'WGS-84': convertPoint(gcj02, 'GCJ-02', 'WGS-84'),
    'BD-09': convertPoint(gcj02, 'GCJ-02', 'BD-09'),
  };
}
