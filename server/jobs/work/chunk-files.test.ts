import type * as FsPromises from 'node:fs/promises';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_CONTENT_TYPES } from '../../../contract/job-schema';
import { bodyOf } from '../../../test-support/upload-body';
import { chunkDone, openChunkRows, readChunkOutcomes, writeChunkOutcomes } from './chunk-files';
import { outcomeLinesOf } from './outcome-lines';
import type { RowOutcome } from '../job-chunks';
import { chunksDir } from '../job-paths';
import { readUpload } from '../upload/read-upload';

// Every file write, with whether its path existed as a chunk's final file at that moment.
const writes = vi.hoisted(() => [] as { path: string }[]);
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof FsPromises>();
  return {
    ...fs,
    writeFile: (...args: Parameters<typeof fs.writeFile>) => {
      writes.push({ path: String(args[0]) });
      return fs.writeFile(...args);
    },
  };
});

let dir: string;
beforeEach(async () => {
  dir = join(await mkdtemp(join(tmpdir(), 'chunk-files-')), 'job');
});
afterEach(() => rm(join(dir, '..'), { recursive: true, force: true }));

describe('openChunkRows', () => {
  it("reads exactly one chunk's rows from its byte range, multi-byte text included", async () => {
    const lines = ['名称,lat,lng', ...Array.from({ length: 2345 }, (_, i) => `店“${i}”,${30 + i / 1e4},120`)];
    const input = await readUpload(bodyOf(lines.join('\n')).body, dir, {
      contentType: JOB_CONTENT_TYPES.csv,
      params: {},
      maxBytes: 1e7,
      maxRows: 1e5,
    });
    const rows = await Promise.all(input.chunks.map(async (chunk) => [...(await openChunkRows(dir, chunk))]));
    expect(rows.map((chunk) => chunk.length)).toEqual([1000, 1000, 345]);
    expect(rows.flat().map((row) => row.row)).toEqual(Array.from({ length: 2345 }, (_, i) => i + 1));
    expect(rows[2]![344]).toEqual({
      row: 2345,
      line: 2346, // as the spreadsheet numbers it: the header is line 1
      cells: ['店“2344”', '30.2344', '120'],
      point: { lat: 30.2344, lng: 120 },
    });
  });
});

describe('writeChunkOutcomes and chunkDone', () => {
  const outcomes: RowOutcome[] = [
    { row: 1001, status: 'ok', fields: ['北京市东城区', '北京市'] },
    { row: 1002, status: 'failed', code: 'upstream_timeout', msg: 'the upstream did not answer' },
    { row: 1003, status: 'invalid', code: 'not-a-number', msg: 'no readable point' },
  ];

  it('writes a chunk whole, under its final name only once complete', async () => {
    expect(await chunkDone(dir, 1)).toBe(false);
    expect(await readChunkOutcomes(dir, 1)).toBeUndefined();
    await writeChunkOutcomes(dir, 1, outcomeLinesOf(outcomes));
    expect(await chunkDone(dir, 1)).toBe(true);
    expect(await chunkDone(dir, 0)).toBe(false);
    expect(await readChunkOutcomes(dir, 1)).toEqual(outcomes);
    // No temporary file is left beside it.
    expect(await readdir(chunksDir(dir))).toEqual(['000001.ndjson']);
  });

  it('writes under a temporary name of its own writer, then renames it to the chunk', async () => {
    writes.length = 0;
    await Promise.all([
      writeChunkOutcomes(dir, 3, outcomeLinesOf(outcomes)),
      writeChunkOutcomes(dir, 3, outcomeLinesOf(outcomes)),
    ]);
    const paths = writes.map((write) => write.path).filter((path) => path.startsWith(chunksDir(dir)));
    expect(paths).toHaveLength(2);
    expect(new Set(paths).size).toBe(2);
    expect(paths.every((path) => path.endsWith('.tmp'))).toBe(true);
    expect(await readdir(chunksDir(dir))).toEqual(['000003.ndjson']);
  });

  it('a chunk written again (delivered twice) is whole either way, never doubled', async () => {
    await Promise.all([
      writeChunkOutcomes(dir, 7, outcomeLinesOf(outcomes)),
      writeChunkOutcomes(dir, 7, outcomeLinesOf(outcomes)),
    ]);
    await writeChunkOutcomes(dir, 7, outcomeLinesOf(outcomes));
    expect(await readChunkOutcomes(dir, 7)).toEqual(outcomes);
    expect(await readdir(chunksDir(dir))).toEqual(['000007.ndjson']);
  });
});
