import { z } from 'zod/mini';
import { DECIMAL, DECIMAL_PAIR } from '../../contract/decimal';
import { NAME_MAX_LENGTH, textLength } from '../../contract/text-limit';

/**
 * Everything shareable lives in the URL (?lat=39.915119&lng=116.403963&z=14&poi=1&cig=…).
 * Each parameter is validated on its own: a bad one is dropped with a notice and
 * the rest of the link still loads; unknown parameters are kept as they were.
 */
export interface AppUrlState {
  /** The queried point, GCJ-02. */
  point?: { lat: number; lng: number };
  /** Map zoom. */
  z?: number;
  /** POIs asked for with the point. */
  poi: boolean;
  /** Cigarette cards shown, in order (the compare view's columns). */
  cig: string[];
  /** The selected POI's id. */
  sel?: string;
  /** The basemap's id, when not the default. */
  map?: string;
  /** The map centre when it differs from the queried point, GCJ-02. */
  view?: { lat: number; lng: number };
}

export interface ParsedAppUrl {
  state: AppUrlState;
  /** Parameters that were dropped, with why. */
  dropped: { param: string; value: string; reason: string }[];
  /** Parameters this app does not know, kept in order. */
  unknown: [string, string][];
}

const number = (min: number, max: number) =>
  z
    .pipe(
      z.string().check(z.trim(), z.regex(DECIMAL, { error: 'not a decimal number' })),
      z.transform(Number),
    )
    .check(z.refine((v) => v >= min && v <= max, { error: `outside ${min}…${max}` }));

const paramSchemas = {
  lat: number(-90, 90),
  lng: number(-180, 180),
  z: number(0, 24),
  poi: z.enum(['0', '1'], { error: 'must be 0 or 1' }),
  cig: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'empty name' }),
    z.refine((v) => textLength(v) <= NAME_MAX_LENGTH, { error: `longer than ${NAME_MAX_LENGTH} characters` }),
  ),
  sel: z.string().check(z.minLength(1), z.maxLength(128)),
  map: z.string().check(z.regex(/^[\w-]{1,40}$/, { error: 'not a basemap id' })),
  view: z
    .pipe(
      z.string().check(z.regex(DECIMAL_PAIR, { error: 'expected lat,lng' })),
      z.transform((v) => v.split(',').map(Number) as [number, number]),
    )
    .check(
      z.refine(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, { error: 'outside the globe' }),
    ),
} as const;

type Known = keyof typeof paramSchemas;
const isKnown = (key: string): key is Known => key in paramSchemas;
export const MAX_CARDS = 4;

export function parseAppUrl(search: string): ParsedAppUrl {
  const params = new URLSearchParams(search);
  const dropped: ParsedAppUrl['dropped'] = [];
  const unknown: ParsedAppUrl['unknown'] = [];
  const values: Partial<Record<Known, unknown>> = {};
  const cig: string[] = [];

  for (const [key, value] of params) {
    if (!isKnown(key)) {
      unknown.push([key, value]);
      continue;
    }
    const result = paramSchemas[key].safeParse(value);
    if (!result.success) {
      dropped.push({ param: key, value, reason: result.error.issues[0]?.message ?? 'invalid' });
    } else if (key === 'cig') {
      if (!cig.includes(result.data as string)) cig.push(result.data as string);
    } else if (key in values) {
      dropped.push({ param: key, value, reason: 'repeated' });
    } else {
      values[key] = result.data;
    }
  }

  const state: AppUrlState = { poi: values.poi === '1', cig: cig.slice(0, MAX_CARDS) };
  for (const extra of cig.slice(MAX_CARDS))
    dropped.push({ param: 'cig', value: extra, reason: `more than ${MAX_CARDS} cards` });

  const lat = values.lat as number | undefined;
  const lng = values.lng as number | undefined;
  if (lat !== undefined && lng !== undefined) state.point = { lat, lng };
  else if (lat !== undefined || lng !== undefined) {
    const [param, value] = lat !== undefined ? ['lat', lat] : ['lng', lng];
    dropped.push({ param, value: String(value), reason: `needs ${param === 'lat' ? 'lng' : 'lat'} too` });
  }
  if (values.z !== undefined) state.z = values.z as number;
  if (values.sel !== undefined) state.sel = values.sel as string;
  if (values.map !== undefined) state.map = values.map as string;
  if (values.view !== undefined) {
    const [vlat, vlng] = values.view as [number, number];
    state.view = { lat: vlat, lng: vlng };
  }
  return { state, dropped, unknown };
}

const fixed = (value: number, digits: number) => String(Number(value.toFixed(digits)));

/** Writes a readable query string (no JSON blobs), known parameters first in a stable order. */
export function writeAppUrl(state: AppUrlState, unknown: [string, string][] = []): string {
  const params = new URLSearchParams();
  if (state.point) {
    params.set('lat', state.point.lat.toFixed(6));
    params.set('lng', state.point.lng.toFixed(6));
  }
  if (state.z !== undefined) params.set('z', fixed(state.z, 2));
  if (state.poi) params.set('poi', '1');
  for (const name of state.cig) params.append('cig', name);
  if (state.sel) params.set('sel', state.sel);
  if (state.map) params.set('map', state.map);
  if (state.view) params.set('view', `${state.view.lat.toFixed(6)},${state.view.lng.toFixed(6)}`);
  for (const [key, value] of unknown) params.append(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
