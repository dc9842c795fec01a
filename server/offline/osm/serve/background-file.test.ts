import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as tick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { BackgroundFile } from './background-file';

const content = randomBytes(1 << 20);
const file = join(mkdtempSync(join(tmpdir(), 'background-file-')), 'data.bin');
writeFileSync(file, content);

describe('a data file read in the background', () => {
  it('holds the whole file once ready', async () => {
    const read = new BackgroundFile(file, content.length, 64 << 10);
    await read.ready;
    expect(read.bytes().equals(content)).toBe(true);
  });

  it('asked at once, or half way through the background read, reads the rest itself', async () => {
    expect(new BackgroundFile(file, content.length, 64 << 10).bytes().equals(content)).toBe(true);
    const read = new BackgroundFile(file, content.length, 64 << 10);
    for (let i = 0; i < 4; i++) await tick();
    expect(read.bytes().equals(content)).toBe(true);
    await read.ready;
    expect(read.bytes().equals(content)).toBe(true);
  });

  it('names the file and where it ends when it is shorter than expected', async () => {
    const short = new BackgroundFile(file, content.length + 10, 64 << 10);
    expect(() => short.bytes()).toThrow(/data\.bin: ends at byte 1048576, 1048586 expected/);
    await short.ready;
    expect(() => short.bytes()).toThrow(/data\.bin: ends at byte 1048576, 1048586 expected/);
  });
});
