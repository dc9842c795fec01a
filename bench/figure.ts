/** One benchmark figure as printed in the table and recorded in docs/benchmarks.md. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Which way is better, for the regression check. */
  better?: 'higher' | 'lower';
  /** How far the figure moved between the bench's own repeated measurements in this run (same unit). */
  noise?: number;
  note?: string;
  /** The bound for this figure (same unit), met when the value is on its `better` side or equal. */
  goal?: number;
}

/** Whether a figure with a goal meets it (undefined: it has none). */
export const meetsGoal = (figure: Figure) =>
  figure.goal === undefined
    ? undefined
    : figure.better === 'higher'
      ? figure.value >= figure.goal
      : figure.value <= figure.goal;

export function printTable(figures: readonly Figure[]) {
  const rows = figures.map((f) => [f.name, formatValue(f.value), f.unit, f.note ?? '']);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length), 4));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

export const formatValue = (value: number) =>
  Number.isInteger(value) ? String(value) : Math.abs(value) >= 100 ? value.toFixed(0) : value.toPrecision(3);
