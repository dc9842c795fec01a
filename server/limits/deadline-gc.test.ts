import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const TIMEOUT_MS = 300;
/** Past the callbacks' and the tile proxy's own fixed limits (10 s): the old code is waited out. */
const GIVE_UP_MS = 25_000;

/** The probe's figures, or undefined when it had not finished by GIVE_UP_MS. */
function probe(): Promise<{ callbackMs: number; tileMs: number } | undefined> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', join(ROOT, 'test-support/silent-peer-probe.ts'), String(TIMEOUT_MS)],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (bytes: Buffer) => (out += bytes.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), GIVE_UP_MS);
  return new Promise((resolve) =>
    child.on('exit', () => {
      clearTimeout(killer);
      resolve(out.trim() ? JSON.parse(out) : undefined);
    }),
  );
}

describe('time limits under garbage collection (--expose-gc)', () => {
  it('a callback receiver and a tile server that accept and never answer are abandoned within the limit', async () => {
    const figures = await probe();
    expect(figures).toBeDefined();
    // The limit, and time for the request and the collections around it.
    expect(figures!.callbackMs).toBeLessThan(TIMEOUT_MS + 2000);
    expect(figures!.tileMs).toBeLessThan(TIMEOUT_MS + 2000);
  }, 30_000);
});
