import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { JOB_CONTENT_TYPES } from '../../../contract/job-schema';
import { bodyOf } from '../../../test-support/upload-body';
import { openChunkRows } from '../work/chunk-files';
import type { JobInput } from '../job-chunks';
import { readUpload, type ReadUploadOptions } from './read-upload';

/**
 * For the upload reader's tests: each test reads into a fresh job directory, removed after it.
 * `read` takes a CSV unless told otherwise; `allRows` reads back every chunk's rows.
 */
export function testUploadReader(prefix: string) {
  let root = '';
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), prefix));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const dir = () => join(root, 'job');
  const read = (data: string | Uint8Array, overrides: Partial<ReadUploadOptions> = {}) =>
    readUpload(bodyOf(data).body, dir(), {
      contentType: JOB_CONTENT_TYPES.csv,
      params: {},
      maxBytes: 10_000_000,
      maxRows: 100_000,
      ...overrides,
    });
  const allRows = async (input: JobInput) =>
    (await Promise.all(input.chunks.map(async (chunk) => [...(await openChunkRows(dir(), chunk))]))).flat();
  return { dir, read, allRows };
}
