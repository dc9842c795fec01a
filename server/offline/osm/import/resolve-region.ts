import { distance } from 'fastest-levenshtein';
import { CHINA_REGIONS } from './china-regions';

/** A region that names no extract: the message lists the closest known names. */
export class UnknownRegionError extends Error {
  constructor(
    readonly region: string,
    readonly closest: string[],
  ) {
    super(`unknown region "${region}"${closest.length ? `; the closest: ${closest.join(', ')}` : ''}`);
  }
}

const GEOFABRIK_ID = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/**
 * The Geofabrik id a `--region` names: a Chinese province-level region by any of its names
 * (see china-regions.ts) or an id as written (`europe/monaco`), which the mirror then confirms.
 */
export function resolveRegion(region: string): string {
  const key = region.trim().toLowerCase().replace(/\s+/g, '');
  const china = CHINA_REGIONS.find(
    (r) =>
      r.name === key ||
      r.short === key ||
      r.pinyin.includes(key) ||
      r.id === key ||
      (/^\d{2,6}$/.test(key) && key.startsWith(r.adcode)),
  );
  if (china) return china.id;
  if (GEOFABRIK_ID.test(key) && key.includes('/')) return key;
  throw new UnknownRegionError(region, closestNames(region, chinaNames()));
}

const chinaNames = () => CHINA_REGIONS.flatMap((r) => [r.id, r.short]);

/** The up to five names nearest to `wanted` by edit distance, whole and of the last path part (monaco in europe/monaco). */
export function closestNames(wanted: string, names: readonly string[], count = 5): string[] {
  const w = wanted.toLowerCase();
  const tail = (s: string) => s.slice(s.lastIndexOf('/') + 1);
  const score = (name: string) =>
    distance(w, name.toLowerCase()) + distance(tail(w), tail(name.toLowerCase()));
  return [...new Set(names)]
    .map((name) => ({ name, d: score(name) }))
    .sort((a, b) => a.d - b.d || a.name.localeCompare(b.name))
    .slice(0, count)
    .map(({ name }) => name);
}
