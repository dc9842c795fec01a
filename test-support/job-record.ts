import type { JobRecord } from '../server/jobs/create-jobs';

/** A stored job as the engine makes one at upload (queued, nothing counted), with `fields` over it. */
export const jobRecord = (fields: Partial<JobRecord> & Pick<JobRecord, 'id'>): JobRecord => ({
  kind: 'points',
  state: 'queued',
  file_name: '',
  client: '',
  total: 1,
  invalid: 0,
  chunks: 1,
  done: 0,
  succeeded: 0,
  failed: 0,
  created_at: 0,
  run_since: 0,
  active_ms: 0,
  finished_at: 0,
  expires_at: 0,
  generation: 0,
  callback: '',
  error_code: '',
  error_msg: '',
  ...fields,
});
