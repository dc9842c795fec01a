import { createReadStream, readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { Job } from '../contract/job-schema';
import { startRedis } from '../test-support/redis-server';
import { builtServerEntry } from './built-server';
import { startServer, type RunningServer } from './start-server';

// The jobs bench's deployment with default settings: a real redis-server, one web instance
// (npm start) and one worker (npm run worker), both built as those commands run them, only REDIS_URL and JOBS_DIR set (beside the bench
// servers' loopback PORT, HOST and RATE_LIMIT_PER_MIN 0, which a job's rows never spend).

export interface JobsCluster {
  instance: RunningServer;
  worker: RunningServer;
  stop(): Promise<void>;
}

export async function startJobsCluster(jobsDir: string): Promise<JobsCluster> {
  const redis = await startRedis();
  const env = { REDIS_URL: redis.url, JOBS_DIR: jobsDir };
  const instance = await startServer(env, builtServerEntry('start'));
  const worker = await startServer(env, builtServerEntry('worker'), { ready: /Working on jobs/ });
  return {
    instance,
    worker,
    async stop() {
      await Promise.all([instance.stop(), worker.stop()]);
      await redis.stop();
    },
  };
}

const statusMb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) /
  1024;
/** The process's resident memory now (MB). */
export const rssMb = (pid: number) => statusMb(pid, 'VmRSS');
/** The process's peak resident memory so far (VmHWM, MB). */
export const peakRssMb = (pid: number) => statusMb(pid, 'VmHWM');

export const jobNow = async (server: RunningServer, id: string) =>
  ((await (await fetch(`${server.url}/api/jobs/${id}`)).json()) as { data: Job }).data;

/** Uploads the points file from `from` (a loopback address: the client the server tells apart). */
export function submitFrom(server: RunningServer, path: string, from: string) {
  const url = new URL(`${server.url}/api/jobs?kind=points&lat=lat&lng=lng&poi=0`);
  return new Promise<string>((submitted, failed) => {
    const upload = request(
      url,
      { method: 'POST', localAddress: from, headers: { 'content-type': 'text/csv' } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          response.statusCode === 202
            ? submitted((JSON.parse(body) as { data: Job }).data.id)
            : failed(new Error(`upload refused: ${response.statusCode} ${body}`)),
        );
      },
    );
    upload.on('error', failed);
    createReadStream(path).pipe(upload);
  });
}

/**
 * Two clients' jobs at once: client A submits the file twice (two jobs), client B once; each
 * client's rows per second over the time both have rows left, as shares of the two together.
 */
export async function twoClientsShares(server: RunningServer, path: string) {
  const a = [await submitFrom(server, path, '127.0.0.2'), await submitFrom(server, path, '127.0.0.2')];
  const b = await submitFrom(server, path, '127.0.0.3');
  const done = async (ids: string[]) => {
    const jobs = await Promise.all(ids.map((id) => jobNow(server, id)));
    const ended = jobs.find((job) => job.state === 'failed' || job.state === 'cancelled');
    if (ended) throw new Error(`a job ended ${ended.state}`);
    return {
      rows: jobs.reduce((sum, job) => sum + job.counts.done, 0),
      left: jobs.some((job) => job.state !== 'done'),
    };
  };
  const first = { a: await done(a), b: await done([b]), at: performance.now() };
  let last = first;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = { a: await done(a), b: await done([b]), at: performance.now() };
    if (!now.a.left || !now.b.left) break;
    last = now;
  }
  const seconds = (last.at - first.at) / 1000;
  if (seconds < 2) throw new Error('the two clients ran together under 2 s: make the file larger');
  const aRate = (last.a.rows - first.a.rows) / seconds;
  const bRate = (last.b.rows - first.b.rows) / seconds;
  return { aShare: aRate / (aRate + bRate), bShare: bRate / (aRate + bRate), aRate, bRate, seconds };
}
