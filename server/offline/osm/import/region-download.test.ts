import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OsmManifest } from '../format/data-format';
import { osmHealth } from '../serve/street-level-data';
import { loadOsmData } from '../serve/load-osm-data';
import { EDGE_CASES, MONACO } from '../test-fixtures';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** A download server in Geofabrik's layout on 127.0.0.1, serving one file as europe/monaco. */
class FakeMirror {
  body: Buffer = readFileSync(MONACO);
  md5Text = `${md5(this.body)}  monaco-latest.osm.pbf\n`;
  lastModified = new Date('2026-11-20T21:21:02Z');
  /** When set, the next full GET of the file sends its headers and this many bytes, then drops the connection. */
  cutAfter?: number;
  requests: { method: string; url: string; range?: string }[] = [];
  private server?: Server;
  base = '';

  serve(body: Buffer, lastModified: Date) {
    this.body = body;
    this.md5Text = `${md5(body)}  monaco-latest.osm.pbf\n`;
    this.lastModified = lastModified;
  }

  async start() {
    this.server = createServer((req, res) => {
      this.requests.push({ method: req.method!, url: req.url!, range: req.headers.range });
      if (req.url === '/europe/monaco-latest.osm.pbf.md5') return void res.end(this.md5Text);
      if (req.url === '/index-v1-nogeom.json') {
        const ids = ['europe/monaco', 'europe/malta', 'asia/mongolia', 'africa/morocco'];
        const features = ids.map((id) => ({
          properties: { urls: { pbf: `https://download.geofabrik.de/${id}-latest.osm.pbf` } },
        }));
        return void res.end(JSON.stringify({ features }));
      }
      if (req.url !== '/europe/monaco-latest.osm.pbf') return void res.writeHead(404).end('not found');
      const start = Number(/^bytes=(\d+)-$/.exec(req.headers.range ?? '')?.[1] ?? 0);
      const headers = {
        'last-modified': this.lastModified.toUTCString(),
        'content-length': String(this.body.length - start),
        ...(start && { 'content-range': `bytes ${start}-${this.body.length - 1}/${this.body.length}` }),
      };
      res.writeHead(start ? 206 : 200, headers);
      if (req.method === 'HEAD') return void res.end();
      if (this.cutAfter !== undefined && !start) {
        res.write(this.body.subarray(0, this.cutAfter), () => res.destroy());
        this.cutAfter = undefined;
        return;
      }
      res.end(this.body.subarray(start));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise((resolve) => this.server?.close(resolve));
  }
}

const mirror = new FakeMirror();
let dir = '';

/** Runs `npm run <script>` as the user would (its node flags and tsx), against the fake mirror. */
function run(script: 'osm-import' | 'osm-update', ...args: string[]) {
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
        },
      },
      (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
    );
  });
}

const manifest = () => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as OsmManifest;
const fileGets = () =>
  mirror.requests.filter((r) => r.method === 'GET' && r.url === '/europe/monaco-latest.osm.pbf');

beforeAll(() => mirror.start());
afterAll(() => mirror.stop());
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'osm-download-')), 'osm');
  mirror.serve(readFileSync(MONACO), new Date('2026-11-20T21:21:02Z'));
  mirror.requests = [];
});

describe('npm run osm:import -- --region', () => {
  it('downloads the region from the mirror, checks its md5 and imports it, its origin in the manifest and /api/health', async () => {
    const { code, stderr } = await run('osm-import', '--region', 'europe/monaco');
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
    const { code, stderr } = await run('osm-import', '--region', 'europe/monaco');
    expect(stderr).toContain('resuming at 0.3 MB');
    expect(code).toBe(0);
    expect(fileGets().map((r) => r.range)).toEqual([undefined, 'bytes=300000-']);
    expect(manifest().extracts[0]!.source!.md5).toBe(md5(readFileSync(MONACO)));
    expect(readFileSync(join(`${dir}.downloads`, 'europe/monaco-latest.osm.pbf'))).toEqual(
      readFileSync(MONACO),
    );
  });

  it('refuses a file whose md5 does not match and keeps the data it had', async () => {
    expect((await run('osm-import', '--region', 'europe/monaco')).code).toBe(0);
    const before = readFileSync(join(dir, 'manifest.json'), 'utf8');
    mirror.serve(readFileSync(EDGE_CASES), new Date('2026-11-21T21:21:02Z'));
    mirror.md5Text = `${'0'.repeat(32)}  monaco-latest.osm.pbf\n`;
    const { code, stderr } = await run('osm-import', '--region', 'europe/monaco');
    expect(stderr).toMatch(
      /md5 mismatch \(downloaded [0-9a-f]{32}, the mirror's \.md5 says 0{32}\); nothing was imported/,
    );
    expect(code).toBe(1);
    expect(readFileSync(join(dir, 'manifest.json'), 'utf8')).toBe(before);
    expect(existsSync(join(`${dir}.downloads`, 'europe/monaco-latest.osm.pbf.part'))).toBe(false);
  });

  it('answers a region the mirror does not have (404) with the closest ids, downloading nothing', async () => {
    const { code, stderr } = await run('osm-import', '--region', 'europe/monacco');
    expect(stderr).toContain('unknown region "europe/monacco"; the closest: europe/monaco, ');
    expect(code).toBe(1);
    expect(existsSync(dir)).toBe(false);
    expect(mirror.requests.filter((r) => r.method === 'GET' && r.url.endsWith('.pbf'))).toEqual([]);
  });
});

describe('npm run osm:update', () => {
  it('does nothing while the mirror has the same file, and re-imports once it changed', async () => {
    expect((await run('osm-import', '--region', 'europe/monaco')).code).toBe(0);
    const first = readFileSync(join(dir, 'manifest.json'), 'utf8');
    mirror.requests = [];
    const current = await run('osm-update');
    expect(current.stderr).toContain('europe/monaco: current');
    expect(current.code).toBe(0);
    expect(readFileSync(join(dir, 'manifest.json'), 'utf8')).toBe(first);
    expect(fileGets()).toEqual([]);

    mirror.serve(readFileSync(EDGE_CASES), new Date('2026-11-21T21:21:02Z'));
    const updated = await run('osm-update');
    expect(updated.stderr).toContain('europe/monaco: newer on the mirror (2026-11-21T21:21:02.000Z)');
    expect(updated.code).toBe(0);
    const [extract] = manifest().extracts;
    expect(extract!.source).toMatchObject({
      md5: md5(readFileSync(EDGE_CASES)),
      lastModified: '2026-11-21T21:21:02.000Z',
    });
    expect(extract!.counts.streets).toBeLessThan(100);
    expect(fileGets()).toHaveLength(1);
  });

  it('exits non-zero and keeps the data when the mirror fails', async () => {
    expect((await run('osm-import', '--region', 'europe/monaco')).code).toBe(0);
    const before = readFileSync(join(dir, 'manifest.json'), 'utf8');
    mirror.serve(readFileSync(EDGE_CASES), new Date('2026-11-21T21:21:02Z'));
    mirror.md5Text = 'not an md5';
    const { code, stderr } = await run('osm-update');
    expect(stderr).toContain('is not in md5sum format');
    expect(code).toBe(1);
    expect(readFileSync(join(dir, 'manifest.json'), 'utf8')).toBe(before);
  });
});
