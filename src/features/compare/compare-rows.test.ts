import { describe, expect, it } from 'vitest';
import { cigaretteRecordSchema, type CigaretteRecord } from '../../../contract/cigarette-schema';
import { COMPARE_SECTIONS, rowDiffers, type CompareRow } from './compare-rows';

const row = (id: string): CompareRow =>
  COMPARE_SECTIONS.flatMap((section) => section.rows).find((r) => r.id === id)!;
const record = (fields: Partial<CigaretteRecord>): CigaretteRecord => ({ name: 'x', ...fields });

describe('rowDiffers', () => {
  it('compares figures, text, colours and barcodes among the products with a record', () => {
    const a = record({ single_price: 45, type: '烤烟型', main_color: '红色', carton_code: '6901028075862' });
    const b = record({
      single_price: 45,
      type: ' 烤烟型 ',
      main_color: '金色',
      carton_code: '6901028075862',
    });
    expect(rowDiffers(row('single_price'), [a, b])).toBe(false);
    expect(rowDiffers(row('type'), [a, b])).toBe(false);
    expect(rowDiffers(row('main_color'), [a, b])).toBe(true);
    expect(rowDiffers(row('carton_code'), [a, undefined, b])).toBe(false);
    expect(rowDiffers(row('single_price'), [a, record({ single_price: 46 })])).toBe(true);
  });

  it('counts an unknown value as different from a known one, and 未知 (wholesale 0) from none', () => {
    expect(rowDiffers(row('tar_content'), [record({ tar_content: 11 }), record({})])).toBe(true);
    expect(rowDiffers(row('tar_content'), [record({}), record({})])).toBe(false);
    expect(rowDiffers(row('wholesale_price'), [record({ wholesale_price: 0 }), record({})])).toBe(true);
  });

  it('hides nothing while fewer than two products have a record', () => {
    expect(rowDiffers(row('type'), [record({ type: '烤烟型' }), undefined])).toBe(true);
  });

  it('has a row for every field of the record (and the price per cigarette), each once', () => {
    const ids = COMPARE_SECTIONS.flatMap((section) => section.rows.map((r) => r.id));
    const fields = Object.keys(cigaretteRecordSchema.shape).filter((key) => key !== 'id' && key !== 'name');
    expect([...ids].sort()).toEqual([...fields, 'per_cigarette'].sort());
  });
});
