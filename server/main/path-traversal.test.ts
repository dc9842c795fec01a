import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { testApp } from './test-app';

// The SPA is served from a directory; nothing outside it may come back, however the path is spelled.

const SECRET = 'outside-the-dist-dir-secret';
let root: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'traversal-'));
  await writeFile(join(root, 'secret.txt'), SECRET);
  await writeFile(join(root, '.env'), `UPSTREAM_API_KEY=${SECRET}`);
  await mkdir(join(root, 'dist', 'assets'), { recursive: true });
  await writeFile(join(root, 'dist', 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(root, 'dist', 'assets', 'app.js'), 'console.log(1)');
  app = createApp({
    provider: testApp().provider,
    apiKeys: [],
    logger: () => {},
    distDir: join(root, 'dist'),
  });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('static files', () => {
  it('serves the app and its assets, with the security headers', async () => {
    const page = await app.request('/');
    expect(await page.text()).toContain('<title>app</title>');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await app.request('/assets/app.js')).status).toBe(200);
  });

  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/.env',
    '/..%5csecret.txt',
    '/%252e%252e/secret.txt',
    '/.env',
  ])('never serves a file outside dist/ for %s', async (path) => {
    const response = await app.request(`http://app.test${path}`);
    expect(await response.text()).not.toContain(SECRET);
  });
});
