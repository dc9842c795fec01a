import { type OpenDataTable, writeOpenData } from '../common/open-data-file';
import { toSimplified } from '../../../shared/simplified-chinese';
import { toGcj } from '../common/to-gcj';
import { PLACE_COLUMNS, PLACES_FILE, type PlaceRow } from './natural-earth-file';
import { readNaturalEarth } from './read-natural-earth';

interface PlaceProperties {
  NAME: string;
  NAME_ZH: string | null;
  FEATURECLA: string;
  SCALERANK: number;
  POP_MAX: number;
  ADM0_A3: string;
}

/** Natural Earth's NAME_ZH is written in Taiwan's characters; mainland China's own names keep 乾. */
function regionOf(country: string): 'CN' | 'HK' | 'TW' {
  return country === 'CHN' ? 'CN' : country === 'HKG' || country === 'MAC' ? 'HK' : 'TW';
}

/** Natural Earth 10 m populated places that have a Chinese name (NAME_ZH), worldwide. */
export function derivePlaces(): string {
  const rows: PlaceRow[] = [];
  let unnamed = 0;
  for (const { properties: p, geometry } of readNaturalEarth<PlaceProperties>('ne_10m_populated_places')
    .features) {
    if (!p.NAME_ZH?.trim() || geometry?.type !== 'Point') {
      unnamed++;
      continue;
    }
    const [lng, lat] = toGcj(geometry.coordinates[0]!, geometry.coordinates[1]!);
    const name = toSimplified(p.NAME_ZH.trim(), regionOf(p.ADM0_A3));
    rows.push([name, p.NAME, p.FEATURECLA, p.SCALERANK, Math.max(0, p.POP_MAX), p.ADM0_A3, lng, lat]);
  }
  const table: OpenDataTable<PlaceRow> = {
    format: 1,
    header: {
      input: '../shared/data/natural-earth/ne_10m_populated_places.7z (Natural Earth 10 m)',
      licence: 'public domain (Natural Earth); CC0 in the GeoJSON repackaging',
      attribution: 'Made with Natural Earth. Free vector and raster map data @ naturalearthdata.com.',
      datum: 'GCJ-02 inside China, WGS-84 elsewhere',
    },
    columns: [...PLACE_COLUMNS],
    rows,
  };
  const bytes = writeOpenData(PLACES_FILE, table);
  const china = rows.filter((row) => ['CHN', 'HKG', 'MAC', 'TWN'].includes(row[5])).length;
  return `${PLACES_FILE}: ${rows.length} places with a Chinese name (${china} in China), ${unnamed} without, ${bytes} bytes`;
}
