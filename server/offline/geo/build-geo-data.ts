import gcoord from 'gcoord';
import type { Geometry, Position } from 'geojson';
import { splitAtAntimeridian } from './antimeridian';
import { packGeometries, type GeometrySet } from './geometry-set';
import { leafBoundaries, type LeafBoundaries } from './leaf-boundaries';
import { PolygonIndex, type PolygonIndexArrays } from './polygon-index';
import { loadChinaPlaces, type PlaceRecord } from './load-places';
import { loadChinaRegions, type RegionRecord } from './load-regions';
import { loadWorld, type CountryRecord } from './load-world';
import { geoPackageVersions } from './package-data';

export interface RegionSet {
  records: RegionRecord[];
  set: GeometrySet;
}

export interface CountryLabel {
  code: string;
  name: string;
  /** GCJ-02. */
  lng: number;
  lat: number;
}

/** Everything the offline geocoder and basemap read, prepared from the npm data packages. */
export interface GeoData {
  versions: Record<string, string>;
  /** China's undivided regions (the geocoder's polygons and the district layer), GCJ-02. */
  leaves: RegionSet;
  cities: RegionSet;
  provinces: RegionSet;
  /** Natural Earth countries in WGS-84, for points outside China's polygons. */
  countries: { records: CountryRecord[]; set: GeometrySet };
  /** Natural Earth land and borders for the basemap, moved to GCJ-02 like the rest of the map. */
  land: GeometrySet;
  borders: GeometrySet;
  /** The leaf regions' boundary lines, each drawn once and classed province/city/district. */
  boundaries: LeafBoundaries;
  countryLabels: CountryLabel[];
  /** The point-in-polygon indexes over `leaves` and `countries`, prepared once like the rest. */
  indexes: { leaves: PolygonIndexArrays; countries: PolygonIndexArrays };
  /** GeoNames places in China, GCJ-02. */
  places: PlaceRecord[];
}

/** gcoord's own GeoJSON types are narrower than @types/geojson's; the shapes are the same. */
type GcoordInput = Parameters<typeof gcoord.transform>[0];
const toGcj = <G extends Geometry>(geometry: G): G =>
  gcoord.transform(geometry as unknown as GcoordInput, gcoord.WGS84, gcoord.GCJ02) as unknown as G;

/** Reads and converts the data packages (about 1.5 s); the result is cached by geo-cache.ts. */
export function buildGeoData(): GeoData {
  const regions = loadChinaRegions();
  const world = loadWorld();
  const regionSet = (layer: { records: RegionRecord[]; geometries: Geometry[] }): RegionSet => ({
    records: layer.records,
    set: packGeometries(layer.geometries),
  });
  const countryLabels: CountryLabel[] = [];
  world.countries.geometries.forEach((geometry, i) => {
    const at = labelPoint(geometry);
    const record = world.countries.records[i]!;
    if (!at || countryLabels.some((label) => label.code && label.code === record.code)) return;
    const [lng, lat] = gcoord.transform(at as [number, number], gcoord.WGS84, gcoord.GCJ02);
    countryLabels.push({ code: record.code, name: record.name, lng: lng!, lat: lat! });
  });
  const leaves = regionSet(regions.leaves);
  const countries = { records: world.countries.records, set: packGeometries(world.countries.geometries) };
  return {
    versions: geoPackageVersions(),
    leaves,
    cities: regionSet(regions.cities),
    provinces: regionSet(regions.provinces),
    countries,
    land: packGeometries(
      world.land.map((geometry) =>
        toGcj(splitAtAntimeridian(structuredClone(geometry), { westCopy: false })),
      ),
    ),
    borders: packGeometries([toGcj(world.borders)]),
    boundaries: leafBoundaries(leaves),
    countryLabels,
    indexes: {
      leaves: new PolygonIndex(leaves.set).arrays,
      countries: new PolygonIndex(countries.set).arrays,
    },
    places: loadChinaPlaces(),
  };
}

/** The area-weighted centroid of the largest polygon's outer ring (good enough to place a label). */
function labelPoint(geometry: Geometry): Position | undefined {
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  let best: Position | undefined;
  let bestArea = 0;
  for (const polygon of polygons) {
    const ring = polygon[0] ?? [];
    let area = 0;
    let cx = 0;
    let cy = 0;
    for (let i = 0; i + 1 < ring.length; i++) {
      const [x1, y1] = ring[i] as [number, number];
      const [x2, y2] = ring[i + 1] as [number, number];
      const cross = x1 * y2 - x2 * y1;
      area += cross;
      cx += (x1 + x2) * cross;
      cy += (y1 + y2) * cross;
    }
    if (Math.abs(area) > bestArea) {
      bestArea = Math.abs(area);
      best = [cx / (3 * area), cy / (3 * area)];
    }
  }
  return best;
}
