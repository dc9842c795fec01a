import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { batchResponseSchema } from '../../contract/batch-schema';
import { geocodeResponseSchema } from '../../contract/geocode-schema';
import { loadGeoData } from '../offline/geo/cache/geo-cache';
import { createReverseGeocoder } from '../offline/geo/lookup/reverse-geocode';
import { contractIssues } from './contract-check';
import { contractChecksSource } from './contract-checks-source';
import { batchResponse, geocodeResponse } from './generated/contract-checks.js';

let answers: unknown[];
// Real answers: a city with stations, a rural district, abroad, the sea, with and without POIs.
beforeAll(() => {
  const geocoder = createReverseGeocoder(loadGeoData().data);
  const points: Array<[number, number]> = [
    [116.397, 39.909],
    [121.4906, 31.24],
    [103.5, 36.0],
    [2.35, 48.86],
    [125.0, 30.0],
  ];
  answers = points.flatMap(([lng, lat]) =>
    ([0, 1] as const).map((poi) => ({ ...geocoder.reverse({ lat, lng, poi }), request_id: 'req-1' })),
  );
}, 120_000);

/** Every path to a value inside `value` (object keys and array indexes). */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, inner]) => paths(inner, [...prefix, key]))];
}

/** A deep copy of `body` with the value at `path` replaced. */
function replaced(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

const WRONG_VALUES = [
  null,
  undefined,
  Number.NaN,
  Infinity,
  -Infinity,
  1.5,
  2 ** 60,
  7,
  '7',
  '',
  true,
  [],
  {},
  [1],
];

/**
 * Replaces every value in `answer` by each wrong value in turn: the generated `check` never accepts
 * what zod refuses, and `contractIssues` always gives zod's verdict. Returns how many `check` refused.
 */
function checkMutations(answer: unknown, schema: z.core.$ZodType, check: (body: unknown) => boolean): number {
  let refused = 0;
  for (const path of paths(answer)) {
    for (const value of WRONG_VALUES) {
      const body = replaced(answer, path, value);
      const zodAccepts = z.safeParse(schema, body).success;
      if (check(body)) expect(zodAccepts, `${path.join('.')} = ${String(value)}`).toBe(true);
      else refused++;
      expect(contractIssues(schema, body) === undefined).toBe(zodAccepts);
    }
  }
  return refused;
}

describe('generated contract checks', () => {
  it('are what `npm run contract:build` writes from the current contracts', () => {
    const { js, dts } = contractChecksSource();
    const generated = new URL('./generated/', import.meta.url);
    const stale = 'stale: run `npm run contract:build` and commit server/contract/generated';
    expect(readFileSync(new URL('contract-checks.js', generated), 'utf8'), stale).toBe(js);
    expect(readFileSync(new URL('contract-checks.d.ts', generated), 'utf8'), stale).toBe(dts);
  });

  it('accept every real offline answer, as zod does', () => {
    for (const answer of answers) {
      expect(geocodeResponse(answer)).toBe(true);
      expect(z.safeParse(geocodeResponseSchema, answer).success).toBe(true);
    }
  });

  it('never accept what zod refuses, and the verdict is always zod’s', () => {
    const refused = [answers[1], answers[6]].reduce<number>(
      (sum, answer) => sum + checkMutations(answer, geocodeResponseSchema, geocodeResponse),
      0,
    );
    expect(refused).toBeGreaterThan(100); // the mutations do reach the check
  });

  it('check a batch answer the same way: real items and an item error pass, what zod refuses never does', () => {
    const batch = {
      code: 200,
      msg: 'ok',
      request_id: 'req-1',
      data: [
        { id: 1, code: 200, msg: 'ok', data: (answers[1] as { data: unknown }).data },
        { id: 'b', code: 400, msg: 'lat: expected number' },
      ],
    };
    expect(batchResponse(batch)).toBe(true);
    expect(z.safeParse(batchResponseSchema, batch).success).toBe(true);
    expect(checkMutations(batch, batchResponseSchema, batchResponse)).toBeGreaterThan(100);
  });

  it('word a broken answer as zod does, with its path', () => {
    const body = replaced(answers[0], ['data', 'ad_info', 'location', 'lat'], Number.NaN);
    expect(contractIssues(geocodeResponseSchema, body)).toBe('data.ad_info.location.lat: expected number');
    const nullLocation = replaced(answers[0], ['data', 'location'], null);
    expect(contractIssues(geocodeResponseSchema, nullLocation)).toBeUndefined(); // null reads as absent
    expect(geocodeResponse(nullLocation)).toBe(false);
  });
});
