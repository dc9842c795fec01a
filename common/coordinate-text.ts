// A coordinate as people type it in a spreadsheet: ASCII or full-width (a Chinese IME's ３９．９１),
// a decimal or degrees-minutes-seconds (39°54′27″N, 39°54'27"N, 39度54分27秒). Read by both readers.

/** Full-width forms (U+FF01–FF5E: ３９．９０, －, ，) as their ASCII ones; the ideographic space and − too. */
export function halfWidth(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(/\u2212/g, '-');
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
/** Degrees, then minutes and seconds if any, a hemisphere letter before or after (′ ″, ' ", 分 秒, '' for ″). */
const DMS = new RegExp(
  String.raw`^([NSEW])?\s*([+-])?${NUMBER}\s*[°º度]\s*(?:${NUMBER}\s*['′’分]\s*)?(?:${NUMBER}\s*(?:["″”秒]|'')\s*)?([NSEW])?$`,
  'i',
);

export type Axis = 'lat' | 'lng';
const HEMISPHERES: Record<Axis, string> = { lat: 'NS', lng: 'EW' };

/** Degrees from a DMS text, or undefined (minutes or seconds past 60, a hemisphere of the other axis, two letters). */
function readDms(text: string, axis: Axis): number | undefined {
  const match = DMS.exec(text);
  if (!match) return undefined;
  const [, before, sign, degrees, minutes = '0', seconds = '0', after] = match;
  if (before && after) return undefined;
  const hemisphere = (before ?? after ?? '').toUpperCase();
  if (hemisphere && !HEMISPHERES[axis].includes(hemisphere)) return undefined;
  if (Number(minutes) >= 60 || Number(seconds) >= 60) return undefined;
  const value = Number(degrees) + Number(minutes) / 60 + Number(seconds) / 3600;
  const negative = sign === '-' || hemisphere === 'S' || hemisphere === 'W';
  return negative ? -value : value;
}

/** A latitude's or longitude's degrees from its text (already trimmed), or undefined when it is none. */
export function readCoordinate(text: string, axis: Axis): number | undefined {
  const plain = halfWidth(text).trim();
  if (DECIMAL.test(plain)) return Number(plain);
  return readDms(plain, axis);
}

/**
 * A combined cell's two parts: split at a comma (ASCII or full-width "，") or semicolon; else at
 * blanks when that makes two, or after the latitude's hemisphere letter ("39° 54′ 27″ N 116° 23′ E").
 */
export function splitCombined(cell: string): [string, string] | undefined {
  const text = halfWidth(cell).trim();
  const parts = /[,;、]/.test(text) ? text.split(/\s*[,;、]\s*/) : text.split(/\s+/);
  if (parts.length === 2) return [parts[0]!, parts[1]!];
  const byHemisphere = /^(.*?[NS])\s+(.*[EW])$/i.exec(text);
  return byHemisphere ? [byHemisphere[1]!, byHemisphere[2]!] : undefined;
}

/** Whether a cell reads as one "lat,lng" pair (a column of them needs no telling header). */
export function isCoordinatePair(cell: string): boolean {
  const parts = splitCombined(cell);
  return (
    parts !== undefined &&
    readCoordinate(parts[0], 'lat') !== undefined &&
    readCoordinate(parts[1], 'lng') !== undefined
  );
}

/** Whether a cell can only be a "lng,lat" pair: its first number is no latitude (past 90°), its second is one. */
export function isLngFirstPair(cell: string): boolean {
  const parts = splitCombined(cell);
  if (!parts) return false;
  const first = readCoordinate(parts[0], 'lng');
  const second = readCoordinate(parts[1], 'lat');
  return (
    first !== undefined &&
    second !== undefined &&
    Math.abs(first) > 90 &&
    Math.abs(first) <= 180 &&
    Math.abs(second) <= 90
  );
}
