/** OSM keys whose features are POIs in the answer (issue #12), in the order a feature's category is taken. */
export const POI_KEYS = [
  'amenity',
  'shop',
  'tourism',
  'leisure',
  'office',
  'public_transport',
  'historic',
] as const;
