import type { GeoData } from './geo-data';

export type SectionName = keyof GeoData;

/**
 * The sections of the prepared data, in build order: a section's builder may read
 * the sections before it (build/section-builders.ts), and the cache stores each
 * under its name (cache/cache-file.ts). A new section is a GeoData key, a name here
 * and a builder; the compiler checks that the three agree.
 */
export const GEO_SECTIONS = everySection([
  'versions',
  'leaves',
  'cities',
  'provinces',
  'countries',
  'land',
  'borders',
  'boundaries',
  'countryLabels',
  'indexes',
  'places',
  'towns',
  'namedPoints',
  'worldPlaces',
  'water',
]);

/** The list as given, when it names every GeoData key (a type error names the missing one). */
function everySection<const T extends readonly SectionName[]>(
  names: T &
    ([Exclude<SectionName, T[number]>] extends [never]
      ? unknown
      : { missing: Exclude<SectionName, T[number]> }),
): T {
  return names;
}
