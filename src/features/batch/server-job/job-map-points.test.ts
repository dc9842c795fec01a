import { describe, expect, it } from 'vitest';
import { writeJobPoints } from '../../../../common/job-points';
import { JobMapPoints } from './job-map-points';

/** A map file's reads, each answered when the test says; how many were in flight at most. */
function fakeReads() {
  const pending: (() => void)[] = [];
  const reads = { count: 0, inFlight: 0, mostInFlight: 0 };
  const file = writeJobPoints([{ row: 1, lng: 116.3, lat: 39.9, state: 'ok' }]).buffer as ArrayBuffer;
  const fetchPoints = () => {
    reads.count += 1;
    reads.inFlight += 1;
    reads.mostInFlight = Math.max(reads.mostInFlight, reads.inFlight);
    return new Promise<ArrayBuffer>((resolve) =>
      pending.push(() => {
        reads.inFlight -= 1;
        resolve(file);
      }),
    );
  };
  /** Answers the read in flight and lets its follow-up (if any) start. */
  const answer = async () => {
    pending.shift()!();
    await new Promise((resolve) => setTimeout(resolve));
  };
  return { reads, fetchPoints, answer };
}

describe("a server job's map reads", () => {
  it('of a big job: again only once a tenth of its rows more is done, and once it ends; one at a time', async () => {
    const { reads, fetchPoints, answer } = fakeReads();
    const points = new JobMapPoints(fetchPoints, { rows: 1_000_000, points: 1_000_000 });
    points.refresh(1000, false);
    expect(reads.count).toBe(1);
    // Polls while it reads: none starts beside it.
    for (let done = 2000; done <= 50_000; done += 1000) points.refresh(done, false);
    expect(reads.count).toBe(1);
    await answer();
    // 49,000 rows more than it was read at: under a tenth, no read.
    expect(reads.count).toBe(1);
    for (let done = 51_000; done < 101_000; done += 1000) points.refresh(done, false);
    expect(reads.count).toBe(1);
    points.refresh(101_000, false); // a tenth (100,000 rows) more
    expect(reads.count).toBe(2);
    await answer();
    points.refresh(150_000, true); // ended (cancelled): read once more, then never again
    expect(reads.count).toBe(3);
    await answer();
    points.refresh(150_000, true);
    points.refresh(150_000, true);
    expect(reads.count).toBe(3);
    expect(reads.mostInFlight).toBe(1);
  });

  it('a read asked for while one is in flight follows it when due, not beside it', async () => {
    const { reads, fetchPoints, answer } = fakeReads();
    const points = new JobMapPoints(fetchPoints, { rows: 10_000, points: 9000 });
    points.refresh(0, false);
    points.refresh(10_000, true); // the job ends while the first read is in flight
    expect(reads.count).toBe(1);
    await answer();
    expect(reads.count).toBe(2);
    points.loadAll(); // asked while the last read is in flight: follows it
    expect(reads.count).toBe(2);
    await answer();
    expect(reads.count).toBe(3);
    await answer();
    expect(reads.mostInFlight).toBe(1);
  });
});
