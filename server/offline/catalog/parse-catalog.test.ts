import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from './load-catalog';
import { CATALOG_FIELDS, CatalogFileError } from './parse-catalog';

const header = CATALOG_FIELDS.join(',');
const row = (values: Partial<Record<(typeof CATALOG_FIELDS)[number], string>>) =>
  CATALOG_FIELDS.map((field) => values[field] ?? '').join(',');

function file(name: string, text: string) {
  const path = join(mkdtempSync(join(tmpdir(), 'catalog-')), name);
  writeFileSync(path, text);
  return path;
}

async function loadError(path: string): Promise<string> {
  const error: unknown = await loadCatalog(path).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CatalogFileError);
  return (error as Error).message;
}

describe('loading a catalog file', () => {
  it('reads a user CSV: empty cells are unknown figures, barcodes keep leading zeros', async () => {
    const path = file(
      'mine.csv',
      [
        header,
        row({ id: '1', name: '甲(硬)', carton_code: '0690102807586', single_price: '12.5' }),
        row({ name: '乙' }),
      ].join('\n'),
    );
    const catalog = await loadCatalog(path);
    expect(catalog.find('甲(硬)')).toEqual({
      id: 1,
      name: '甲(硬)',
      carton_code: '0690102807586',
      single_price: 12.5,
    });
    expect(catalog.version).toEqual({ catalog: 'mine.csv (2 products)' });
  });

  it('reads a JSON array of records', async () => {
    const path = file('mine.json', JSON.stringify([{ name: '甲', wholesale_price: 0, main_color: '' }]));
    expect((await loadCatalog(path)).find('甲')).toEqual({ name: '甲', wholesale_price: 0, main_color: '' });
  });

  it('names the file, row and field of a figure that is not a number', async () => {
    const path = file(
      'bad.csv',
      [header, row({ name: '甲' }), row({ name: '乙', single_price: '四十五' })].join('\n'),
    );
    const message = await loadError(path);
    expect(message).toContain(path);
    expect(message).toContain('row 2');
    expect(message).toContain('field single_price');
  });

  it('names the field of a value the contract rejects', async () => {
    expect(
      await loadError(file('bad.csv', [header, row({ name: '甲', pieces_per_pack: '20.5' })].join('\n'))),
    ).toMatch(/bad\.csv: row 1, field pieces_per_pack: /);
    expect(await loadError(file('bad.json', JSON.stringify([{ name: '甲' }, { name: 7 }])))).toMatch(
      /row 2, field name: /,
    );
  });

  it('rejects a score above 10, a missing name and a repeated name', async () => {
    expect(
      await loadError(file('a.csv', [header, row({ name: '甲', taste_score: '11' })].join('\n'))),
    ).toMatch(/row 1, field taste_score: 11 is outside/);
    expect(await loadError(file('b.csv', [header, row({ id: '3' })].join('\n')))).toMatch(
      /row 1, field name: /,
    );
    expect(
      await loadError(file('c.csv', [header, row({ name: '甲' }), row({ name: '甲' })].join('\n'))),
    ).toMatch(/row 2, field name: reads as the same name as row 1/);
  });

  it('rejects two names that normalise alike, and a name longer than a lookup may ask', async () => {
    const alike = file(
      'd.csv',
      [header, row({ name: '中华(硬)' }), row({ name: ' 中华 （硬） ' })].join('\n'),
    );
    expect(await loadError(alike)).toMatch(
      /row 2, field name: reads as the same name as row 1 \(中华\(硬\)\)/,
    );
    const long = file('e.csv', [header, row({ name: '长'.repeat(65) })].join('\n'));
    expect(await loadError(long)).toMatch(/row 1, field name: 65 characters; a lookup asks at most 64/);
    expect(
      await loadCatalog(file('f.csv', [header, row({ name: '长'.repeat(64) })].join('\n'))),
    ).toBeDefined();
  });

  it('rejects a header that is not exactly the record fields', async () => {
    const message = await loadError(file('cols.csv', `${header.replace('co_content', 'co')},extra\n`));
    expect(message).toContain('unknown column(s) co, extra');
    expect(message).toContain('missing column(s) co_content');
    expect(await loadError(file('k.json', JSON.stringify([{ name: '甲', price: 1 }])))).toMatch(
      /row 1, field price: not a field/,
    );
  });

  it('rejects a row with too many cells, a missing file and an empty catalog', async () => {
    expect(await loadError(file('wide.csv', `${header}\n${row({ name: '甲' })},surplus\n`))).toMatch(
      /row 1: Too many fields/,
    );
    expect(await loadError('/nonexistent/catalog.csv')).toContain('cannot read the catalog file (ENOENT)');
    expect(await loadError(file('empty.csv', `${header}\n`))).toContain('no products');
  });
});
