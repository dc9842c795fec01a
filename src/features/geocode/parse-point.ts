export interface ParsedPoint {
  lat: number;
  lng: number;
  /** Both orders were plausible (both numbers within ±90); lat,lng was assumed. */
  ambiguous: boolean;
}

const NUMBER = /[+-]?(?:\d+(?:\.\d*)?|\.\d+)/g;

/**
 * Reads a pasted "lat,lng" or "lng,lat" (comma, space, semicolon or tab between).
 * The order is guessed from the ranges: a value beyond ±90 can only be a longitude;
 * when both fit as a latitude, lat,lng is assumed and the result says so.
 */
export function parsePoint(text: string): ParsedPoint | undefined {
  const cleaned = text.trim();
  if (!/^[\s([]*[+-]?[\d.]+[\s,;，、]+[+-]?[\d.]+[\s)\]]*$/.test(cleaned)) return undefined;
  const numbers = (cleaned.match(NUMBER) ?? []).map(Number);
  if (numbers.length !== 2 || numbers.some((n) => !Number.isFinite(n))) return undefined;
  const [a, b] = numbers as [number, number];
  if (Math.abs(a) > 180 || Math.abs(b) > 180) return undefined;
  if (Math.abs(a) <= 90 && Math.abs(b) > 90) return { lat: a, lng: b, ambiguous: false };
  if (Math.abs(a) > 90 && Math.abs(b) <= 90) return { lat: b, lng: a, ambiguous: false };
  if (Math.abs(a) > 90 && Math.abs(b) > 90) return undefined;
  return { lat: a, lng: b, ambiguous: true };
}
