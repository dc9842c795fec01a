import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { cigaretteRecordSchema } from '../../../contract/cigarette-schema';
import { CATALOG_FIELDS } from './parse-catalog';
import { loadCatalog, SAMPLE_CATALOG_FILE } from './load-catalog';

const rows = Papa.parse<Record<string, string>>(readFileSync(SAMPLE_CATALOG_FILE, 'utf8'), {
  header: true,
  skipEmptyLines: 'greedy',
});

const REQUIRED_NAMES = [
  '中华(硬)',
  '中华(软)',
  '玉溪(软)',
  '云烟(紫)',
  '黄鹤楼(软蓝)',
  '芙蓉王(硬)',
  '利群(新版)',
  '南京(炫赫门)',
  '红塔山(硬经典)',
  '双喜(硬)',
];

describe('the bundled sample catalog', () => {
  it('has exactly the record fields as columns', () => {
    expect(rows.meta.fields).toEqual(CATALOG_FIELDS);
  });

  it('loads, and every product it answers passes the contract', async () => {
    const catalog = await loadCatalog();
    const names = rows.data.map((row) => row.name!);
    expect(names.length).toBeGreaterThanOrEqual(40);
    for (const name of names) {
      const result = cigaretteRecordSchema.safeParse(catalog.find(name));
      expect(result.success, name).toBe(true);
    }
  });

  it('has the products the issue names, spelt exactly so', () => {
    const names = rows.data.map((row) => row.name);
    for (const name of REQUIRED_NAMES) expect(names).toContain(name);
  });

  it('calls itself sample data with its product count', async () => {
    const catalog = await loadCatalog();
    expect(catalog.version).toEqual({ catalog: `sample-2026-11 (${rows.data.length} products)` });
  });

  it('invents no scores, barcodes or wholesale prices', () => {
    const unsourced = [
      'carton_code',
      'cigarette_code',
      'wholesale_price',
      'appearance_score',
      'taste_score',
      'satisfaction_score',
      'purchase_desire_score',
      'overall_score',
    ];
    for (const row of rows.data)
      for (const field of unsourced) expect(row[field], `${row.name} ${field}`).toBe('');
  });

  it('prices a carton at ten packs wherever both are given', () => {
    for (const row of rows.data) {
      if (row.single_price && row.carton_price)
        expect(Number(row.carton_price)).toBe(Number(row.single_price) * 10);
    }
  });
});
