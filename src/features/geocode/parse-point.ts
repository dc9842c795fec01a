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
  const match = PASTED.exec(text.trim());
  if (!match) return undefined;
  const [a, b] = [Number(match[1]), Number(match[2])];
  if (!Number.isFinite(a) || !Number.isFinite(b)) return undefined;
  if (Math.abs(a) > 180 || Math.abs(b) > 180) return undefined;
  if (Math.abs(a) <= 90 && Math.abs(b) > 90) return { lat: a, lng: b, ambiguous: false };
  if (Math.abs(a) > 90 && Math.abs(b) <= 90) return { lat: b, lng: a, ambiguous: false };
  if (Math.abs(a) > 90 && Math.abs(b) > 90) return undefined;
  return { lat: a, lng: b, ambiguous: true };
}
