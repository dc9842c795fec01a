import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { startFakeUpstream } from '../test-support/fake-upstream-server';
import { heapCapFlag } from '../test-support/heap-cap';
import { startNginx } from '../test-support/nginx';
import { freePort } from '../test-support/redis-server';
import { startServedProcess, waitFor200, type ServedProcess } from '../test-support/served-process';

// The documented deployment (docs/deploy.md, #34), run: nginx with deploy/nginx-site.conf in front of
// two instances started with the Dockerfile's command and deploy/app.env, one redis-server with
// deploy/redis.conf. A rolling restart under steady load answers every request. Only the ports
// differ from the files (free ones), and the upstream is a loopback stand-in.

const read = (file: string) => readFileSync(file, 'utf8');
/** The instances' command: the Dockerfile's CMD (the systemd unit's ExecStart is checked against it). */
const INSTANCE_COMMAND = JSON.parse(/^CMD (\[.*\])$/m.exec(read('deploy/Dockerfile'))![1]!) as string[];
const APP_ENV = Object.fromEntries(
  read('deploy/app.env')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);
const LOAD_CLIENTS = 8;
const AT_LEAST = 3000;

test('the unit, the image and compose run what this test runs', () => {
  expect(INSTANCE_COMMAND).toEqual(['node', heapCapFlag(), 'dist-server/start.js']);
  const unit = read('deploy/geo-cig-map@.service');
  expect(unit).toContain(`ExecStart=/usr/bin/${INSTANCE_COMMAND.join(' ')}`);
  expect(unit).toContain('EnvironmentFile=/srv/geo-cig-map/deploy/app.env');
  expect(unit).toMatch(/^KillMode=mixed$/m);
  const compose = read('deploy/compose.yaml');
  expect(compose).toContain('env_file: app.env');
  expect(compose).toContain("'./redis.conf:/usr/local/etc/redis/redis.conf:ro'");
  expect(compose).toContain("'./nginx-site.conf:/etc/nginx/conf.d/default.conf:ro'");
  const site = read('deploy/nginx-site.conf');
  for (const port of ['8081', '8082']) {
    expect(compose).toContain(`PORT: '${port}'`);
    expect(site).toContain(`server 127.0.0.1:${port} `);
  }
  expect(APP_ENV.REDIS_URL).toBe('redis://127.0.0.1:6379/0');
});

test('a rolling restart behind nginx under steady load answers every request', async () => {
  test.setTimeout(120_000);
  const [front, port1, port2, redisPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const upstream = await startFakeUpstream(0);
  upstream.scenarios = { geo: { delayMs: 5 } }; // so that lookups are in flight when a signal comes
  // Playwright makes the output directory only when something is written there: without it
  // redis-server stops at once ("Can't chdir") and the instances ran without Redis.
  mkdirSync(test.info().outputDir, { recursive: true });
  const redis = spawn(
    'redis-server',
    ['deploy/redis.conf', '--port', String(redisPort), '--dir', test.info().outputDir],
    {
      stdio: 'ignore',
    },
  );
  const site = read('deploy/nginx-site.conf')
    .replace('127.0.0.1:8080', `127.0.0.1:${front}`)
    .replace('127.0.0.1:8081', `127.0.0.1:${port1}`)
    .replace('127.0.0.1:8082', `127.0.0.1:${port2}`);
  const nginx = await startNginx(site);
  const env = (port: number) => ({
    ...process.env,
    ...APP_ENV,
    PORT: String(port),
    REDIS_URL: APP_ENV.REDIS_URL!.replace(':6379/', `:${redisPort}/`),
    UPSTREAM_BASE_URL: upstream.url,
    CACHE_TTL_S: '0',
  });
  const start = (port: number) =>
    startServedProcess([process.execPath, ...INSTANCE_COMMAND.slice(1)], env(port));
  const instances: ServedProcess[] = [start(port1), start(port2)];
  const failures: string[] = [];
  let answered = 0;
  let stop = false;
  try {
    await Promise.all([port1, port2].map((port) => waitFor200(`http://127.0.0.1:${port}/api/health/ready`)));
    await waitFor200(`http://127.0.0.1:${front}/api/health`);
    expect(redis.exitCode, 'redis-server is running').toBeNull();

    // A 20 MB job file through nginx (its default body cap is 1 MB): accepted, streamed to an instance.
    const note = 'x'.repeat(200);
    const csv = `lat,lng,note\n${`31.2304,121.4737,${note}\n`.repeat(Math.ceil(20e6 / 219))}`;
    const submitted = await fetch(`http://127.0.0.1:${front}/api/jobs?kind=points`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: csv,
    });
    const job = (await submitted.json()) as { code: number; data: { id: string; counts: { total: number } } };
    expect([submitted.status, job.code, job.data.counts.total]).toEqual([202, 202, Math.ceil(20e6 / 219)]);
    expect(
      (await fetch(`http://127.0.0.1:${front}/api/jobs/${job.data.id}`, { method: 'DELETE' })).status,
    ).toBe(204);

    // Steady, bounded load: a few clients, one request at a time each, until the restart is done and
    // at least AT_LEAST were answered. Each request names a client (X-Forwarded-For, read through
    // TRUST_PROXY) so that the per-client rate limit, shared in Redis, is not what is measured.
    const client = async (id: number) => {
      for (let n = 0; !stop || answered < AT_LEAST; n++) {
        const path = n % 4 === 3 ? '/api/health' : `/api/geoToAddress?lat=${30 + (n % 50) / 100}&lng=110`;
        const forwardedFor = `127.1.${id}.${n % 64}`;
        try {
          const response = await fetch(`http://127.0.0.1:${front}${path}`, {
            headers: { 'x-forwarded-for': forwardedFor },
          });
          await response.arrayBuffer();
          if (response.status === 200) answered++;
          else failures.push(`${path}: ${response.status}`);
        } catch (error) {
          failures.push(`${path}: ${(error as Error).message}`);
        }
        if (answered + failures.length > 4 * AT_LEAST) break;
      }
    };
    const load = Promise.all(Array.from({ length: LOAD_CLIENTS }, (_, id) => client(id)));

    for (const [at, port] of [port1, port2].entries()) {
      const before = answered;
      await expect.poll(() => answered - before, { timeout: 20_000 }).toBeGreaterThan(200);
      instances[at]!.child.kill('SIGTERM');
      expect(await instances[at]!.exited).toEqual({ code: 0, signal: null });
      instances[at] = start(port);
      await waitFor200(`http://127.0.0.1:${port}/api/health/ready`);
    }
    stop = true;
    await load;
    expect(failures.slice(0, 10), nginx.log().slice(-3000)).toEqual([]);
    expect(answered).toBeGreaterThanOrEqual(AT_LEAST);
    expect(nginx.errors()).toBe('');
  } finally {
    stop = true;
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.exited));
    await nginx.stop();
    redis.kill('SIGTERM');
    await upstream.close();
  }
});
