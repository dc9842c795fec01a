import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

/**
 * A synthetic extract for the import bench: a grid of `side`² nodes near Beijing (so GCJ-02
 * conversion is paid), every row a named street and every 10th column one too (crossroads where
 * they meet), a house number on every 50th node, a named shop on every 500th. Each node is moved
 * by a seeded random offset of up to ±0.5 m so PBF's delta coding cannot shrink the grid to
 * nothing: the file then weighs about what a real extract of as many nodes does, and load time
 * per 100 MB of extract means something. Written as OPL, then turned into .osm.pbf by Debian's
 * osmium (apt osmium-tool).
 */
export async function writeSyntheticExtract(oplFile: string, pbfFile: string, side = 2300): Promise<number> {
  const out = createWriteStream(oplFile);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const id = (row: number, col: number) => row * side + col + 1;
  let seed = 12345;
  const jitter = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return (seed / 2 ** 32 - 0.5) * 1e-5;
  };
  let lines: string[] = [];
  const flush = async () => {
    await write(`${lines.join('\n')}\n`);
    lines = [];
  };
  for (let row = 0; row < side; row++) {
    for (let col = 0; col < side; col++) {
      const n = id(row, col);
      const x = (116.3 + col * 1e-4 + jitter()).toFixed(7);
      const y = (39.85 + row * 1e-4 + jitter()).toFixed(7);
      let tags = '';
      if (n % 500 === 0)
        tags = `shop=convenience,name=Shop-${n},addr:housenumber=${col},addr:street=Row-${row}`;
      else if (n % 50 === 0) tags = `addr:housenumber=${col},addr:street=Row-${row}`;
      lines.push(`n${n} v1 x${x} y${y} T${tags}`);
    }
    if (lines.length > 20_000) await flush();
  }
  await flush();
  let way = 1;
  const SEGMENT = 100;
  for (let row = 0; row < side; row++) {
    for (let start = 0; start < side - 1; start += SEGMENT - 1) {
      const refs = [];
      for (let col = start; col < Math.min(side, start + SEGMENT); col++) refs.push(`n${id(row, col)}`);
      lines.push(`w${way++} v1 Thighway=residential,name=Row-${row} N${refs.join(',')}`);
    }
    if (lines.length > 2000) await flush();
  }
  for (let col = 0; col < side; col += 10) {
    for (let start = 0; start < side - 1; start += SEGMENT - 1) {
      const refs = [];
      for (let row = start; row < Math.min(side, start + SEGMENT); row++) refs.push(`n${id(row, col)}`);
      lines.push(`w${way++} v1 Thighway=tertiary,name=Col-${col} N${refs.join(',')}`);
    }
    if (lines.length > 2000) await flush();
  }
  await flush();
  out.end();
  await once(out, 'finish');
  const run = spawnSync('osmium', ['cat', oplFile, '-o', pbfFile, '--overwrite'], { encoding: 'utf8' });
  if (run.status !== 0)
    throw new Error(`osmium cat failed (is apt osmium-tool installed?): ${run.stderr || run.error}`);
  return side * side;
}
