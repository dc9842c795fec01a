import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG_FIELDS } from './parse-catalog';

describe('start-up with CATALOG_FILE', () => {
  it('stops with the file, row and field named when a row is bad', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'catalog-')), 'bad.csv');
    const cells = (name: string, price: string) =>
      CATALOG_FIELDS.map((f) => (f === 'name' ? name : f === 'single_price' ? price : ''));
    writeFileSync(
      file,
      [CATALOG_FIELDS, cells('甲', '10'), cells('乙', 'ten')].map((r) => r.join(',')).join('\n'),
    );

    const run = spawnSync(
      resolve('node_modules/.bin/tsx'),
      [
        '-e',
        "import('./server/main/serve-app.ts').then((m) => m.serveApp({})).then(({ close }) => { close(); console.log('started'); })",
      ],
      {
        env: { ...process.env, CATALOG_FILE: file, PORT: '0', HOST: '127.0.0.1', UPSTREAM_BASE_URL: '' },
        encoding: 'utf8',
        timeout: 15_000,
      },
    );
    expect(run.stdout).not.toContain('started');
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`${file}: row 2, field single_price: "ten" is not a number`);
  });
});
