import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobRecord } from '../../../test-support/job-record';
import { loopTurns } from '../../../test-support/loop-turns';
import { chunkWork, type RowLookup } from './chunk-work';
import type { ChunkRow, JobFiles, JobInput } from '../job-chunks';
import { memoryJobStore } from '../store/memory-job-store';

// How a chunk's work shares the event loop with the requests of its process: in slices measured on
// a clock the test steps (each row looked up takes `stepMs` of it), giving way to requests being
// answered. Counted in rows and event-loop turns, never in time.

const ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const ROWS = 40;
let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'chunk-work-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const rows: ChunkRow[] = Array.from({ length: ROWS }, (_, at) => ({
  row: at + 1,
  cells: [`${at}`],
  point: { lat: 30, lng: 120 },
}));
const input: JobInput = {
  kind: 'points',
  datum: 'GCJ-02',
  poi: 0,
  header: ['id'],
  total: ROWS,
  invalid: 0,
  chunks: [{ index: 0, firstRow: 1, rows: ROWS, start: 0, end: 0 }],
};
const job = jobRecord({ id: ID, state: 'running', total: ROWS });

/** One chunk of ROWS rows worked with `lookup`, on a clock that each lookup steps by `stepMs`. */
async function workChunk(
  lookup: RowLookup,
  { stepMs, busy, write }: { stepMs: number; busy?: () => boolean; write?: JobFiles['writeChunkOutcomes'] },
) {
  const dir = join(root, ID);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'input.json'), JSON.stringify(input));
  const store = await memoryJobStore(root, () => {});
  await store.create(job);
  let written = '';
  const files: JobFiles = {
    readUpload: () => Promise.reject(new Error('not read here')),
    openChunkRows: async () => ({
      length: rows.length,
      at: (at) => rows[at],
      [Symbol.iterator]: () => rows.values(),
    }),
    writeChunkOutcomes:
      write ?? (async (_dir, _index, outcomes) => void (written = outcomes.bytes().toString('utf8'))),
    readChunkOutcomes: async () => undefined,
  };
  let now = 0;
  const work = chunkWork({
    store,
    files,
    jobDir: (id) => join(root, id),
    lookup: () => async (row, signal) => {
      now += stepMs;
      return lookup(row, signal);
    },
    rowConcurrency: 1,
    running: async () => {},
    finished: async () => {},
    diskFull: async (record) => void diskFullJobs.push(record.id),
    busy,
    clock: () => now,
  });
  await work({ jobId: ID, index: 0, generation: 0, client: '' }, new AbortController().signal);
  return written.split('\n').filter((line) => line !== '');
}

let diskFullJobs: string[] = [];
beforeEach(() => void (diskFullJobs = []));

const ok: RowLookup = async (row) => ({ row: row.row, status: 'ok', fields: [] });

describe('the work of a chunk beside requests', () => {
  it('lets the event loop turn once a slice is spent, however fast each row is', async () => {
    const turns = loopTurns();
    const turnOfRow: number[] = [];
    // 0.4 ms of work a row: a slice of 1 ms holds 3 rows.
    const written = await workChunk(
      async (row) => {
        turnOfRow.push(turns.now());
        return ok(row, new AbortController().signal);
      },
      { stepMs: 0.4 },
    );
    turns.stop();
    expect(written).toHaveLength(ROWS);
    const rowsPerTurn = new Map<number, number>();
    for (const turn of turnOfRow) rowsPerTurn.set(turn, (rowsPerTurn.get(turn) ?? 0) + 1);
    expect(Math.max(...rowsPerTurn.values())).toBeLessThanOrEqual(3);
  });

  it('waits while requests are being answered before it takes its next slice', async () => {
    // From the 5th row on, requests are answered until busy() has been asked 6 times.
    let requests = false;
    let asks = 0;
    const busy = () => {
      if (!requests) return false;
      asks++;
      if (asks > 6) requests = false;
      return requests;
    };
    const lookedUpWhileBusy: number[] = [];
    const written = await workChunk(
      async (row) => {
        if (requests) lookedUpWhileBusy.push(row.row);
        if (row.row === 5) requests = true;
        return ok(row, new AbortController().signal);
      },
      { stepMs: 1, busy },
    );
    expect(written).toHaveLength(ROWS);
    expect(asks).toBeGreaterThan(6);
    expect(lookedUpWhileBusy).toEqual([]);
  });

  it('still moves, a slice at a time, on a process whose requests never end', async () => {
    let asks = 0;
    const written = await workChunk(ok, { stepMs: 1, busy: () => (asks++, true) });
    expect(written.map((line) => (JSON.parse(line) as { row: number }).row)).toEqual(
      rows.map((row) => row.row),
    );
    expect(asks).toBeGreaterThan(ROWS);
  });

  it('fails its job when the disk is full (ENOSPC from the write), rather than throwing for a retry', async () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    await expect(workChunk(ok, { stepMs: 0, write: () => Promise.reject(full) })).resolves.toEqual([]);
    expect(diskFullJobs).toEqual([ID]);
    // Any other write error is still thrown, for the queue to retry.
    await expect(workChunk(ok, { stepMs: 0, write: () => Promise.reject(new Error('EIO')) })).rejects.toThrow(
      'EIO',
    );
  });
});
