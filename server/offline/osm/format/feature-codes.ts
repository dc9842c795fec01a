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
