import { spawn, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream, type Scenario } from '../../test-support/fake-upstream-server';

// The upstream key lives only in the server's environment. Build the SPA and run
// the real server with it set, drive every kind of answer, and look for it everywhere.

const KEY = 'sk-live-7Q2x9LmZp4Rt8Vw1-never-show-me';
const TIMEOUT_MS = 300;

let upstream: FakeUpstream;
let distDir: string;
let server: ChildProcess;
let baseUrl: string;
const logLines: string[] = [];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

function startServer(env: Record<string, string>): Promise<string> {
  const tsx = resolve('node_modules/.bin/tsx');
  const script =
    "import('./server/main/serve-app.ts').then((m) => m.serveApp({ distDir: process.env.KEY_TEST_DIST }))";
  server = spawn(tsx, ['--eval', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        logLines.push(line);
        const match = /Serving on (http:\/\/\S+?)\/? /.exec(`${line} `);
        if (match) done(match[1]!.replace(/\/$/, ''));
      }
    };
    server.stdout!.on('data', collect);
    server.stderr!.on('data', collect);
    server.once('exit', (code) => fail(new Error(`server exited with ${code}: ${logLines.join('\n')}`)));
  });
}

beforeAll(async () => {
  upstream = await startFakeUpstream(0);
  distDir = await mkdtemp(join(tmpdir(), 'key-leak-dist-'));
  // The build sees the key in its environment, as a careless deploy script would give it.
  await promisify(execFile)(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      env: { ...process.env, UPSTREAM_API_KEY: KEY, VITE_UPSTREAM_BASE_URL: upstream.url },
    },
  );
  baseUrl = await startServer({
    PORT: '0',
    HOST: '127.0.0.1',
    API_KEYS: '',
    UPSTREAM_BASE_URL: upstream.url,
    UPSTREAM_API_KEY: KEY,
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    CACHE_TTL_S: '0',
    RATE_LIMIT_PER_MIN: '0',
    KEY_TEST_DIST: distDir,
  });
}, 120_000);

afterAll(async () => {
  server?.kill();
  await upstream?.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

describe('the upstream API key', () => {
  it('appears in no file of the built SPA', async () => {
    const files = await filesUnder(distDir);
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
    for (const file of files) {
      const content = await readFile(file, 'utf8');
      expect(content.includes(KEY), file).toBe(false);
    }
  });

  const scenarios: Array<[string, Scenario | undefined]> = [
    ['a good answer', undefined],
    ['an upstream 500', { status: 500, body: { code: 500, msg: `internal: key ${KEY} failed` } }],
    ['the key rejected (401)', { status: 401, body: { code: 401, msg: `invalid key ${KEY}` } }],
    [
      'a 404 echoing the key',
      { status: 404, body: { code: 404, msg: `no product; your key is ${KEY}`, suggestions: [KEY] } },
    ],
    ['a 429', { status: 429, headers: { 'retry-after': '3' } }],
    ['a timeout', { delayMs: TIMEOUT_MS + 500 }],
    ['malformed JSON', { rawBody: `{"oops": "${KEY}"` }],
    ['a contract mismatch', { body: { code: 200, data: { location: { lat: KEY, lng: 1 } }, name: 7 } }],
  ];

  it.each(scenarios)('is in no response body or header after %s', async (_label, scenario) => {
    upstream.requests.length = 0;
    upstream.scenarios = scenario ? { geo: scenario, cig: scenario } : {};
    for (const path of ['/api/geoToAddress?lat=39.9&lng=116.4&poi=1', '/api/cigaretteDetails?name=a']) {
      const response = await fetch(`${baseUrl}${path}`);
      const text = await response.text();
      expect(text).not.toContain(KEY);
      for (const [name, value] of response.headers) expect(`${name}: ${value}`).not.toContain(KEY);
    }
    // It did reach the upstream, where it belongs.
    expect(upstream.requests.map((r) => r.authorization)).toContain(`Bearer ${KEY}`);
  });

  it.each(['/', '/index.html', '/api/health', '/api/nothing', '/some/app/route'])(
    'is in no answer for %s',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      const text = await response.text();
      expect(text).not.toContain(KEY);
      for (const [name, value] of response.headers) expect(`${name}: ${value}`).not.toContain(KEY);
    },
  );

  it('is in no log line', () => {
    expect(logLines.length).toBeGreaterThan(10);
    for (const line of logLines) expect(line).not.toContain(KEY);
  });
});
