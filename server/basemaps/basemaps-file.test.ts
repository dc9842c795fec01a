import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBasemaps } from './basemaps-file';
import { ConfigError } from '../config';

const dir = mkdtempSync(join(tmpdir(), 'basemaps-file-'));
let files = 0;
function file(content: unknown): string {
  const path = join(dir, `basemaps-${files++}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}
const entry = (extra: Record<string, unknown>) => ({
  id: 'tianditu',
  label: { zh: '天地图', en: 'Tianditu' },
  datum: 'CGCS2000',
  attribution: '© 天地图',
  ...extra,
});
const tiles = {
  urls: ['https://t0.tianditu.gov.cn/vec_w/wmts?TILECOL={x}&TILEROW={y}&TILEMATRIX={z}&tk={key}'],
};

function failure(content: unknown, env: Record<string, string> = {}): string {
  try {
    loadBasemaps(file(content), env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loaded without a complaint');
}

describe('BASEMAPS_FILE', () => {
  it('is optional: no file, no basemaps beyond the offline one', () => {
    expect(loadBasemaps(undefined, {})).toEqual([]);
  });

  it('reads a keyed XYZ entry with its defaults and the key from the named variable', () => {
    const [basemap] = loadBasemaps(file([entry({ tiles, keyEnv: 'TIANDITU_KEY', proxy: true })]), {
      TIANDITU_KEY: 'k-123',
    });
    expect(basemap).toMatchObject({
      id: 'tianditu',
      datum: 'CGCS2000',
      proxy: true,
      key: 'k-123',
      tiles: { type: 'raster', tileSize: 256, minzoom: 0, maxzoom: 18 },
    });
  });

  it.each([
    [
      [entry({})],
      /entry 1 \("tianditu"\) \(the entry\): needs exactly one of "style", "tiles" and "pmtiles"/,
    ],
    [
      [entry({ style: 'ftp://x.example/style.json' })],
      /entry 1 \("tianditu"\) style: must be an http\(s\) URL/,
    ],
    [
      [entry({ tiles: { urls: ['https://a.example/{z}/{x}.png'] } })],
      /tiles\.urls\.0: must contain \{z\}, \{x\} and \{y\}/,
    ],
    [
      [entry({ tiles: { urls: ['https://{s}.a.example/{z}/{x}/{y}.png'] } })],
      /tiles\.urls\.0: must be an http\(s\) URL with a literal host/,
    ],
    [[entry({ tiles: { ...tiles, type: 'vector' } })], /tiles\.layers: a vector source needs "layers"/],
    [[entry({ tiles })], /entry 1 \("tianditu"\) keyEnv: a template uses \{key\}: name its variable/],
    [
      [entry({ style: 'https://a.example/s.json', proxy: true })],
      /proxy: only "tiles" entries can be proxied/,
    ],
    [[entry({ style: 'https://a.example/s.json', datum: 'BD-09' })], /entry 1 \("tianditu"\) datum:/],
    [
      [entry({ style: 'https://a.example/s.json', colour: 'red' })],
      /entry 1 \("tianditu"\) \(the entry\): .*colour/,
    ],
    [
      [entry({ id: 'offline', style: 'https://a.example/s.json' })],
      /entry 1 \("offline"\) id: offline is the built-in basemap/,
    ],
    [
      [
        entry({ pmtiles: { file: 'china.pmtiles' } }),
        entry({ id: 'x', pmtiles: { url: 'https://a.example/c.pmtiles', file: 'c.pmtiles' } }),
      ],
      /^BASEMAPS_FILE \S+:\n {2}entry 2 \("x"\) pmtiles: needs exactly one of "url" and "file"$/,
    ],
    [
      [entry({ style: 'https://a.example/s.json' }), entry({ style: 'https://b.example/s.json' })],
      /entry 2 \("tianditu"\) id: tianditu is listed twice/,
    ],
    [
      [entry({ tiles, keyEnv: 'TIANDITU_KEY' })],
      /entry 1 \("tianditu"\) keyEnv: the variable TIANDITU_KEY is not set/,
    ],
    [
      [entry({ pmtiles: { file: 'missing.pmtiles' } })],
      /entry 1 \("tianditu"\) pmtiles\.file: no file at .*missing\.pmtiles/,
    ],
    ['{ not json', /cannot read it as JSON/],
  ])('refuses %j, naming the entry and the field', (content, message) => {
    expect(failure(content)).toMatch(message);
  });

  it('finds a local archive beside the file', () => {
    writeFileSync(join(dir, 'local.pmtiles'), 'PMTiles');
    const [basemap] = loadBasemaps(file([entry({ pmtiles: { file: 'local.pmtiles' } })]), {});
    expect(basemap!.archivePath).toBe(join(dir, 'local.pmtiles'));
  });
});
