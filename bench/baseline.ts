import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { Figure } from './figure';
import { formatValue } from './figure';

// docs/benchmarks.md holds the recorded figures in a table; the bench reads it
// back to flag figures that moved the bad way beyond the noise, and `--record` rewrites it.

const DOC = 'docs/benchmarks.md';
const TABLE_START = '<!-- figures:start -->';
const TABLE_END = '<!-- figures:end -->';
export const REGRESSION = 0.2;

export function readRecorded(): Map<string, number> {
  const recorded = new Map<string, number>();
  if (!existsSync(DOC)) return recorded;
  const text = readFileSync(DOC, 'utf8');
  const table = text.slice(text.indexOf(TABLE_START), text.indexOf(TABLE_END));
  for (const line of table.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const value = Number(cells[2]);
    if (cells[1] && Number.isFinite(value) && cells[1] !== 'Figure') recorded.set(cells[1], value);
  }
  return recorded;
}

export interface Regression {
  /** How far the figure moved the bad way, in its own unit. */
  worseBy: number;
  /** What it had to move beyond to be flagged: its noise, or 20 % of the recorded value. */
  margin: number;
}

/**
 * A figure that moved against its good direction (`better`) by more than the larger of
 * its measured noise and 20 % of the recorded value; undefined when it did not, or when
 * it has no direction or no recorded value. Signs do not matter: a growth of −12 % is
 * better than −6 % for a figure where lower is better.
 */
export function regression(figure: Figure, recorded: number | undefined): Regression | undefined {
  if (recorded === undefined || !figure.better) return undefined;
  const worseBy = figure.better === 'lower' ? figure.value - recorded : recorded - figure.value;
  const margin = Math.max(figure.noise ?? 0, REGRESSION * Math.abs(recorded));
  return worseBy > margin ? { worseBy, margin } : undefined;
}

export function machineDescription() {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}`;
}

export function recordFigures(figures: readonly Figure[]) {
  const rows = figures.map((f) => `| ${f.name} | ${formatValue(f.value)} | ${f.unit} | ${f.note ?? ''} |`);
  const table = [
    TABLE_START,
    `Recorded ${new Date().toISOString().slice(0, 10)} on ${machineDescription()}.`,
    '',
    '| Figure | Value | Unit | Note |',
    '|---|---|---|---|',
    ...rows,
    TABLE_END,
  ].join('\n');
  const text = existsSync(DOC) ? readFileSync(DOC, 'utf8') : `# Benchmarks\n\n${TABLE_START}\n${TABLE_END}\n`;
  const start = text.indexOf(TABLE_START);
  const end = text.indexOf(TABLE_END) + TABLE_END.length;
  writeFileSync(DOC, `${text.slice(0, start)}${table}${text.slice(end)}`);
}
