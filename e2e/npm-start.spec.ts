import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { startFakeUpstream } from '../test-support/fake-upstream-server';
import { heapCapFlag } from '../test-support/heap-cap';
import { startServedProcess } from '../test-support/served-process';

// `npm start` as a service manager or `docker stop` sees it (#34): the process serving is node on the
// built server (npm execs it; no tsx), and SIGTERM to the npm process alone drains the server,
// which exits; npm exits with its code and nothing is left listening.

const cmdline = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
/** A process's children (none once it is gone). */
const children = (pid: number) =>
  existsSync(`/proc/${pid}`)
    ? readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number)
    : [];

test('SIGTERM to the npm start process alone: the lookup in flight is answered, then nothing is left', async () => {
  test.setTimeout(90_000);
  const upstream = await startFakeUpstream(0);
  const npm = startServedProcess(['npm', 'start'], {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    UPSTREAM_BASE_URL: upstream.url,
    CACHE_TTL_S: '0',
    REDIS_URL: '',
  });
  let server: number | undefined;
  try {
    const base = await npm.url;
    const [first, ...others] = children(npm.child.pid!);
    server = first;
    expect(others).toEqual([]);
    expect(cmdline(server!)).toEqual(['node', heapCapFlag(), 'dist-server/start.js']);
    expect(children(server!)).toEqual([]);

    upstream.scenarios = { geo: { delayMs: 1500 } };
    const inFlight = fetch(`${base}/api/geoToAddress?lat=30&lng=110`);
    await expect.poll(() => upstream.requests.length, { timeout: 10_000 }).toBe(1);
    npm.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await npm.exited).toEqual({ code: 0, signal: null });
    expect(() => readFileSync(`/proc/${server}/cmdline`)).toThrow(/ENOENT/);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  } finally {
    // Whatever is left (the old npm start left tsx and the server running) is stopped here.
    for (const pid of server ? [...children(server), server] : []) {
      if (existsSync(`/proc/${pid}`)) process.kill(pid, 'SIGKILL');
    }
    npm.child.kill('SIGKILL');
    await upstream.close();
  }
});
