import { writeJobPoints, type JobPoint } from '../../../common/job-points';
import type { JobRow } from './job-rows';

/** Points a piece of the file (16 bytes each: 64 KiB). */
const PIECE_POINTS = 4096;

const stateOf = ({ outcome }: JobRow): JobPoint['state'] =>
  !outcome ? 'pending' : outcome.status === 'ok' ? 'ok' : 'failed';

/** The job's points (`total`) and the most to send of them (`max`; none: all). */
export interface PointsSample {
  total: number;
  max?: number | undefined;
}

/**
 * The indexes kept: every point when `total` fits in `max`, else `max` of them spread evenly over
 * the whole job (the first and the last kept), so the map shows the job's extent, not its first rows.
 */
function* keptIndexes({ total, max }: PointsSample): Generator<number, void> {
  if (max === undefined || total <= max) {
    for (let index = 0; ; index += 1) yield index;
  }
  for (let taken = 0; taken < max; taken += 1)
    yield max === 1 ? 0 : Math.round((taken * (total - 1)) / (max - 1));
}

/**
 * points.bin (JOB_POINTS_FILE): each row with a readable point, its GCJ-02 point and state, in row
 * order; with `sample.max` below `sample.total` (the job's points), an even sample of them.
 */
export async function* resultsPoints(
  rows: AsyncIterable<JobRow>,
  sample: PointsSample = { total: Infinity },
): AsyncGenerator<Uint8Array> {
  const kept = keptIndexes(sample);
  let next = kept.next();
  let index = 0;
  let piece: JobPoint[] = [];
  for await (const row of rows) {
    if (next.done) break;
    if (!('point' in row.input)) continue;
    index += 1;
    if (index - 1 !== next.value) continue;
    next = kept.next();
    const { lng, lat } = row.input.point;
    piece.push({ row: row.input.row, lng, lat, state: stateOf(row) });
    if (piece.length === PIECE_POINTS) {
      yield writeJobPoints(piece);
      piece = [];
    }
  }
  if (piece.length > 0) yield writeJobPoints(piece);
}
