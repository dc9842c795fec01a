import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { batchedWrite } from './batched-write';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batched log writes', () => {
  it('hands a turn’s lines to the sink in one write, in order, after the turn', async () => {
    const writes: string[] = [];
    const write = batchedWrite((text) => writes.push(text));
    write('a\n');
    write('b\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['a\nb\n']);
    write('c\n');
    await nextTurn();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
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
