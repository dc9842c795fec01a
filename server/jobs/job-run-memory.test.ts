import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inPromotionProbe } from '../../test-support/promoted-bytes';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'job-run-memory-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

// A points job on the real offline geocoder, in a process of its own, as `npm start` composes it
// (in-process queue, JOBS_CONCURRENCY 2), against the same points looked up one at a time through
// the same provider: what the job's reading, chunking and writing promote beyond the lookups'
// own. A chunk's rows and outcomes held as objects until its end were promoted with it; that grew
// the old generation, and the process's peak RSS, with the file (#39).
const probe = `
import { loadConfig } from './server/config.ts';
import { createJobs } from './server/jobs/create-jobs.ts';
import { loadOfflineGeo } from './server/offline/geo/load-offline-geo.ts';
import { createReverseGeocoder } from './server/offline/geo/lookup/reverse-geocode.ts';
import { createOfflineProvider } from './server/providers/offline.ts';
import { setImmediate as yieldNow } from 'node:timers/promises';
const [dir, rowsText] = process.argv.slice(1);
const rows = Number(rowsText);
const provider = createOfflineProvider({ geocoder: createReverseGeocoder(loadOfflineGeo().data) });
const engine = await createJobs(loadConfig({ JOBS_DIR: dir, JOBS_CONCURRENCY: '2' }), provider, undefined, () => {});
// Spread over mainland China, each a different point.
const point = (i) => ({ lat: 22 + ((i * 7919) % 20011) / 1000, lng: 100 + ((i * 104729) % 22003) / 1000 });
const csv = (count, offset) =>
  ['lat,lng', ...Array.from({ length: count }, (_, i) => { const p = point(i + offset); return p.lat + ',' + p.lng; })].join('\\n');
const runJob = async (text) => {
  const job = await engine.submit(new Response(text).body, {
    contentType: 'text/csv', contentLength: undefined, params: { lat: 'lat', lng: 'lng', poi: '0' }, client: undefined,
  });
  for (;;) {
    const { state } = await engine.get(job.id);
    if (state === 'done') return;
    if (state !== 'queued' && state !== 'running') throw new Error('job ' + state);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const lookUp = async (count, offset) => {
  const signal = new AbortController().signal;
  for (let i = 0; i < count; i++) {
    await provider.geoToAddress({ ...point(i + offset), poi: 0 }, signal);
    if (i % 50 === 0) await yieldNow();
  }
};
// Warm: the code compiled, the geocoder's per-place descriptions made.
await runJob(csv(20_000, rows));
await lookUp(20_000, rows);
const lookups = await promotedBy(() => lookUp(rows, 0));
const job = await promotedBy(() => runJob(csv(rows, 0)));
await engine.close(1000);
console.log(JSON.stringify({ lookupsMb: lookups / 2 ** 20, jobMb: job / 2 ** 20 }));
`;

it("a job's rows and outcomes die young: it promotes little beyond what its lookups do", async () => {
  const rows = 100_000;
  const { lookupsMb, jobMb } = await inPromotionProbe<{ lookupsMb: number; jobMb: number }>(probe, [
    join(root, 'jobs'),
    String(rows),
  ]);
  const beyond = ((jobMb - lookupsMb) * 2 ** 20) / rows;
  // Rows and outcomes kept as objects for a chunk's length: 259-316 bytes a row beyond the lookups;
  // read and encoded a row at a time: ~120.
  expect(
    beyond,
    `${jobMb.toFixed(1)} MB promoted by the job, ${lookupsMb.toFixed(1)} MB by its lookups alone`,
  ).toBeLessThan(180);
}, 120_000);
