import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { Figure } from './figure';
import { formatValue } from './figure';

// docs/benchmarks.md holds the recorded figures in a table; the bench reads it
// back to flag any figure more than 20 % worse, and `--record` rewrites it.

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

/** How much worse than recorded (0.25 = 25 % worse), or undefined when not comparable. */
export function worseBy(figure: Figure, recorded: number | undefined): number | undefined {
  if (recorded === undefined || !figure.better || recorded === 0) return undefined;
  return figure.better === 'higher' ? (recorded - figure.value) / recorded : (figure.value - recorded) / recorded;
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
