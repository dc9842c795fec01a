import { describe, expect, it } from 'vitest';
import { cigaretteRecordSchema } from './cigarette-schema';
import { describeIssues } from './tolerant';

describe('cigaretteRecordSchema', () => {
  it('accepts a record with unknown figures left out and empty colours', () => {
    const record = cigaretteRecordSchema.parse({
      name: '中华(硬)',
      main_color: '',
      cigarette_code: '',
      wholesale_price: 0,
    });
    expect(record.single_price).toBeUndefined();
    expect(record.main_color).toBe('');
  });

  it('rejects a price sent as text, naming the field', () => {
    const result = cigaretteRecordSchema.safeParse({ name: '中华(硬)', single_price: '45' });
    expect(describeIssues(result.error!)).toMatch(/^single_price: /);
  });

  it('rejects a fractional id and a record without a name', () => {
    expect(cigaretteRecordSchema.safeParse({ name: 'x', id: 1.5 }).success).toBe(false);
    expect(describeIssues(cigaretteRecordSchema.safeParse({ id: 1 }).error!)).toMatch(/^name: /);
  });
});
