import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OsmManifest } from '../format/data-format';
import { osmHealth } from '../serve/street-level-data';
import { loadOsmData } from '../serve/load-osm-data';
import { watchOsmData } from '../serve/watch-osm-data';
import { EDGE_CASES, MONACO } from '../test-fixtures';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

interface Served {
  body: Buffer;
  md5Text: string;
  lastModified: Date;
}
const served = (body: Buffer, lastModified: Date): Served => ({
  body,
  md5Text: `${md5(body)}  some-latest.osm.pbf\n`,
  lastModified,
});

/** A download server in Geofabrik's layout on 127.0.0.1: europe/monaco (the Monaco fixture) and europe/andorra. */
class FakeMirror {
  files = new Map<string, Served>();
  /** When set, the next full GET of a file sends its headers and this many bytes, then drops the connection. */
  cutAfter?: number;
  /** When set, requests are never answered. */
  silent = false;
  /** When set, a GET of a file is this many bytes of junk, without a Content-Length (a hostile mirror). */
  endless?: number;
  /** The junk bytes sent so far. */
  endlessSent = 0;
  requests: { method: string; url: string; range?: string; ifRange?: string }[] = [];
  private server?: Server;
  base = '';

  get monaco() {
    return this.files.get('europe/monaco')!;
  }

  async start() {
    this.server = createServer((req, res) => {
      this.requests.push({
        method: req.method!,
        url: req.url!,
        range: req.headers.range,
        ifRange: req.headers['if-range'] as string | undefined,
      });
      if (this.silent) return;
      if (req.url === '/index-v1-nogeom.json') {
        const ids = ['europe/monaco', 'europe/malta', 'asia/mongolia', 'africa/morocco'];
        const features = ids.map((id) => ({
          properties: { urls: { pbf: `https://download.geofabrik.de/${id}-latest.osm.pbf` } },
        }));
        return void res.end(JSON.stringify({ features }));
      }
      const [, id, md5File] = /^\/(.+)-latest\.osm\.pbf(\.md5)?$/.exec(req.url!) ?? [];
      const file = id ? this.files.get(id) : undefined;
      if (!file) return void res.writeHead(404).end('not found');
      if (md5File) return void res.end(file.md5Text);
      const start = Number(/^bytes=(\d+)-$/.exec(req.headers.range ?? '')?.[1] ?? 0);
      const { body } = file;
      const headers = {
        'last-modified': file.lastModified.toUTCString(),
        'content-length': String(body.length - start),
        ...(start && { 'content-range': `bytes ${start}-${body.length - 1}/${body.length}` }),
      };
      if (this.endless && req.method === 'GET') {
        res.writeHead(200, { 'last-modified': headers['last-modified'] });
        const chunk = Buffer.alloc(1 << 20, 0x42);
        const more = () => {
          while (this.endlessSent < this.endless! && !res.destroyed) {
            this.endlessSent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
          res.end();
        };
        return more();
      }
      res.writeHead(start ? 206 : 200, headers);
      if (req.method === 'HEAD') return void res.end();
      if (this.cutAfter !== undefined && !start) {
        res.write(body.subarray(0, this.cutAfter), () => res.destroy());
        this.cutAfter = undefined;
        return;
      }
      res.end(body.subarray(start));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    this.server?.closeAllConnections();
    return new Promise((resolve) => this.server?.close(resolve));
  }
}

const mirror = new FakeMirror();
let dir = '';

/** Runs `npm run <script>` as the user would (its node flags and tsx), against the fake mirror. */
function run(script: 'osm-import' | 'osm-update', args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', join(ROOT, `scripts/${script}.ts`), ...args],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          OSM_DATA_DIR: dir,
          OSM_DOWNLOAD_BASE: mirror.base,
          OSM_DOWNLOAD_TIMEOUT_MS: '5000',
          ...env,
        },
      },
      (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
    );
  });
}
const importMonaco = () => run('osm-import', ['--region', 'europe/monaco']);

const manifest = () => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as OsmManifest;
const fileGets = () =>
  mirror.requests.filter((r) => r.method === 'GET' && r.url === '/europe/monaco-latest.osm.pbf');

beforeAll(() => mirror.start());
afterAll(() => mirror.stop());
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'osm-download-')), 'osm');
  mirror.files.set('europe/monaco', served(readFileSync(MONACO), new Date('2026-11-20T21:21:02Z')));
  mirror.files.set('europe/andorra', served(readFileSync(EDGE_CASES), new Date('2026-11-19T20:00:00Z')));
  mirror.requests = [];
  mirror.silent = false;
  mirror.endless = undefined;
  mirror.endlessSent = 0;
});

describe('npm run osm:import -- --region', () => {
  it('downloads the region from the mirror, checks its md5 and imports it, its origin in the manifest and /api/health', async () => {
    const { code, stderr } = await importMonaco();
    expect(stderr).toContain('imported 1 extract(s)');
    expect(code).toBe(0);
    const [extract] = manifest().extracts;
    expect(extract!.file).toBe('monaco-latest.osm.pbf');
    expect(extract!.source).toEqual({
      region: 'europe/monaco',
      url: `${mirror.base}/europe/monaco-latest.osm.pbf`,
      md5: md5(readFileSync(MONACO)),
      lastModified: '2026-11-20T21:21:02.000Z',
    });
    expect(extract!.counts.streets).toBeGreaterThan(100);
    const health = osmHealth(loadOsmData(dir)!).extracts[0]!;
    expect(health).toMatchObject({ region: 'europe/monaco', file_date: '2026-11-20T21:21:02.000Z' });
    expect(fileGets()).toHaveLength(1);
  });

  it('resumes a download cut mid-file with a Range request', async () => {
    mirror.cutAfter = 300_000;
    const { code, stderr } = await importMonaco();
    expect(code).toBe(0);
    // It resumes from what reached the disk: up to the cut, less when chunks still queued in the
    // client were dropped with the connection (seen under load: bytes=290643-).
    const [first, second, ...more] = fileGets().map((r) => r.range);
    expect([first, more]).toEqual([undefined, []]);
    const resumedAt = Number(/^bytes=(\d+)-$/.exec(second ?? '')?.[1]);
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(300_000);
    expect(stderr).toContain(`resuming at ${(resumedAt / 1048576).toFixed(1)} MB`);
    expect(manifest().extracts[0]!.source!.md5).toBe(md5(readFileSync(MONACO)));
    expect(readFileSync(join(`${dir}.downloads`, 'europe/monaco-latest.osm.pbf'))).toEqual(
      readFileSync(MONACO),
    );
  });

  it('resumes from the .part an earlier run left, asking for the rest of the same file (If-Range)', async () => {
    const part = join(`${dir}.downloads`, 'europe/monaco-latest.osm.pbf.part');
    mkdirSync(dirname(part), { recursive: true });
    writeFileSync(part, readFileSync(MONACO).subarray(0, 200_000));
    const { code, stderr } = await importMonaco();
    expect(stderr).toContain('resuming at 0.2 MB');
    expect(code).toBe(0);
    expect(fileGets()).toEqual([
      expect.objectContaining({ range: 'bytes=200000-', ifRange: 'Fri, 20 Nov 2026 21:21:02 GMT' }),
    ]);
    expect(manifest().extracts[0]!.counts.streets).toBeGreaterThan(100);
  });

  it('refuses a file whose md5 does not match and keeps the data it had', async () => {
    expect((await importMonaco()).code).toBe(0);
    const before = readFileSync(join(dir, 'manifest.json'), 'utf8');
    mirror.files.set('europe/monaco', served(readFileSync(EDGE_CASES), new Date('2026-11-21T21:21:02Z')));
    mirror.monaco.md5Text = `${'0'.repeat(32)}  monaco-latest.osm.pbf\n`;
    const { code, stderr } = await importMonaco();
    expect(stderr).toMatch(
      /md5 mismatch \(downloaded [0-9a-f]{32}, the mirror's \.md5 says 0{32}\); nothing was imported/,
    );
    expect(code).toBe(1);
    expect(readFileSync(join(dir, 'manifest.json'), 'utf8')).toBe(before);
    expect(existsSync(join(`${dir}.downloads`, 'europe/monaco-latest.osm.pbf.part'))).toBe(false);
  });

  it('cuts off a mirror sending an endless body at OSM_DOWNLOAD_MAX_BYTES, removing the partial file', async () => {
    mirror.endless = 256 * 1024 * 1024;
    const { code, stderr } = await run('osm-import', ['--region', 'europe/monaco'], {
      OSM_DOWNLOAD_MAX_BYTES: String(4 * 1024 * 1024),
    });
    expect(code).not.toBe(0);
    expect(stderr).toMatch(
      /sent more than OSM_DOWNLOAD_MAX_BYTES \(4194304\) without a Content-Length; the partial file was removed/,
    );
    expect(existsSync(join(dir, 'europe/monaco-latest.osm.pbf.part'))).toBe(false);
    expect(existsSync(join(dir, 'manifest.json'))).toBe(false);
    // It stopped reading near the cap (what the sockets buffered aside), not at the 256 MB offered.
    expect(mirror.endlessSent).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses OSM_DOWNLOAD_BASE with a password, never printing it', async () => {
    const withPassword = mirror.base.replace('//', '//user:c2VjcmV0cGFzcw@');
    const { code, stderr } = await run('osm-import', ['--region', 'europe/monaco'], {
      OSM_DOWNLOAD_BASE: withPassword,
    });
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/OSM_DOWNLOAD_BASE: must not carry credentials/);
    expect(stderr).not.toContain('c2VjcmV0');
    expect(mirror.requests).toEqual([]);
  });

  it('answers a region the mirror does not have (404) with the closest ids, downloading nothing', async () => {
    const { code, stderr } = await run('osm-import', ['--region', 'europe/monacco']);
    expect(stderr).toContain('unknown region "europe/monacco"; the closest: europe/monaco, ');
    expect(code).toBe(1);
    expect(existsSync(dir)).toBe(false);
    expect(mirror.requests.filter((r) => r.method === 'GET' && r.url.endsWith('.pbf'))).toEqual([]);
  });

  it('finds a bare Geofabrik name in the mirror index, and names the closest for one it lacks', async () => {
    const unknown = await run('osm-import', ['--region', 'monacco']);
    expect(unknown.stderr).toContain('unknown region "monacco"; the closest: europe/monaco, ');
    expect(unknown.code).toBe(1);
    const { code } = await run('osm-import', ['--region', 'monaco']);
    expect(code).toBe(0);
    expect(manifest().extracts[0]!.source!.region).toBe('europe/monaco');
  });

  it('imports several regions in one run, each with its origin', async () => {
    const { code, stderr } = await run('osm-import', [
      '--region',
      'europe/monaco',
      '--region=europe/andorra',
    ]);
    expect(stderr).toContain('imported 2 extract(s)');
    expect(code).toBe(0);
    expect(manifest().extracts.map((e) => [e.file, e.source?.region, e.source?.lastModified])).toEqual([
      ['monaco-latest.osm.pbf', 'europe/monaco', '2026-11-20T21:21:02.000Z'],
      ['andorra-latest.osm.pbf', 'europe/andorra', '2026-11-19T20:00:00.000Z'],
    ]);
  });

  it('gives up on a mirror that does not answer after the time-out', async () => {
    mirror.silent = true;
    const started = performance.now();
    const { code, stderr } = await run('osm-import', ['--region', 'europe/monaco'], {
      OSM_DOWNLOAD_TIMEOUT_MS: '500',
    });
    expect(stderr).toMatch(
      /monaco-latest\.osm\.pbf: Headers Timeout Error \(silent for 0\.5 s, OSM_DOWNLOAD_TIMEOUT_MS\)/,
    );
    expect(code).toBe(1);
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it('goes through HTTP_PROXY when set', async () => {
    const tunnels: string[] = [];
    const proxy = createServer((_req, res) => res.writeHead(502).end());
    proxy.on('connect', (req, client, head) => {
      tunnels.push(req.url!);
      const [host, port] = req.url!.split(':');
      const upstream = connect(Number(port), host, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(client).on('error', () => {});
        client.pipe(upstream).on('error', () => {});
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      const { code } = await run('osm-import', ['--region', 'europe/monaco'], {
        HTTP_PROXY: proxyUrl,
        HTTPS_PROXY: proxyUrl,
        NO_PROXY: '',
      });
      expect(code).toBe(0);
      expect(tunnels.length).toBeGreaterThan(0);
      expect(new Set(tunnels)).toEqual(new Set([new URL(mirror.base).host]));
    } finally {
      proxy.closeAllConnections();
      proxy.close();
    }
  });
});

describe('npm run osm:update', () => {
  it('does nothing while the mirror has the same file, and re-imports once it changed, which a running server takes', async () => {
    expect((await importMonaco()).code).toBe(0);
    const first = readFileSync(join(dir, 'manifest.json'), 'utf8');
    // What a running server watches (services/street-level.ts): a no-op leaves it alone, a re-import is loaded.
    let loads = 0;
    const watch = watchOsmData(
      dir,
      async () => (loads++, () => {}),
      () => {},
      60_000,
    );
    mirror.requests = [];
    const current = await run('osm-update', []);
    expect(current.stderr).toContain('europe/monaco: current');
    expect(current.code).toBe(0);
    expect(readFileSync(join(dir, 'manifest.json'), 'utf8')).toBe(first);
    expect(fileGets()).toEqual([]);
    await watch.check();
    expect(loads).toBe(0);

    mirror.files.set('europe/monaco', served(readFileSync(EDGE_CASES), new Date('2026-11-21T21:21:02Z')));
    const updated = await run('osm-update', []);
    expect(updated.stderr).toContain('europe/monaco: newer on the mirror (2026-11-21T21:21:02.000Z)');
    expect(updated.code).toBe(0);
    const [extract] = manifest().extracts;
    expect(extract!.source).toMatchObject({
      md5: md5(readFileSync(EDGE_CASES)),
      lastModified: '2026-11-21T21:21:02.000Z',
    });
    expect(extract!.counts.streets).toBeLessThan(100);
    expect(fileGets()).toHaveLength(1);
    await watch.check();
    expect(loads).toBe(1);
    watch.stop();
  });

  it('exits non-zero and keeps the data when the mirror fails', async () => {
    expect((await importMonaco()).code).toBe(0);
    const before = readFileSync(join(dir, 'manifest.json'), 'utf8');
    mirror.files.set('europe/monaco', served(readFileSync(EDGE_CASES), new Date('2026-11-21T21:21:02Z')));
    mirror.monaco.md5Text = 'not an md5';
    const { code, stderr } = await run('osm-update', []);
    expect(stderr).toContain('is not in md5sum format');
    expect(code).toBe(1);
    expect(readFileSync(join(dir, 'manifest.json'), 'utf8')).toBe(before);
  });
});
