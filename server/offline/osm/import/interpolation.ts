import type { Line } from '../format/rings';

/** A house number span of an addr:interpolation way, resolved once the endpoint addresses are known. */
export interface InterpolationWay {
  refs: number[];
  line: Line;
  step: number;
  street: string;
}

export function interpolationStep(value: string): number {
  if (value === 'odd' || value === 'even') return 2;
  if (value === 'all' || value === '1') return 1;
  return Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : 0;
}

const MAX_SPAN = 500;

/**
 * The numbers strictly between consecutive numbered nodes of the way, spaced by length along it
 * (as Nominatim and OSM's wiki describe addr:interpolation).
 */
export function interpolate(
  way: InterpolationWay,
  numberAt: (nodeId: number) => string | undefined,
): Array<{ number: string; lng: number; lat: number }> {
  const out: Array<{ number: string; lng: number; lat: number }> = [];
  const along = [0];
  for (let i = 1; i < way.refs.length; i++) {
    const dx = way.line[i * 2]! - way.line[i * 2 - 2]!;
    const dy = way.line[i * 2 + 1]! - way.line[i * 2 - 1]!;
    along.push(along[i - 1]! + Math.hypot(dx, dy));
  }
  let last = -1;
  for (let i = 0; i < way.refs.length; i++) {
    const text = numberAt(way.refs[i]!);
    if (text === undefined || !/^\d+$/.test(text)) continue;
    if (last >= 0) {
      const a = Number(numberAt(way.refs[last]!));
      const b = Number(text);
      const [low, high, from, to] = a < b ? [a, b, last, i] : [b, a, i, last];
      if (high - low <= MAX_SPAN * way.step) {
        for (let n = low + way.step; n < high; n += way.step) {
          const t = (n - low) / (high - low);
          out.push({
            number: String(n),
            ...pointAt(way, along, along[from]! + t * (along[to]! - along[from]!)),
          });
        }
      }
    }
    last = i;
  }
  return out;
}

function pointAt(way: InterpolationWay, along: number[], distance: number): { lng: number; lat: number } {
  let i = 1;
  while (i < along.length - 1 && along[i]! < distance) i++;
  const span = along[i]! - along[i - 1]! || 1;
  const t = Math.min(1, Math.max(0, (distance - along[i - 1]!) / span));
  return {
    lng: way.line[i * 2 - 2]! + t * (way.line[i * 2]! - way.line[i * 2 - 2]!),
    lat: way.line[i * 2 - 1]! + t * (way.line[i * 2 + 1]! - way.line[i * 2 - 1]!),
  };
}
