import { postBatch, postCigaretteBatch } from './batch-client';
import type { LatLng } from '../../../map/datum';
import { answerFields, failedResult, itemResult, type RowResult } from '../table/answer-columns';
import { failureOf } from '../../../i18n/error-text';
import {
  startBatchRunner,
  type BatchRunner,
  type PointOutcome,
  type RunnerItem,
  type RunnerOptions,
} from './batch-runner';
import { addResults, setJobState, type JobError, type JobState, type StoredJob } from './job-store';
import { recordFields } from '../../../../common/name-columns';
import { readNames } from '../input/read-names';
import { readPoints, type BadRow } from '../input/read-points';
import { rateOf, type Sample } from '../rate';

/** A point as the URL writes it (six decimals), to tell whether two points are one. */
export const pointKey = (point: LatLng | undefined) =>
  point && `${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;

export interface JobCounts {
  ok: number;
  failed: number;
  bad: number;
  /** Rows with a final outcome (ok, failed or unreadable). */
  done: number;
  total: number;
}

/**
 * One batch job in the page: the rows, their points (or product names) and
 * outcomes, and the runner sending them. Components subscribe and read `version`
 * to re-render; every outcome is written to IndexedDB as it arrives.
 */
export class BatchJob {
  /**
   * Each row's GCJ-02 point as lat, lng at 2 × row (NaN: none; empty in a names job): not an
   * object and two numbers a row, which every full GC of a 100,000-row page would trace.
   */
  private readonly coordinates: Float64Array = new Float64Array(0);
  /** Each row's product name (names jobs). */
  readonly names: (string | undefined)[] = [];
  readonly bad: BadRow[];
  readonly results: (RowResult | undefined)[];
  state: JobState;
  error?: JobError;
  waitingUntil?: number;
  version = 0;
  private counts = { ok: 0, failed: 0 };
  private runner?: BatchRunner;
  private listeners = new Set<() => void>();
  private samples: Sample[] = [];
  private notifyQueued = false;

  constructor(
    readonly stored: StoredJob,
    results: Map<number, RowResult> = new Map(),
  ) {
    if (stored.kind === 'names') {
      const { names, bad } = readNames(stored.rows, stored.column);
      this.names = new Array(stored.rows.length);
      for (const { index, name } of names) this.names[index] = name;
      this.bad = bad;
    } else {
      const { points, bad } = readPoints(stored.rows, stored.mapping, stored.datum);
      this.coordinates = new Float64Array(stored.rows.length * 2).fill(NaN);
      for (const { index, point } of points) this.coordinates.set([point.lat, point.lng], index * 2);
      this.bad = bad;
    }
    this.results = new Array(stored.rows.length);
    for (const [index, result] of results) this.record(index, result);
    this.state = stored.state;
    this.error = stored.error;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getVersion = () => this.version;

  getCounts(): JobCounts {
    const bad = this.bad.length;
    const done = this.counts.ok + this.counts.failed + bad;
    return { ...this.counts, bad, done, total: this.stored.rows.length };
  }

  /** Rows per second over the last few seconds, and seconds left at that rate. */
  getRate(now = Date.now()) {
    const rate = rateOf(this.samples, now);
    const { done, total } = this.getCounts();
    return { rate, secondsLeft: rate > 0 ? (total - done) / rate : undefined };
  }

  /** Row `index`'s GCJ-02 point, if it has one (a readable row of a points job). */
  point(index: number): LatLng | undefined {
    const lat = this.coordinates[index * 2];
    const lng = this.coordinates[index * 2 + 1];
    return lat === undefined || lng === undefined || Number.isNaN(lat) ? undefined : { lat, lng };
  }

  /** Row `index`'s number as the spreadsheet shows it (titles, header and blank rows counted). */
  rowNumber(index: number): number {
    return this.stored.lines?.[index] ?? index + 2;
  }

  /** The first row whose point is `at` to six decimals (as the URL writes a point), if any. */
  rowAt(at: LatLng): number | undefined {
    const key = pointKey(at);
    for (let row = 0; row < this.coordinates.length / 2; row += 1) {
      const lat = this.coordinates[row * 2]!;
      // Most rows are told apart by their latitude alone, without making a string.
      if (Math.abs(lat - at.lat) < 1e-5 && pointKey(this.point(row)) === key) return row;
    }
    return undefined;
  }

  /** The row picked last, in the table or on the map (highlighted while the URL still shows it). */
  picked?: number;

  pick(index: number) {
    this.picked = index;
    this.notify();
  }

  /** Whether a row was read (a point or a name to look up). */
  readable(index: number) {
    return this.point(index) !== undefined || this.names[index] !== undefined;
  }

  /** Starts (or, after a reload, continues) sending the points (or names) without an outcome. */
  run() {
    if (this.runner) return;
    this.setState('running');
    this.samples = [{ at: Date.now(), done: this.getCounts().done }];
    const stored = this.stored;
    if (stored.kind === 'names') {
      const todo = this.names.flatMap((name, id) =>
        name !== undefined && !this.results[id] ? [{ id, name }] : [],
      );
      this.runner = this.startRunner(
        todo,
        (batch, signal) => postCigaretteBatch(batch, signal),
        recordFields,
      );
    } else {
      const todo = this.stored.rows.flatMap((_, id) => {
        const point = this.results[id] ? undefined : this.point(id);
        return point ? [{ id, ...point }] : [];
      });
      this.runner = this.startRunner(
        todo,
        (batch, signal) => postBatch(batch, stored.poi, signal),
        answerFields,
      );
    }
  }

  private startRunner<Q extends { id: number }, I extends RunnerItem>(
    points: Q[],
    send: RunnerOptions<Q, I>['send'],
    fields: (item: I) => string[],
  ) {
    return startBatchRunner({
      points,
      send,
      onOutcomes: (outcomes) => this.take(outcomes, fields),
      onWaiting: (until) => {
        this.waitingUntil = until;
        this.notify();
      },
      onEnd: (end) => {
        this.runner = undefined;
        if (end.kind === 'error') this.setState('error', failureOf(end.error));
        else this.setState(end.kind);
      },
    });
  }

  pause() {
    this.runner?.pause();
    this.setState('paused');
  }

  resume() {
    if (!this.runner) return this.run();
    this.runner.resume();
    this.samples = [{ at: Date.now(), done: this.getCounts().done }];
    this.setState('running');
  }

  cancel() {
    if (this.runner) this.runner.cancel();
    else this.setState('cancelled');
  }

  private async take<I extends RunnerItem>(outcomes: PointOutcome<I>[], fields: (item: I) => string[]) {
    const entries = outcomes.map((outcome): [number, RowResult] => [
      outcome.index,
      'item' in outcome ? itemResult(outcome.item, fields) : failedResult(outcome.failed),
    ]);
    for (const [index, result] of entries) this.record(index, result);
    this.samples.push({ at: Date.now(), done: this.getCounts().done });
    this.notify();
    await addResults(this.stored.id, entries);
  }

  private record(index: number, result: RowResult) {
    const previous = this.results[index];
    if (previous) this.counts[previous.ok ? 'ok' : 'failed'] -= 1;
    this.results[index] = result;
    this.counts[result.ok ? 'ok' : 'failed'] += 1;
  }

  private setState(state: JobState, error?: JobError) {
    this.state = state;
    this.error = error;
    void setJobState(this.stored.id, state, error);
    this.notify();
  }

  /** At most one re-render per frame, however many batches arrive. */
  private notify() {
    if (this.notifyQueued) return;
    this.notifyQueued = true;
    requestAnimationFrame(() => {
      this.notifyQueued = false;
      this.version += 1;
      for (const listener of this.listeners) listener();
    });
  }
}
