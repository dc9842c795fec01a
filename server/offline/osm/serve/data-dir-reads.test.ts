import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CASES, importToTemp } from '../test-fixtures';

// #36 failure 4: a data directory whose manifest.json is a FIFO, or a symlink to /dev/zero. The real
// loader and watcher run in a process of their own, watched from here: it is killed when it passes
// 400 MB of RSS or 20 s. SIGHUP loads the hostile directory (refused at once), then a good import
// renamed into place is loaded by the next check.

const RSS_LIMIT_MB = 400;
const TIME_LIMIT_MS = 20_000;

let good = '';
beforeAll(async () => {
  good = (await importToTemp(EDGE_CASES)).dir;
}, 60_000);

const CHILD = `
import { renameSync, rmSync } from 'node:fs';
import { watchOsmData } from '${resolve('server/offline/osm/serve/watch-osm-data.ts')}';
import { readStreetLevel } from '${resolve('server/offline/osm/serve/street-level-data.ts')}';
const [dir, next] = [process.env.DATA_DIR!, process.env.NEXT_DIR!];
const watch = watchOsmData(
  dir,
  async () => {
    const level = await readStreetLevel({ OSM_DATA_DIR: dir });
    return () => console.log('swapped in ' + level.data!.manifest.extracts.map((e) => e.file).join(', '));
  },
  (line) => console.log(line),
  60_000,
  5_000,
);
await watch.check(true);
rmSync(dir, { recursive: true });
renameSync(next, dir);
await watch.check();
watch.stop();
console.log('done');
`;

/** The child's output lines, or why it was killed (RSS or time past its limit). */
function runWatched(env: Record<string, string>) {
  const script = join(mkdtempSync(join(tmpdir(), 'data-dir-child-')), 'child.mts');
  writeFileSync(script, CHILD);
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  let killed = '';
  let peakMb = 0;
  const watchdog = setInterval(() => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0);
      peakMb = Math.max(peakMb, kb / 1024);
    } catch {
      return; // exited
    }
    if (peakMb > RSS_LIMIT_MB) killed = `RSS ${peakMb.toFixed(0)} MB`;
    else if (Date.now() - started > TIME_LIMIT_MS) killed = `still running after ${TIME_LIMIT_MS} ms`;
    if (killed) child.kill('SIGKILL');
  }, 20);
  return new Promise<{ lines: string[]; killed: string; peakMb: number }>((done) =>
    child.once('exit', () => {
      clearInterval(watchdog);
      done({ lines: output.split('\n').filter(Boolean), killed, peakMb });
    }),
  );
}

/** A copy of the good import with its manifest replaced by `plant`, and a second copy to rename in later. */
function hostileDir(plant: (manifest: string) => void) {
  const root = mkdtempSync(join(tmpdir(), 'hostile-osm-'));
  const dir = join(root, 'osm');
  cpSync(good, dir, { recursive: true });
  cpSync(good, join(root, 'next'), { recursive: true });
  const manifest = join(dir, 'manifest.json');
  rmSync(manifest);
  plant(manifest);
  return { DATA_DIR: dir, NEXT_DIR: join(root, 'next') };
}

describe('a hostile data directory', () => {
  it.each([
    [
      'a FIFO',
      (manifest: string) => execFileSync('mkfifo', [manifest]),
      /manifest\.json: not a regular file/,
    ],
    [
      'a symlink to /dev/zero',
      (manifest: string) => symlinkSync('/dev/zero', manifest),
      /manifest\.json: leads outside the data directory/,
    ],
  ])(
    'manifest.json as %s is refused at once, and the next import is loaded',
    async (_what, plant, refusal) => {
      const run = await runWatched(hostileDir(plant));
      console.log(`peak RSS ${run.peakMb.toFixed(0)} MB${run.killed ? `, killed: ${run.killed}` : ''}`);
      expect(run.killed).toBe('');
      expect(run.lines.find((line) => line.includes('not loaded'))).toMatch(refusal);
      expect(run.lines.filter((line) => line.startsWith('swapped in'))).toEqual([
        'swapped in edge-cases.osm.pbf',
      ]);
      expect(run.lines.at(-1)).toBe('done');
    },
    TIME_LIMIT_MS + 10_000,
  );
});
