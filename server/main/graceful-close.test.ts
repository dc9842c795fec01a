import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerApart } from '../../test-support/built-server';
import { startFakeUpstream, type FakeUpstream } from '../../test-support/fake-upstream-server';
import { startServedProcess } from '../../test-support/served-process';

// A restart (#27): on SIGTERM the server stops accepting, answers what is in flight, and exits 0.
// A signal that comes twice (#34: the process group and npm both send it) does not cut the drain.

let upstream: FakeUpstream;
let built: Awaited<ReturnType<typeof buildServerApart>>;
beforeAll(async () => {
  upstream = await startFakeUpstream(0);
  built = await buildServerApart();
});
afterAll(async () => {
  built?.remove();
  await upstream.close();
});

const underTsx = () => [
  resolve('node_modules/.bin/tsx'),
  '--eval',
  "import('./server/main/serve-app.ts').then((m) => m.serveApp({}))",
];
/** What production runs: plain node on the built server, one process. */
const builtNode = () => [process.execPath, built.start];

const startServer = (command: string[], env: Record<string, string> = {}) =>
  startServedProcess(command, {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    UPSTREAM_BASE_URL: upstream.url,
    CACHE_TTL_S: '0',
    RATE_LIMIT_PER_MIN: '0',
    REDIS_URL: '',
    ...env,
  });

describe('SIGTERM', () => {
  it('exits 0 within the drain window when Redis is away (the job queue cannot close cleanly)', async () => {
    // Nothing listens on port 9: the queue and the shared state keep trying to connect.
    const server = startServer(builtNode(), { REDIS_URL: 'redis://127.0.0.1:9/0', SHUTDOWN_DRAIN_MS: '500' });
    await server.url;
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.lines.some((line) => line.includes('did not close within the drain window'))).toBe(true);
  }, 30_000);

  it('answers a request in flight with 200, refuses new connections, and exits 0 once it is answered', async () => {
    // A drain window longer than the test's own timeout: an exit that waited for it fails the test.
    const server = startServer(underTsx(), { SHUTDOWN_DRAIN_MS: '60000' });
    const base = await server.url;
    upstream.scenarios = { geo: { delayMs: 1500 } };
    const inFlight = fetch(`${base}/api/geoToAddress?lat=30&lng=110`);
    await expect.poll(() => upstream.requests.length, { timeout: 10_000 }).toBe(1);

    server.child.kill('SIGTERM');
    const asked = () =>
      fetch(`${base}/api/health`).then(
        () => 'answered',
        () => 'refused',
      );
    await expect.poll(asked, { timeout: 5000 }).toBe('refused');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect((await response.json()) as unknown).toMatchObject({ code: 200 });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.lines.filter((line) => line.includes('shutting down'))).toHaveLength(1);
    expect(server.lines.some((line) => line.includes('drain window ended'))).toBe(false);
  }, 30_000);

  it('answers a request in flight with 200 and exits 0 when SIGTERM comes twice, 100 ms apart', async () => {
    const server = startServer(builtNode());
    const base = await server.url;
    upstream.scenarios = { geo: { delayMs: 1500 } };
    const before = upstream.requests.length;
    const inFlight = fetch(`${base}/api/geoToAddress?lat=31&lng=111`);
    await expect.poll(() => upstream.requests.length, { timeout: 10_000 }).toBe(before + 1);

    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect((await response.json()) as unknown).toMatchObject({ code: 200 });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.lines.filter((line) => line.includes('shutting down'))).toHaveLength(1);
    expect(server.lines.filter((line) => line.includes('SIGTERM again'))).toHaveLength(1);
  }, 30_000);

  it('is node running the built JavaScript, not tsx', async () => {
    const server = startServer(builtNode());
    await server.url;
    const cmdline = readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(cmdline).toEqual([process.execPath, built.start]);
    expect(readFileSync(`/proc/${server.child.pid}/maps`, 'utf8')).not.toMatch(/tsx/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 30_000);
});
