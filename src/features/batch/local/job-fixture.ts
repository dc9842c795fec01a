import type { Job } from '../../../../contract/job-schema';

/** A server job as GET /api/jobs/:id answers it, with `counts.done` and the state as given (tests). */
export function jobAt(done: number, state: Job['state'] = 'running', total = 1000): Job {
  return {
    id: 'j1',
    kind: 'points',
    state,
    file_name: 'shops.csv',
    counts: { total, invalid: 0, done, succeeded: done, failed: 0 },
    rows_per_second: 100,
    eta_seconds: state === 'running' ? (total - done) / 100 : null,
    created_at: '2026-11-27T08:00:00.000Z',
    finished_at: state === 'done' ? '2026-11-27T08:10:00.000Z' : null,
    expires_at: state === 'done' ? '2026-11-30T08:10:00.000Z' : null,
    links: { 'results.csv': '/api/jobs/j1/results.csv', 'errors.csv': '/api/jobs/j1/errors.csv' },
  };
}
