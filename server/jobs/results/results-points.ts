import { writeJobPoints, type JobPoint } from '../../../common/job-points';
import type { JobRow } from './job-rows';

/** Points a piece of the file (16 bytes each: 64 KiB). */
const PIECE_POINTS = 4096;

const stateOf = ({ outcome }: JobRow): JobPoint['state'] =>
  !outcome ? 'pending' : outcome.status === 'ok' ? 'ok' : 'failed';

/** points.bin (JOB_POINTS_FILE): each row with a readable point, its GCJ-02 point and state, in row order. */
export async function* resultsPoints(rows: AsyncIterable<JobRow>): AsyncGenerator<Uint8Array> {
  let piece: JobPoint[] = [];
  for await (const row of rows) {
    if (!('point' in row.input)) continue;
    const { lng, lat } = row.input.point;
    piece.push({ row: row.input.row, lng, lat, state: stateOf(row) });
    if (piece.length === PIECE_POINTS) {
      yield writeJobPoints(piece);
      piece = [];
    }
  }
  if (piece.length > 0) yield writeJobPoints(piece);
}
