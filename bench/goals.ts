import type { Figure } from './figure';
import { formatValue } from './figure';

// #48's goals side by side, from the figures of one run: the request path's (bench/request-floor.ts)
// and the browser's (bench/browser.ts, read from the figures it returns, by name). Each is a ratio
// or a time of the same run, with the most it may be; a suite not run leaves its goals "not run".

interface Goal {
  /** What the table calls it. */
  goal: string;
  /** The figure of the run it is read from. */
  figure: string;
  /** The most the figure may be. */
  atMost: number;
  /** The suite (`--only=`) that makes the figure. */
  suite: 'floor' | 'browser';
}

const GOALS: readonly Goal[] = [
  {
    goal: '/api/health CPU / Fastify peer',
    figure: 'floor app /api/health CPU / Fastify peer',
    atMost: 1.0,
    suite: 'floor',
  },
  {
    goal: 'poi=1 lookup CPU / /api/health',
    figure: 'floor app poi=1 compressed CPU / app /api/health',
    atMost: 2.5,
    suite: 'floor',
  },
  {
    goal: 'first visit / max(network floor, unthrottled)',
    figure: 'browser mobile-profile load / max(network floor, unthrottled load)',
    atMost: 1.3,
    suite: 'browser',
  },
  {
    goal: 'repeat visit / unthrottled load',
    figure: 'browser repeat visit / unthrottled load',
    atMost: 1.1,
    suite: 'browser',
  },
  {
    goal: 'click → address in the DOM p50',
    figure: 'browser click to address in the DOM p50',
    atMost: 60,
    suite: 'browser',
  },
];

/** The goals' table: each goal, its figure in this run, the most it may be, and whether it is met. */
function goalRows(figures: readonly Figure[]): string[][] {
  const byName = new Map(figures.map((figure) => [figure.name, figure]));
  return GOALS.map(({ goal, figure, atMost, suite }) => {
    const found = byName.get(figure);
    if (!found) return [goal, '', `≤ ${atMost}`, `not run (--only=${suite})`];
    const verdict = found.value <= atMost ? 'met' : 'not met';
    return [goal, `${formatValue(found.value)} ${found.unit}`, `≤ ${atMost}`, verdict];
  });
}

export function printGoals(figures: readonly Figure[]) {
  const rows = [['#48 goal (same run)', 'value', 'goal', 'verdict'], ...goalRows(figures)];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  console.log('');
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}
