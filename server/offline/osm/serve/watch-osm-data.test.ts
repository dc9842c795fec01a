import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { watchOsmData } from './watch-osm-data';

/** A data directory whose manifest says `text`, put in place with a rename as the importer does. */
function replaceDir(dir: string, text: string) {
  const next = `${dir}.importing`;
  mkdirSync(next, { recursive: true });
  writeFileSync(join(next, 'manifest.json'), text);
  rmSync(dir, { recursive: true, force: true });
  renameSync(next, dir);
}

const readManifest = (dir: string) => readFileSync(join(dir, 'manifest.json'), 'utf8');

describe('watchOsmData', () => {
  it('swaps in a new directory; one replaced again during its load is loaded again, not swapped', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'osm-watch-')), 'osm');
    replaceDir(dir, 'first');
    const swapped: string[] = [];
    let replaceDuringLoad = true;
    const watch = watchOsmData(
      dir,
      async () => {
        const text = readManifest(dir);
        if (replaceDuringLoad) {
          replaceDuringLoad = false;
          replaceDir(dir, 'third');
        }
        return () => swapped.push(text);
      },
      () => {},
      60_000,
    );
    await watch.check();
    expect(swapped).toEqual([]); // the manifest it was started from is served already
    replaceDir(dir, 'second');
    await watch.check();
    expect(swapped).toEqual(['third']);
    await watch.check(true); // SIGHUP: the same directory again
    expect(swapped).toEqual(['third', 'third']);
    watch.stop();
  });

  it('logs a failed load and tries it again only when the directory changes; a manifest gone changes nothing', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'osm-watch-')), 'osm');
    const lines: string[] = [];
    let loads = 0;
    const watch = watchOsmData(
      dir,
      async () => {
        loads++;
        throw new Error('extract-1.bin: shorter than its manifest says');
      },
      (line) => lines.push(line),
      60_000,
    );
    replaceDir(dir, 'broken');
    await watch.check();
    await watch.check();
    expect(loads).toBe(1);
    expect(lines).toEqual([
      `street-level data in ${dir} not loaded, still serving the previous data: extract-1.bin: shorter than its manifest says`,
    ]);
    rmSync(dir, { recursive: true });
    await watch.check();
    expect(loads).toBe(1);
    watch.stop();
  });

  it('gives up a load that never ends after its time-out, logs it, and loads the next import', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'osm-watch-')), 'osm');
    const lines: string[] = [];
    const swapped: string[] = [];
    let stuck = true;
    const watch = watchOsmData(
      dir,
      () =>
        stuck ? new Promise<() => void>(() => {}) : Promise.resolve(() => swapped.push(readManifest(dir))),
      (line) => lines.push(line),
      60_000,
      200,
    );
    replaceDir(dir, 'never ends');
    await watch.check();
    expect(watch.loading).toBe(false);
    expect(lines).toEqual([
      `street-level data in ${dir} not loaded, still serving the previous data: still loading after 0.2 s (OSM_LOAD_TIMEOUT_MS); given up`,
    ]);
    stuck = false;
    replaceDir(dir, 'good');
    await watch.check();
    expect(swapped).toEqual(['good']);
    watch.stop();
  }, 10_000);

  it('gives up a stuck load at once on SIGHUP, or when a new import lands, and loads again', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'osm-watch-')), 'osm');
    const swapped: string[] = [];
    const signals: AbortSignal[] = [];
    const watch = watchOsmData(
      dir,
      (signal) => {
        signals.push(signal);
        // The first two loads never end; the third answers.
        return signals.length <= 2
          ? new Promise<() => void>(() => {})
          : Promise.resolve(() => swapped.push(readManifest(dir)));
      },
      () => {},
      60_000,
      60_000,
    );
    replaceDir(dir, 'stuck');
    const first = watch.check();
    await expect.poll(() => signals.length).toBe(1);
    expect(watch.loading).toBe(true);
    void watch.check(true); // SIGHUP
    await expect.poll(() => signals.length).toBe(2);
    expect(signals[0]!.aborted).toBe(true);
    replaceDir(dir, 'landed');
    await watch.check(); // the poll sees a new manifest under the stuck load
    await first;
    expect(signals[1]!.aborted).toBe(true);
    expect(swapped).toEqual(['landed']);
    expect(watch.loading).toBe(false);
    watch.stop();
  }, 10_000);
});
