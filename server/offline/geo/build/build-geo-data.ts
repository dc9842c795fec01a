import type { GeoData } from '../data/geo-data';
import { GEO_SECTIONS, type SectionName } from '../data/sections';
import { checkNames, describeNames } from './name-check';
import { sectionBuilders, type Need, type SectionBuilders } from './section-builders';

/**
 * Reads and converts the data packages, section by section (a few seconds), then holds every name
 * to the standard characters and says what it changed and kept; cache/geo-cache.ts keeps the result.
 */
export function buildGeoData(
  builders: SectionBuilders = sectionBuilders(),
  say: (line: string) => void = console.log,
): GeoData {
  const built: Partial<GeoData> = {};
  const need: Need = (name) => {
    const section = built[name];
    if (section === undefined)
      throw new Error(`section ${name} is read before it is built: reorder GEO_SECTIONS`);
    return section;
  };
  const build = <K extends SectionName>(name: K) => {
    built[name] = builders[name](need);
  };
  for (const name of GEO_SECTIONS) build(name);
  say(describeNames(checkNames(built as GeoData)));
  return built as GeoData;
}
