import type { RowOutcome } from '../job-chunks';
import type { ChunkCounts } from '../store/job-store';
import { lineBuffer } from './line-buffer';

/** A chunk's outcomes as a file holds them: one RowOutcome (JSON) a line. */
export const parseOutcomeLines = (text: string): RowOutcome[] =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as RowOutcome);

const count = (counts: ChunkCounts, outcome: RowOutcome) => {
  counts.done += 1;
  if (outcome.status === 'ok') counts.succeeded += 1;
  else if (outcome.status === 'failed') counts.failed += 1;
};

export const tally = (outcomes: readonly RowOutcome[]): ChunkCounts => {
  const counts = { done: 0, succeeded: 0, failed: 0 };
  for (const outcome of outcomes) count(counts, outcome);
  return counts;
};

/**
 * A chunk's outcomes encoded as they come, in the order added, with their counts: nothing of a
 * looked-up row stays in the heap while the rest of its chunk is looked up (line-buffer.ts).
 */
export function outcomeLines(rows = 1000) {
  // ~230 bytes a looked-up row's line in UTF-8, room made for the longest case.
  const lines = lineBuffer(rows * 512);
  const counts: ChunkCounts = { done: 0, succeeded: 0, failed: 0 };
  return {
    add(outcome: RowOutcome) {
      lines.add(`${JSON.stringify(outcome)}\n`);
      count(counts, outcome);
    },
    counts,
    /** The lines' bytes, once every outcome is added. */
    bytes: () => lines.bytes(),
    /** Hands the lines' buffer back once they are written (line-buffer.ts). */
    release: () => lines.release(),
  };
}
export type OutcomeLines = ReturnType<typeof outcomeLines>;

/** Outcomes already in hand, as lines. */
export function outcomeLinesOf(outcomes: Iterable<RowOutcome>): OutcomeLines {
  const lines = outcomeLines();
  for (const outcome of outcomes) lines.add(outcome);
  return lines;
}
