import { describe, expect, it, vi } from 'vitest';
import { KEPT_PAGES, PAGE_ROWS, ResultPages, readResultLines } from './result-pages';

const META = JSON.stringify({ kind: 'points', header: ['name'], answer_keys: ['address', 'province'] });

/** results.ndjson of rows [from, to] (1-based), each ok with its number in its cells, pending to `last`. */
const lines = (from: number, to: number, last = to) =>
  [
    META,
    ...Array.from({ length: Math.max(0, last - from + 1) }, (_, i) =>
      JSON.stringify(
        from + i <= to
          ? { row: from + i, status: 'ok', cells: [`r${from + i}`], answer: { province: 'P', address: 'A' } }
          : { row: from + i, status: 'pending', cells: [`r${from + i}`] },
      ),
    ),
  ].join('\n');

/** A server holding rows 1..done of `total`: each page call answers its range, rows not done pending. */
function server(total: number, state: { done: number }) {
  return vi.fn(async (from: number, limit: number) =>
    lines(from, Math.min(state.done, from + limit - 1, total), Math.min(from + limit - 1, total)),
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ResultPages', () => {
  it('reads only the pages the rows in view fall in, once each when whole', async () => {
    const state = { done: 2000 };
    const fetch = server(2000, state);
    const pages = new ResultPages(fetch, 2000);
    pages.need(490, 520, state.done);
    await settle();
    expect(fetch.mock.calls).toEqual([
      [1, PAGE_ROWS, expect.any(AbortSignal)],
      [PAGE_ROWS + 1, PAGE_ROWS, expect.any(AbortSignal)],
    ]);
    expect(pages.line(499)).toEqual({ row: 500, status: 'ok', cells: ['r500'], fields: ['A', 'P'] });
    expect(pages.line(510)?.status).toBe('ok');
    pages.need(495, 505, state.done);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reads a page read short again once more rows are done', async () => {
    const state = { done: 100 };
    const fetch = server(1000, state);
    const pages = new ResultPages(fetch, 1000);
    pages.need(0, 20, state.done);
    await settle();
    expect(pages.line(99)?.status).toBe('ok');
    expect(pages.line(100)?.status).toBe('pending');
    // Nothing more done: not read again.
    pages.need(0, 20, state.done);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    state.done = 300;
    pages.need(0, 20, state.done);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(pages.line(299)?.cells).toEqual(['r300']);
  });

  it('keeps at most KEPT_PAGES pages, dropping the least recently used', async () => {
    const total = PAGE_ROWS * (KEPT_PAGES + 5);
    const fetch = server(total, { done: total });
    const pages = new ResultPages(fetch, total);
    pages.need(0, 1, total);
    await settle();
    for (let page = 1; page <= KEPT_PAGES; page += 1) {
      pages.need(page * PAGE_ROWS, page * PAGE_ROWS + 1, total);
      await settle();
    }
    expect(pages.line(0)).toBeUndefined();
    expect(pages.line(KEPT_PAGES * PAGE_ROWS)).toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(KEPT_PAGES + 1);
  });

  it('says a page could not be read, and reads it on the next ask', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValue(lines(1, 10));
    const pages = new ResultPages(fetch, 10);
    pages.need(0, 10, 10);
    await settle();
    expect(pages.error?.message).toBe('HTTP 500');
    pages.need(0, 10, 10);
    await settle();
    expect(pages.error).toBeUndefined();
    expect(pages.line(9)?.cells).toEqual(['r10']);
  });
});

describe('readResultLines', () => {
  it('reads the rows, a finished one’s answer in answer_keys order, and skips other lines', () => {
    const text = [
      META,
      '{"row":3,"status":"invalid","cells":["x",""],"code":"no_point","msg":"no point"}',
      '{"row":4,"status":"ok","cells":["y"],"point":{"lat":1,"lng":2},"answer":{"province":"P"}}',
      '{"row":5,"status":"pending","cells":["z"]}',
      'not json',
      '',
    ].join('\n');
    expect(readResultLines(text)).toEqual([
      { row: 3, status: 'invalid', cells: ['x', ''], fields: ['', ''], msg: 'no point' },
      { row: 4, status: 'ok', cells: ['y'], fields: ['', 'P'], msg: undefined, point: { lat: 1, lng: 2 } },
      { row: 5, status: 'pending', cells: ['z'], fields: ['', ''], msg: undefined },
    ]);
  });
});
