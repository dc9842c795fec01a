import gcoord from 'gcoord';
import type { Geometry } from 'geojson';
import type { CountryLabel, GeoData, RegionSet } from '../data/geo-data';
import { packGeometries } from '../data/geometry-set';
import type { RegionRecord } from '../data/records';
import type { SectionName } from '../data/sections';
import { PolygonIndex } from '../index/polygon-index';
import { loadChinaRegions } from '../sources/datav/load-regions';
import { loadChinaPlaces } from '../sources/geonames/load-places';
import { loadWorld } from '../sources/natural-earth/load-world';
import { geoPackageVersions } from '../sources/package-data';
import { splitAtAntimeridian } from './antimeridian';
import { labelPoint } from './label-point';
import { leafBoundaries } from './leaf-boundaries';
import { buildNamedPoints, buildTownSeats, buildWorldPlaces } from './named-points';
import { geometryToGcj } from '../sources/common/to-gcj';
import { buildWater } from './water';

/** A section built earlier (GEO_SECTIONS order); asking for a later one is a programming error. */
export type Need = <K extends SectionName>(name: K) => GeoData[K];

/** How each section is made: one builder per GeoData key, reading sources and earlier sections. */
export type SectionBuilders = { [K in SectionName]: (need: Need) => GeoData[K] };

const once = <T>(load: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= load());
};

const regionSet = (layer: { records: RegionRecord[]; geometries: Geometry[] }): RegionSet => ({
  records: layer.records,
  set: packGeometries(layer.geometries),
});

/** The builders over this run's sources (each source is read once, on first use). */
export function sectionBuilders(): SectionBuilders {
  const regions = once(loadChinaRegions);
  const world = once(loadWorld);
  // Unwrapped at the antimeridian so a planar point-in-polygon test and label centroids work.
  const countryGeometries = once(() => world().countries.geometries.map((g) => splitAtAntimeridian(g)));
  return {
    versions: () => geoPackageVersions(),
    leaves: () => regionSet(regions().leaves),
    cities: () => regionSet(regions().cities),
    provinces: () => regionSet(regions().provinces),
    countries: () => ({ records: world().countries.records, set: packGeometries(countryGeometries()) }),
    land: () =>
      packGeometries(
        world().land.map((geometry) =>
          geometryToGcj(splitAtAntimeridian(structuredClone(geometry), { westCopy: false })),
        ),
      ),
    borders: () => packGeometries([geometryToGcj(world().borders)]),
    boundaries: (need) => leafBoundaries(need('leaves')),
    countryLabels: () => countryLabels(world().countries.records, countryGeometries()),
    indexes: (need) => ({
      leaves: new PolygonIndex(need('leaves').set).arrays,
      countries: new PolygonIndex(need('countries').set).arrays,
    }),
    places: () => loadChinaPlaces(),
    towns: (need) => buildTownSeats({ leaves: need('leaves'), indexes: need('indexes') }),
    namedPoints: (need) => buildNamedPoints({ leaves: need('leaves'), indexes: need('indexes') }),
    worldPlaces: () => buildWorldPlaces(),
    water: () => buildWater(),
  };
}

/** One label per country code, at the centroid of its largest polygon, in GCJ-02. */
function countryLabels(records: GeoData['countries']['records'], geometries: Geometry[]): CountryLabel[] {
  const labels: CountryLabel[] = [];
  geometries.forEach((geometry, i) => {
    const at = labelPoint(geometry);
    const record = records[i]!;
    if (!at || labels.some((label) => label.code && label.code === record.code)) return;
    const [lng, lat] = gcoord.transform(at as [number, number], gcoord.WGS84, gcoord.GCJ02);
    labels.push({ code: record.code, name: record.name, lng: lng!, lat: lat! });
  });
  return labels;
}
