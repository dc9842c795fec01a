import type { JobState } from '../../contract/job-schema';
import { Conflict, DomainError, NotFound, Unavailable } from '../domain-errors';
import type { Logger } from '../observe/logger';
import type { CallbackSender } from './results/job-callback';
import { ACTION_FROM, isFinal, jobView, moveFields, type JobRecord } from './store/job-record';
import type { JobStore } from './store/job-store';

/** 128 random bits, base64url: the job's only key. */
const ID = /^[\w-]{22}$/;

export type JobAction = 'pause' | 'resume' | 'cancel';

/** The store's or queue's methods, a failure to reach them (Redis away) Unavailable rather than an internal error. */
export function reachable<T extends object>(target: T): T {
  const unavailable = (error: unknown) => {
    if (error instanceof DomainError) throw error;
    throw new Unavailable('jobs cannot be reached now (their store is away); try again shortly', {
      errorCode: 'jobs_unavailable',
    });
  };
  return Object.fromEntries(
    Object.entries(target).map(([name, member]) => [
      name,
      typeof member === 'function'
        ? (...args: unknown[]) => {
            const answer: unknown = (member as (...args: unknown[]) => unknown).apply(target, args);
            return answer instanceof Promise ? answer.catch(unavailable) : answer;
          }
        : member,
    ]),
  ) as T;
}

const notFound = (id: string) =>
  new NotFound('no such job (finished jobs are deleted once they expire)', {
    errorCode: 'job_not_found',
    params: { id },
  });

/**
 * A job's state changes, from any instance: found by id (NotFound when unknown or expired), moved
 * from one state to another by compare-and-set, and a job that ends POSTed to its callback.
 */
export function jobStates(options: {
  store: JobStore;
  callbacks: CallbackSender;
  retentionMs: number;
  logger: Logger;
  now: () => number;
}) {
  const { store, callbacks, logger, now } = options;

  /**
   * The job `id`; NotFound when unknown, expired, or (with `owner`: API keys are set) another
   * owner's, so a key cannot tell another key's job from none.
   */
  const record = async (id: string, owner?: string) => {
    const found = ID.test(id) ? await store.get(id) : undefined;
    if (!found || (found.expires_at && found.expires_at <= now())) throw notFound(id);
    if (owner !== undefined && found.client !== owner) throw notFound(id);
    return found;
  };

  const ended = (after: JobRecord) => {
    if (!after.callback) return;
    const body = { code: 200, msg: 'ok', data: jobView(after, now()) };
    callbacks
      .send(after.callback, body)
      .catch((error: Error) => logger(`jobs: callback not queued: ${error.message}`, undefined, 'warn'));
  };

  /** Moves the job from the state it is in, if that state is one of `from`; answers the record after. */
  const move = async (
    id: string,
    from: readonly JobState[],
    to: JobState,
    extra: Partial<JobRecord> = {},
  ) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await store.get(id);
      if (!current || !from.includes(current.state)) return { record: current, moved: false };
      const fields = { ...moveFields(current, to, now(), options.retentionMs), ...extra };
      if (await store.move(id, current.state, fields)) {
        const after = { ...current, ...fields };
        if (isFinal(to)) ended(after);
        return { record: after, moved: true };
      }
    }
    return { record: await store.get(id), moved: false };
  };

  /** Pause, resume or cancel; Conflict when the job's state does not allow it. Answers the record after. */
  const act = async (id: string, action: JobAction, owner?: string) => {
    await record(id, owner);
    const to = ({ pause: 'paused', resume: 'queued', cancel: 'cancelled' } as const)[action];
    const { record: after, moved } = await move(id, ACTION_FROM[action], to);
    if (!after) throw notFound(id);
    if (!moved) {
      throw new Conflict(`cannot ${action} a job that is ${after.state}`, {
        errorCode: 'job_state_conflict',
        params: { action, state: after.state },
      });
    }
    return after;
  };

  return { record, move, act };
}

export type JobStates = ReturnType<typeof jobStates>;
