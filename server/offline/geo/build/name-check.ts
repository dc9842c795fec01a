import type { GeoData } from '../data/geo-data';
import { rareCharacters, standardName } from '../../shared/standard-characters';

/** What the check did: each changed name (from → to) and each name kept with rare characters. */
export interface NameReport {
  checked: number;
  changed: Map<string, string>;
  /** Name → its characters outside the standard list (圐圙: a real place's own characters). */
  kept: Map<string, string[]>;
}

/** Every record of the prepared data that carries a name a reader sees. */
const namedRecords = (data: GeoData): { name: string }[][] => [
  data.provinces.records,
  data.cities.records,
  data.leaves.records,
  data.countries.records,
  data.countryLabels,
  data.places,
  data.towns,
  data.namedPoints,
  data.worldPlaces,
];

/**
 * Holds every name of the built data to the standard characters (shared/standard-characters.ts):
 * Japanese and Traditional forms become Simplified in place (仏山市 → 佛山市); names still holding
 * characters outside the list stay as they are and are reported.
 */
export function checkNames(data: GeoData): NameReport {
  const report: NameReport = { checked: 0, changed: new Map(), kept: new Map() };
  for (const records of namedRecords(data)) {
    for (const record of records) {
      report.checked++;
      const name = standardName(record.name);
      if (name !== record.name) report.changed.set(record.name, name);
      record.name = name;
      const rare = rareCharacters(name);
      if (rare.length > 0) report.kept.set(name, rare);
    }
  }
  return report;
}

const EXAMPLES = 12;

/** The report as the build prints it: counts and the first examples of each kind. */
export function describeNames(report: NameReport): string {
  const changed = [...report.changed].slice(0, EXAMPLES).map(([from, to]) => `${from}→${to}`);
  const kept = [...report.kept].slice(0, EXAMPLES).map(([name, rare]) => `${name}(${rare.join('')})`);
  return [
    `offline geodata names: ${report.checked} checked against GB 2312`,
    `${report.changed.size} changed to Simplified${changed.length ? `: ${changed.join(' ')}` : ''}`,
    `${report.kept.size} kept with characters outside it${kept.length ? `: ${kept.join(' ')}` : ''}`,
  ].join('; ');
}
