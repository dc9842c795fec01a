// Codes the data file holds in integer columns (docs/osm-data-format.md): the index in each list.

/** Road classes in the data file and the tiles, most important first (index = code). */
export const ROAD_CLASSES = [
  'motorway',
  'trunk',
  'primary',
  'secondary',
  'tertiary',
  'minor',
  'service',
  'path',
] as const;

/** Area kind 3 (the `areas` table's `kind`): a named building, or a POI mapped as an area (a palace, a school). */
export const SITE_KIND = 3;

/**
 * Area kinds 4 (nation: an `admin_level` 2 boundary) and 5 (land: a `boundary=land_area` relation, a
 * country's land without its waters). Their `name` is the country's ISO 3166-1 numeric code (492).
 */
export const NATION_KIND = 4;
export const LAND_KIND = 5;

/** What joins a POI's other names (`pois.names`: `name:en`, `alt_name` …) in one string; no name holds a newline. */
export const NAMES_SEPARATOR = '\n';
