import { useCallback, useEffect, useRef, useState } from 'react';
import { getJob } from './job-client';
import { pollJob, type JobPoll } from './job-poller';
import { forgetServerJob, updateServerJob, type KeptServerJob } from './server-job-list';

/**
 * Keeps a listed job's state fresh from the server while it is shown: asked once for a final job
 * (its files may have expired since), polled until final otherwise. A 404 takes it off the list.
 * `poke` asks at once (after an action); `problem` is the last failed ask, until one succeeds.
 */
export function useJobPolling(kept: KeptServerJob) {
  const [problem, setProblem] = useState<Error>();
  const poll = useRef<JobPoll>(undefined);
  const { id } = kept;
  const lastDone = useRef(kept.job?.counts.done);
  useEffect(() => {
    const started = pollJob(
      id,
      {
        get: getJob,
        onJob: (job) => {
          setProblem(undefined);
          updateServerJob(job);
        },
        onGone: () => forgetServerJob(id, 'gone'),
        onError: setProblem,
      },
      lastDone.current,
    );
    poll.current = started;
    return () => started.stop();
  }, [id]);
  const poke = useCallback(() => poll.current?.poke(), []);
  return { problem, poke };
}
