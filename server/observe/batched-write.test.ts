import { execFileSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { batchedWrite, MAX_WAIT_MS } from './batched-write';

describe('batched log writes', () => {
  it('hands what comes within MAX_WAIT_MS to the sink in one write, in order, then waits again', () => {
    vi.useFakeTimers();
    try {
      const writes: string[] = [];
      const write = batchedWrite((text) => writes.push(text));
      write('a\n');
      vi.advanceTimersByTime(MAX_WAIT_MS / 2); // turns pass, setImmediate's among them
      write('b\n');
      vi.advanceTimersByTime(MAX_WAIT_MS / 2 - 1);
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(writes).toEqual(['a\nb\n']);
      write('c\n');
      vi.advanceTimersByTime(MAX_WAIT_MS);
      expect(writes).toEqual(['a\nb\n', 'c\n']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes at once when much is waiting', () => {
    const writes: string[] = [];
    const write = batchedWrite((text) => writes.push(text));
    const long = `${'x'.repeat(40_000)}\n`;
    write(long);
    write(long);
    expect(writes).toEqual([long + long]);
  });

  it('writes what waits before the process exits', () => {
    // The JSON log as the server writes it (stdout), then an exit in the same turn.
    const script = [
      "import { jsonLogger } from './server/observe/json-logger.ts';",
      "const log = jsonLogger({ level: 'info' });",
      "log('first', { request_id: 'r1' });",
      "log('last', { request_id: 'r2' });",
      'process.exit(0);',
    ].join('\n');
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    const lines = out.split('\n').filter(Boolean);
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['first', 'last']);
  });
});
