import { DECIMAL_PATTERN } from '../../../contract/decimal';

export interface ParsedPoint {
  lat: number;
  lng: number;
  /** Both orders were plausible (both numbers within ±90); lat,lng was assumed. */
  ambiguous: boolean;
}

/** Two decimal numbers, optionally in brackets, with a comma, space, semicolon or tab between. */
const PASTED = new RegExp(String.raw`^[\s([]*(${DECIMAL_PATTERN})[\s,;，、]+(${DECIMAL_PATTERN})[\s)\]]*$`);

/**
 * Reads a pasted "lat,lng" or "lng,lat" (comma, space, semicolon or tab between).
 * The order is guessed from the ranges: a value beyond ±90 can only be a longitude;
 * when both fit as a latitude, lat,lng is assumed and the result says so.
 */
export function parsePoint(text: string): ParsedPoint | undefined {
  const numbers = pastedNumbers(text);
  if (!numbers) return undefined;
  const [a, b] = numbers;
  if (Math.abs(a) > 180 || Math.abs(b) > 180) return undefined;
  if (Math.abs(a) <= 90 && Math.abs(b) > 90) return { lat: a, lng: b, ambiguous: false };
  if (Math.abs(a) > 90 && Math.abs(b) <= 90) return { lat: b, lng: a, ambiguous: false };
  if (Math.abs(a) > 90 && Math.abs(b) > 90) return undefined;
  return { lat: a, lng: b, ambiguous: true };
}

/** The two numbers of a pasted pair, whatever their range; undefined when it is not two numbers. */
function pastedNumbers(text: string): [number, number] | undefined {
  const match = PASTED.exec(text.trim());
  if (!match) return undefined;
  const [a, b] = [Number(match[1]), Number(match[2])];
  return Number.isFinite(a) && Number.isFinite(b) ? [a, b] : undefined;
}

/** A number that cannot be the coordinate it would have to be. */
export interface OutOfRange {
  value: number;
  axis: 'lat' | 'lng';
}

/**
 * Which numbers of two pasted ones are out of range ("95,200": 200 is no longitude, and 95, left to
 * be the latitude, is none either); `reading`, when given, is the order the user chose. Empty when
 * the text is not two numbers or both fit.
 */
export function outOfRange(text: string, reading?: { lat: number; lng: number }): OutOfRange[] {
  const numbers = pastedNumbers(text);
  if (!numbers) return [];
  const [a, b] = numbers;
  // The larger one is the longitude, unless the user's chosen order says otherwise.
  const { lat, lng } = reading ?? (Math.abs(a) >= Math.abs(b) ? { lat: b, lng: a } : { lat: a, lng: b });
  const problems: OutOfRange[] = [];
  if (Math.abs(lat) > 90) problems.push({ value: lat, axis: 'lat' });
  if (Math.abs(lng) > 180) problems.push({ value: lng, axis: 'lng' });
  return problems;
}
