import { defineConfig } from '@playwright/test';
import { findChromium } from './test-support/chromium-path';
import {
  FAKE_UPSTREAM_KEY,
  FAKE_UPSTREAM_PORT,
  fakeUpstreamUrl,
  KEYED_APP_KEY,
  KEYED_APP_PORT,
  keyedAppUrl,
  OFFLINE_PORT,
  offlineUrl,
  QUOTA_APP_MAX_RPS,
  QUOTA_APP_PORT,
  quotaAppUrl,
  UPSTREAM_APP_PORT,
  upstreamAppUrl,
} from './test-support/ports';

const tsx = 'node_modules/.bin/tsx';
const serverEnv = (extra: Record<string, string>) => ({ HOST: '127.0.0.1', API_KEYS: '', ...extra });
/**
 * The offline app serves street level over two real extracts, imported fresh for each run: Monaco, and
 * Tsinghua–PKU in Beijing (Chinese names, a standard address; one import of both adds ~1.5 s to the start).
 */
const OSM_E2E_DIR = `node_modules/.cache/e2e-osm-${OFFLINE_PORT}`;
const EXTRACTS = ['monaco-latest', 'beijing-tsinghua-pku-2017']
  .map((name) => `server/offline/osm/fixtures/${name}.osm.pbf`)
  .join(' ');
const E2E_BASEMAPS = 'test-support/fixtures/e2e-basemaps.json';
/** The offline app's server jobs (batch-server-job.spec.ts), emptied at each start. */
const JOBS_E2E_DIR = `node_modules/.cache/e2e-jobs-${OFFLINE_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // One worker: the fake upstream is shared state, and the machine has 2 cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Generous: a map test on a software-rendered WebGL canvas takes 3–10 s on a quiet machine, and at a
  // load of ~19 (other work sharing the 2 cores) a passing one took 31 s. These are guards, not speed checks.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: offlineUrl,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: `${tsx} test-support/fake-upstream.ts`,
      url: `${fakeUpstreamUrl}/__health`,
      env: { FAKE_UPSTREAM_PORT: String(FAKE_UPSTREAM_PORT), FAKE_UPSTREAM_KEY },
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${JOBS_E2E_DIR} && ${tsx} scripts/osm-import.ts ${EXTRACTS} && ${tsx} server/main/start.ts`,
      url: `${offlineUrl}/api/health`,
      // An online basemap beside the offline one, as an operator would configure it (the specs abort its requests).
      // No batch budget (60,000 points a minute by default, shared by every spec's 127.0.0.1): the
      // 100,000-row export spec would otherwise wait out ~15-40 s of 429s, more after the other batch specs.
      env: serverEnv({
        PORT: String(OFFLINE_PORT),
        OSM_DATA_DIR: OSM_E2E_DIR,
        BASEMAPS_FILE: E2E_BASEMAPS,
        BATCH_POINTS_PER_MIN: '0',
        JOBS_DIR: JOBS_E2E_DIR,
        // Under the 50,000-row job's points (batch-server-job.spec.ts): its map shows a sample, then all.
        JOBS_MAP_POINTS: '20000',
      }),
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `${tsx} server/main/start.ts`,
      url: `${upstreamAppUrl}/api/health`,
      env: serverEnv({
        PORT: String(UPSTREAM_APP_PORT),
        UPSTREAM_BASE_URL: `${fakeUpstreamUrl}/prefix`,
        UPSTREAM_API_KEY: FAKE_UPSTREAM_KEY,
        UPSTREAM_TIMEOUT_MS: '2000',
        // Specs change the fake upstream's answers between lookups of the same point or
        // name; a cached answer would hide the change. The cache has its own unit tests.
        CACHE_TTL_S: '0',
      }),
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `${tsx} server/main/start.ts`,
      url: `${keyedAppUrl}/api/health`,
      env: serverEnv({ PORT: String(KEYED_APP_PORT), API_KEYS: KEYED_APP_KEY }),
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // Upstream mode as deployed: a quota on the upstream key, answers cached.
      command: `${tsx} server/main/start.ts`,
      url: `${quotaAppUrl}/api/health`,
      env: serverEnv({
        PORT: String(QUOTA_APP_PORT),
        UPSTREAM_BASE_URL: `${fakeUpstreamUrl}/prefix`,
        UPSTREAM_API_KEY: FAKE_UPSTREAM_KEY,
        UPSTREAM_MAX_RPS: String(QUOTA_APP_MAX_RPS),
      }),
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
