import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { jsonLogger } from '../observe/json-logger';
import { composeApp } from './compose';

// With API_KEYS set a job is its key's (#47): its limits are the key's, and no other key can tell
// it from no job. Its id, the key to its files, never stands whole in the log.

let jobsDir: string;
let composed: Awaited<ReturnType<typeof composeApp>>;
const written: string[] = [];
let sentId = '';
beforeAll(async () => {
  jobsDir = await mkdtemp(join(tmpdir(), 'job-owner-'));
  const config = loadConfig({
    API_KEYS: 'key-a,key-b',
    JOBS_DIR: jobsDir,
    JOBS_MAX_ACTIVE_PER_CLIENT: '1',
    JOBS_CONCURRENCY: '0', // the jobs stay queued: each holds its key's one place
    RATE_LIMIT_PER_MIN: '0',
    UPSTREAM_BASE_URL: 'http://127.0.0.1:9',
  });
  composed = await composeApp(config, jsonLogger({ level: 'info', write: (text) => written.push(text) }));
});
afterAll(async () => {
  await composed.close();
  await rm(jobsDir, { recursive: true, force: true });
});

const as = (key: string, path: string, init: RequestInit = {}) =>
  composed.app.request(path, {
    ...init,
    headers: { authorization: `Bearer ${key}`, ...(init.headers as Record<string, string>) },
  });
const submit = (key: string) =>
  as(key, '/api/jobs?kind=points', {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body: 'lat,lng\n30.1,120.1\n30.2,120.2\n',
  });

describe('jobs under API keys', () => {
  it("answers 404 to another key's status, download and actions, and counts limits per key", async () => {
    const sent = await submit('key-a');
    expect(sent.status).toBe(202);
    const { id } = ((await sent.json()) as { data: { id: string } }).data;
    sentId = id;
    expect((await as('key-a', `/api/jobs/${id}`)).status).toBe(200);
    expect((await as('key-a', `/api/jobs/${id}/results.csv`)).status).toBe(200);
    for (const [path, method] of [
      [`/api/jobs/${id}`, 'GET'],
      [`/api/jobs/${id}/results.csv`, 'GET'],
      [`/api/jobs/${id}/pause`, 'POST'],
      [`/api/jobs/${id}`, 'DELETE'],
    ] as const) {
      const other = await as('key-b', path, { method });
      expect(other.status, `${method} ${path}`).toBe(404);
      expect(await other.json()).toMatchObject({ error_code: 'job_not_found' });
    }
    // One active job a client: key-a's place is taken, key-b's is its own (both from one address).
    expect((await submit('key-a')).status).toBe(429);
    expect((await submit('key-b')).status).toBe(202);
  });

  it('logs a job id by its first characters only', async () => {
    const id = sentId;
    expect((await as('key-a', `/api/jobs/${id}/results.csv`)).status).toBe(200);
    const log = written.join('');
    const messages = log
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages.filter((msg) => msg.startsWith(`GET /api/jobs/${id.slice(0, 6)}… 200`))).toHaveLength(1);
    expect(
      messages.filter((msg) => msg.startsWith(`GET /api/jobs/${id.slice(0, 6)}…/results.csv 200`)),
    ).toHaveLength(2);
    expect(log).not.toContain(id);
  });
});
