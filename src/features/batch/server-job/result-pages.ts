// A server job's result rows, fetched a page at a time as the table scrolls to them
// (results.ndjson?from=&limit=): a million-row job never sits whole in the page. Each answer's
// first line names the answer's keys ({kind, header, answer_keys}); then a line a row:
// {row, status, cells, point?, answer?: {key: value}, code?, msg?}, status `pending` until done.

/** One result row (a pending one has its input's cells only). */
export interface ResultLine {
  /** 1 = the first data row after the header. */
  row: number;
  /** The row's number in the spreadsheet (titles, header and blank rows counted); absent from jobs read before. */
  line?: number;
  status: 'ok' | 'failed' | 'invalid' | 'pending';
  /** The input row's cells. */
  cells: string[];
  /** The answer's columns, in answer_keys order (ANSWER_KEYS, or RECORD_KEYS for names), when ok. */
  fields: string[];
  msg?: string;
  /** The row's point (GCJ-02), where it had a readable one (points jobs). */
  point?: { lat: number; lng: number };
}

export const PAGE_ROWS = 500;
/** Pages kept at most (~the table's view many times over); the least recently used goes first. */
export const KEPT_PAGES = 40;

const texts = (value: unknown) => (Array.isArray(value) ? value.map((cell) => String(cell ?? '')) : []);
const STATUSES = ['ok', 'failed', 'invalid', 'pending'];

function pointOf(value: unknown): ResultLine['point'] {
  if (typeof value !== 'object' || value === null) return undefined;
  const { lat, lng } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : undefined;
}

/** The rows of one NDJSON answer (a line that is not a row is left out). */
export function readResultLines(text: string): ResultLine[] {
  let keys: string[] = [];
  const rows: ResultLine[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const record = value as Record<string, unknown>;
    if (Array.isArray(record.answer_keys)) keys = texts(record.answer_keys);
    if (typeof record.row !== 'number' || !STATUSES.includes(record.status as string)) continue;
    const answer = (typeof record.answer === 'object' && record.answer) || {};
    rows.push({
      row: record.row,
      line: typeof record.line === 'number' ? record.line : undefined,
      status: record.status as ResultLine['status'],
      cells: texts(record.cells),
      fields: keys.map((key) => String((answer as Record<string, unknown>)[key] ?? '')),
      msg: typeof record.msg === 'string' ? record.msg : undefined,
      point: pointOf(record.point),
    });
  }
  return rows;
}

interface Page {
  rows: Map<number, ResultLine>;
  /** Every row of the page was done (not pending) when it was read (it never needs reading again). */
  complete: boolean;
  loading: boolean;
  /** The job's done count when read: a page read short is read again once more rows are done. */
  doneWhenRead: number;
}

/**
 * The pages read so far, and the reading of those the table needs. `version` changes with every
 * page that arrives (the table subscribes to it); `need` asks for the pages of rows [first, last).
 */
export class ResultPages {
  private pages = new Map<number, Page>();
  private listeners = new Set<() => void>();
  private controller = new AbortController();
  version = 0;
  error?: Error;

  constructor(
    private readonly fetchPage: (from: number, limit: number, signal: AbortSignal) => Promise<string>,
    private readonly total: number,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getVersion = () => this.version;

  /** Table row `index` (0 = the first data row), if read. */
  line(index: number): ResultLine | undefined {
    return this.pages.get(Math.floor(index / PAGE_ROWS))?.rows.get(index + 1);
  }

  /** Reads the pages rows [first, last) fall in that are not read, or were read short and `done` has grown since. */
  need(first: number, last: number, done: number) {
    if (last <= first) return;
    for (let page = Math.floor(first / PAGE_ROWS); page <= Math.floor((last - 1) / PAGE_ROWS); page += 1) {
      const kept = this.pages.get(page);
      if (kept && (kept.complete || kept.loading || kept.doneWhenRead >= done)) {
        // Used again: to the back of the eviction order.
        this.pages.delete(page);
        this.pages.set(page, kept);
        continue;
      }
      void this.read(page, done, kept);
    }
  }

  stop() {
    this.controller.abort();
  }

  private async read(page: number, done: number, previous: Page | undefined) {
    const from = page * PAGE_ROWS + 1;
    const size = Math.min(PAGE_ROWS, this.total - page * PAGE_ROWS);
    const entry: Page = previous ?? { rows: new Map(), complete: false, loading: true, doneWhenRead: done };
    entry.loading = true;
    this.pages.delete(page);
    this.pages.set(page, entry);
    this.evict();
    try {
      const text = await this.fetchPage(from, size, this.controller.signal);
      let finished = 0;
      for (const read of readResultLines(text))
        if (read.row >= from && read.row < from + size) {
          entry.rows.set(read.row, read);
          if (read.status !== 'pending') finished += 1;
        }
      entry.complete = finished >= size;
      entry.doneWhenRead = done;
      this.error = undefined;
    } catch (error) {
      if (this.controller.signal.aborted) return;
      // Read again on the next ask (a scroll, or more rows done).
      entry.doneWhenRead = -1;
      this.error = error instanceof Error ? error : new Error(String(error));
    } finally {
      entry.loading = false;
    }
    this.version += 1;
    this.listeners.forEach((listener) => listener());
  }

  private evict() {
    for (const page of this.pages.keys()) {
      if (this.pages.size <= KEPT_PAGES) return;
      this.pages.delete(page);
    }
  }
}
