import type { Language } from '../../i18n/language';

/** Units in one style per language, as the answer's Chinese sentences write them. */
const UNITS: Record<Language, [string, string]> = { zh: ['米', '公里'], en: [' m', ' km'] };

/** "320 m", "1.2 km", "15 km" in English; "320米", "1.2公里" in Chinese; 0 stays "0 m". */
export function formatDistance(metres: number | undefined, language: Language = 'en'): string {
  if (metres === undefined || !Number.isFinite(metres)) return '';
  const [m, km] = UNITS[language];
  if (metres < 1000) return `${Math.round(metres)}${m}`;
  return `${(metres / 1000).toFixed(metres < 10_000 ? 1 : 0)}${km}`;
}

const DIRECTIONS_EN: Record<string, string> = {
  东: 'E',
  南: 'S',
  西: 'W',
  北: 'N',
  东北: 'NE',
  东南: 'SE',
  西北: 'NW',
  西南: 'SW',
  内: 'inside',
  附近: 'nearby',
  旁: 'beside',
};

/** The API's direction word (Chinese), in the UI language; unknown words are shown as they came. */
export function formatDirection(dirDesc: string | undefined, language: Language): string {
  if (!dirDesc) return '';
  return language === 'en' ? (DIRECTIONS_EN[dirDesc] ?? dirDesc) : dirDesc;
}

/** "东北 320 m": direction and distance together, either may be missing. */
export function formatBearing(
  dirDesc: string | undefined,
  metres: number | undefined,
  language: Language,
): string {
  return [formatDirection(dirDesc, language), formatDistance(metres, language)]
    .filter(Boolean)
    .join(language === 'zh' ? '' : ' ');
}

/** "39.915119, 116.403963" (lat, lng; six decimals). */
export function formatLatLng(point: { lat: number; lng: number }): string {
  return `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}`;
}

/** "美食:中餐厅:火锅" → ["美食", "中餐厅", "火锅"]. */
export function categoryLevels(category: string | undefined): string[] {
  return (category ?? '')
    .split(/[:：]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** "中国,北京市,北京市,东城区" → its levels. */
export function nameLevels(name: string | undefined): string[] {
  return (name ?? '')
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean);
}
