import type { GeocodeData } from '../contract/geocode-schema';

/** The fields the address panel shows under 全部字段 / All fields, as dotted paths in `data`. */
export const PANEL_FIELDS = [
  'formatted_addresses.standard_address',
  'address',
  'formatted_addresses.recommend',
  'formatted_addresses.rough',
  'location',
  ...['name', 'nation', 'province', 'city', 'district', 'adcode', 'city_code', 'nation_code', 'location'].map(
    (key) => `ad_info.${key}`,
  ),
  ...['nation', 'province', 'city', 'district', 'street', 'street_number'].map(
    (key) => `address_component.${key}`,
  ),
];

/** The panel's fields that hold a value in `data` (the empty and absent ones are only named there). */
export function presentPanelFields(data: GeocodeData): string[] {
  const valueAt = (path: string) =>
    path
      .split('.')
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
  return PANEL_FIELDS.filter((path) => {
    const value = valueAt(path);
    return value !== undefined && value !== '';
  });
}
