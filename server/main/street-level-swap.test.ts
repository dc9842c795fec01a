import { serve } from '@hono/node-server';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, renameSync, rmSync, truncateSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '../../contract/health-schema';
import { composeApp } from './compose';
import { loadConfig } from '../config';
import { EDGE_CASES, MONACO } from '../offline/osm/test-fixtures';

// #24: a running server under continuous requests takes a new import, and refuses a broken one.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** On Boulevard Princesse Charlotte (Monaco); the open data alone knows no street there. */
const MONACO_POINT = { lat: 43.7416, lng: 7.4265 };
const STREET = 'Boulevard Princesse Charlotte';

let dir = '';
let base = '';
let server: Server;
let composed: Awaited<ReturnType<typeof composeApp>>;
const logged: string[] = [];

/** `npm run osm:import -- <files>` as a user runs it, in its own process, into `dir`. */
function osmImport(...files: string[]) {
  return new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', join(ROOT, 'scripts/osm-import.ts'), ...files],
      { cwd: ROOT, env: { ...process.env, OSM_DATA_DIR: dir } },
      (error, _stdout, stderr) => (error ? reject(new Error(stderr)) : resolve()),
    );
  });
}

const health = async () => healthSchema.parse(await (await fetch(`${base}/api/health`)).json());
const tileUrls = async () =>
  (
    (await (await fetch(`${base}/api/basemap/style.json`)).json()) as {
      sources: { osm: { tiles: string[] } };
    }
  ).sources.osm.tiles;
const extractFiles = async () => (await health()).osm?.extracts.map((extract) => extract.file) ?? [];
const street = async () => {
  const query = `lat=${MONACO_POINT.lat}&lng=${MONACO_POINT.lng}&poi=1`;
  const body = (await (await fetch(`${base}/api/geoToAddress?${query}`)).json()) as {
    data: { address_component: { street?: string } };
  };
  return body.data.address_component.street ?? '';
};

/** Requests of every kind the data serves, two at a time, until stopped; counts the failures. */
function load() {
  const failures: string[] = [];
  let requests = 0;
  let running = true;
  const batch = {
    poi: 1,
    points: Array.from({ length: 40 }, (_, i) => ({
      lat: MONACO_POINT.lat,
      lng: MONACO_POINT.lng + i * 1e-5,
    })),
  };
  const kinds: Array<() => Promise<Response>> = [
    () => fetch(`${base}/api/geoToAddress?lat=${MONACO_POINT.lat}&lng=${MONACO_POINT.lng}&poi=1`),
    () => fetch(`${base}/api/osm/tiles/16/34119/23895.pbf`),
    () => fetch(`${base}/api/places?q=${encodeURIComponent('Princesse Charlotte')}`),
    () => fetch(`${base}/api/basemap/style.json`),
    () => fetch(`${base}/api/health`),
    () =>
      fetch(`${base}/api/geoToAddress/batch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
      }),
  ];
  const worker = async (offset: number) => {
    for (let i = offset; running; i++) {
      requests++;
      try {
        const response = await kinds[i % kinds.length]!();
        if (response.status !== 200 && response.status !== 204)
          failures.push(`${response.url} ${response.status}`);
        await response.arrayBuffer();
      } catch (error) {
        failures.push(String(error));
      }
    }
  };
  const workers = [0, 1].map(worker);
  return {
    failures,
    get requests() {
      return requests;
    },
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** Polls `probe` until it holds; the seconds it took. */
async function secondsUntil(probe: () => Promise<boolean>, limitS = 30) {
  const started = performance.now();
  while (!(await probe())) {
    if (performance.now() - started > limitS * 1000) throw new Error(`not within ${limitS} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (performance.now() - started) / 1000;
}

beforeAll(async () => {
  dir = join(mkdtempSync(join(tmpdir(), 'osm-swap-')), 'osm');
  const config = loadConfig({ OSM_DATA_DIR: dir, RATE_LIMIT_PER_MIN: '0', BATCH_POINTS_PER_MIN: '0' });
  composed = await composeApp(config, (line) => logged.push(line));
  server = await new Promise<Server>((resolve) => {
    const listening = serve({ fetch: composed.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(listening as Server),
    );
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await composed.close();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('street-level data swapped while the server runs (#24)', () => {
  it('takes an import made under load: no request fails, the new extract answers once loaded', async () => {
    expect(await street()).not.toBe(STREET);
    const traffic = load();
    await osmImport(MONACO);
    // How soon follows the manifest's poll and the load's length under this traffic: not timed here.
    await secondsUntil(async () => (await extractFiles()).includes('monaco-latest.osm.pbf'), 60);
    expect(await street()).toBe(STREET);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await traffic.stop();
    expect(traffic.requests).toBeGreaterThan(50);
    expect(traffic.failures).toEqual([]);
    expect(
      logged.some((line) => line.startsWith('street-level data swapped in: monaco-latest.osm.pbf')),
    ).toBe(true);
  }, 120_000);

  it('keeps serving the data it has when a broken directory replaces it, and says why', async () => {
    const broken = `${dir}.broken`;
    cpSync(dir, broken, { recursive: true });
    truncateSync(join(broken, 'extract-1.bin'), 1000);
    renameSync(dir, `${dir}.old`);
    renameSync(broken, dir);
    await secondsUntil(async () => logged.some((line) => line.includes('not loaded, still serving')));
    expect(logged.find((line) => line.includes('not loaded'))).toMatch(
      /extract-1\.bin: shorter than its manifest says/,
    );
    expect(await extractFiles()).toEqual(['monaco-latest.osm.pbf']);
    expect(await street()).toBe(STREET);
  }, 60_000);

  it('lets the replaced data go once a new import is served, its tiles under new URLs', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const before = new WeakRef(composed.streetLevel.health()!);
    const tilesBefore = await tileUrls();
    await osmImport(EDGE_CASES, MONACO);
    await secondsUntil(async () => (await extractFiles()).length === 2);
    // Tiles are cached a day: the new data's have other URLs.
    expect(await tileUrls()).not.toEqual(tilesBefore);
    await new Promise((resolve) => setTimeout(resolve, 100));
    gc();
    expect(before.deref()).toBeUndefined();
  }, 60_000);
});
