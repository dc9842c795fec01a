import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { CigaretteBatchItem } from '../../../../contract/cigarette-batch-schema';
import { batchMessages } from '../batch-messages';
import type { Failure } from '../../../api/http';
import { errorWords } from '../../../i18n/error-text';
import { interpolate } from '../../../i18n/create-t';
import { csvFileText } from '../../../lib/csv';
import { itemResult, resultFields } from '../table/answer-columns';
import { escapedTable } from '../table/export-rows';
import { RECORD_KEYS, recordFields } from '../../../../common/name-columns';
import { rowStatus } from '../table/row-text';

// A row of a names file: the record's fields, or not found with the closest names kept.

const t = (key: keyof typeof batchMessages.zh, vars?: Record<string, string | number>) =>
  interpolate(batchMessages.zh[key], vars);
const words = (failure: Error | Failure) => errorWords(failure as Failure, 'zh');

const found: CigaretteBatchItem = {
  name: '中华（硬）',
  code: 200,
  msg: 'ok',
  data: {
    id: 1,
    name: '中华(硬)',
    type: '烤烟型',
    single_price: 45,
    carton_price: 450,
    wholesale_price: 0,
    nicotine_content: 1,
    cigarette_code: '6901028075862',
  },
};
const notFound: CigaretteBatchItem = {
  name: '中化',
  code: 404,
  msg: 'no product named "中化"',
  suggestions: ['中华(硬)', '中华(软)'],
};

describe('a names file row', () => {
  it("takes a found record's main fields in RECORD_KEYS order; a field it lacks is empty and wholesale 0 is unknown", () => {
    const result = itemResult(found, recordFields);
    expect(result.ok).toBe(true);
    const fields = result.ok ? resultFields(result) : [];
    const field = (key: (typeof RECORD_KEYS)[number]) => fields[RECORD_KEYS.indexOf(key)];
    expect(fields).toHaveLength(RECORD_KEYS.length);
    expect([field('name'), field('type'), field('single_price'), field('carton_price')]).toEqual([
      '中华(硬)',
      '烤烟型',
      '45',
      '450',
    ]);
    expect([
      field('wholesale_price'),
      field('length'),
      field('nicotine_content'),
      field('cigarette_code'),
    ]).toEqual(['', '', '1', '6901028075862']);
    expect(rowStatus(result, true, 'names', t, words)).toBe('成功');
  });

  it('keeps a name not found with its suggestions, and says them in the status', () => {
    const result = itemResult(notFound, recordFields);
    expect(result).toEqual({
      ok: false,
      code: 404,
      suggestions: ['中华(硬)', '中华(软)'],
    });
    expect(rowStatus(result, true, 'names', t, words)).toBe('未找到；你是不是要找：中华(硬)、中华(软)');
    expect(
      rowStatus(itemResult({ ...notFound, suggestions: [] }, recordFields), true, 'names', t, words),
    ).toBe('未找到');
  });

  it("says any other failure by its code in the UI language, never the server's English", () => {
    const coded = { name: 'x', code: 502, msg: 'upstream failed with HTTP 500' };
    const result = itemResult(
      { ...coded, error_code: 'upstream_http_error', error_params: { status: 500 } },
      recordFields,
    );
    expect(rowStatus(result, true, 'names', t, words)).toBe('失败：上游服务出错（状态码 500）');
    // A code this client does not know: the words for its status.
    const unknown = itemResult({ ...coded, error_code: 'newer_code' }, recordFields);
    expect(rowStatus(unknown, true, 'names', t, words)).toBe('失败：上游服务出错（状态码 502）');
    expect(rowStatus(undefined, false, 'names', t, words)).toBe('无法读取');
    expect(rowStatus(undefined, true, 'names', t, words)).toBe('等待');
  });

  it("exports the input columns, the record's and the status, without coordinates, formulas neutralised", () => {
    const answerTitles = [...RECORD_KEYS, 'status'];
    const results = [itemResult(found, recordFields), itemResult(notFound, recordFields), undefined];
    const rows = [
      ['中华（硬）', '2'],
      ['中化', '1'],
      ['', '=1+1'],
    ];
    const statuses = results.map((result, index) => rowStatus(result, index < 2, 'names', t, words));
    const csv = csvFileText(
      escapedTable({ header: ['品名', '数量'], rows, results, answerTitles, statuses }),
    );
    const [header, first, second, third] = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(header).toEqual(['品名', '数量', ...RECORD_KEYS, 'status']);
    expect(first!.slice(0, 4)).toEqual(['中华（硬）', '2', '中华(硬)', '烤烟型']);
    expect(second).toEqual([
      '中化',
      '1',
      ...RECORD_KEYS.map(() => ''),
      '未找到；你是不是要找：中华(硬)、中华(软)',
    ]);
    expect(third!.slice(0, 2)).toEqual(['', "'=1+1"]);
    expect(third!.at(-1)).toBe('无法读取');
  });
});
