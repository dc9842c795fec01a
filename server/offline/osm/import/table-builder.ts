import type { GeometryKind } from '../format/data-format';
import type { Line } from '../format/rings';
import { spatialIndex, type IndexBytes } from './spatial-index';
import { SpillColumn, spilledInt32, type SpilledArray } from './spill-column';

/** A finished table: its columns on disk, and its index built when asked (one table's at a time). */
export interface FinishedTable {
  arrays: Record<string, SpilledArray>;
  index: () => IndexBytes;
  /** [minX, minY, maxX, maxY] of every coordinate, 1e-7 degrees; minX > maxX when empty. */
  box: [number, number, number, number];
}

/**
 * Collects one table of features column by column while the extract streams by, each column
 * spilled to a temporary file (`file` names them). Coordinates become 1e-7 degree integers;
 * the Flatbush index over the features' boxes is built from the spilled boxes at the end.
 */
export class TableBuilder {
  private readonly coords: SpillColumn;
  private readonly partEnds: SpillColumn;
  private readonly featureEnds: SpillColumn;
  /** Per line or polygon feature: minX, minY, maxX, maxY (1e-7 degrees). */
  private readonly boxes: SpillColumn;
  private readonly columns: Record<string, SpillColumn>;
  private readonly box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  count = 0;

  constructor(
    readonly kind: GeometryKind,
    readonly props: readonly string[],
    private readonly file: (name: string) => string,
  ) {
    this.coords = new SpillColumn(file('coords'), Int32Array);
    this.partEnds = new SpillColumn(file('part-ends'), Uint32Array);
    this.featureEnds = new SpillColumn(file('feature-ends'), Uint32Array);
    this.boxes = new SpillColumn(file('boxes'), Int32Array);
    this.columns = Object.fromEntries(props.map((name) => [name, new SpillColumn(file(name), Int32Array)]));
  }

  addPoint(lng: number, lat: number, values: Record<string, number>): void {
    this.addCoord(Math.round(lng * 1e7), Math.round(lat * 1e7));
    this.addProps(values);
  }

  /** A line (one part) or a polygon (rings, outer first). */
  addFeature(parts: Line[], values: Record<string, number>): void {
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const part of parts) {
      for (let i = 0; i < part.length; i += 2) {
        const x = Math.round(part[i]! * 1e7);
        const y = Math.round(part[i + 1]! * 1e7);
        this.addCoord(x, y);
        if (x < minX) minX = x;
        if (y < minY) minY = y;
        if (x > maxX) maxX = x;
        if (y > maxY) maxY = y;
      }
      this.partEnds.push(this.coords.length / 2);
    }
    this.boxes.push(minX);
    this.boxes.push(minY);
    this.boxes.push(maxX);
    this.boxes.push(maxY);
    this.featureEnds.push(this.partEnds.length);
    this.addProps(values);
  }

  private addCoord(x: number, y: number): void {
    this.coords.push(x);
    this.coords.push(y);
    const box = this.box;
    if (x < box[0]) box[0] = x;
    if (y < box[1]) box[1] = y;
    if (x > box[2]) box[2] = x;
    if (y > box[3]) box[3] = y;
  }

  private addProps(values: Record<string, number>): void {
    for (const name of this.props) this.columns[name]!.push(values[name] ?? -1);
    this.count++;
  }

  /** Closes the columns; the index over the features' boxes is built by `index()` from the spilled boxes or points. */
  finish(): FinishedTable {
    const coords = this.coords.finish();
    const boxes = this.boxes.finish();
    const arrays: Record<string, SpilledArray> = { coords };
    const [partEnds, featureEnds] = [this.partEnds.finish(), this.featureEnds.finish()];
    if (this.kind !== 'point') Object.assign(arrays, { partEnds, featureEnds });
    for (const name of this.props) arrays[`prop:${name}`] = this.columns[name]!.finish();
    const [count, box] = [this.count, this.box];
    const point = this.kind === 'point';
    const index = () =>
      spatialIndex(count, () => (point ? pointBoxes(coords) : spilledInt32(boxes)), box, this.file);
    return { arrays, index, box: [...box] };
  }
}

/** Points' coordinates as boxes (x, y, x, y), a chunk at a time. */
function* pointBoxes(coords: SpilledArray): Generator<Int32Array> {
  for (const chunk of spilledInt32(coords)) {
    const boxes = new Int32Array(chunk.length * 2);
    for (let i = 0; i < chunk.length; i += 2)
      boxes.set([chunk[i]!, chunk[i + 1]!, chunk[i]!, chunk[i + 1]!], i * 2);
    yield boxes;
  }
}
