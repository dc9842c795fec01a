import { AsyncLocalStorage } from 'node:async_hooks';

/** What the layers below learn while answering one request, for its log line. */
export interface RequestNotes {
  /** The answer cache: hit, miss, or mixed (a batch that had both). */
  cache?: 'hit' | 'miss' | 'mixed';
}

/**
 * The one context a request carries through every await (its batch items too): the notes for its
 * log line, and the values pinned for it at its start (main/current-data.ts). One AsyncLocalStorage
 * for both: each one enabled is a hook on every promise of the process.
 */
export interface RequestContext {
  readonly notes: RequestNotes;
  /** Pinned values by their owner; made by the first pin. */
  pins?: Map<object, unknown>;
}

const requests = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (a request) in `context`. */
export const runInRequest = <R>(context: RequestContext, work: () => R): R => requests.run(context, work);

/** The running request's context; none outside a request. */
export const currentRequest = (): RequestContext | undefined => requests.getStore();

/** Notes a cache outcome for the running request (nothing outside one). */
export function noteCache(outcome: 'hit' | 'miss') {
  const notes = requests.getStore()?.notes;
  if (notes) notes.cache = notes.cache && notes.cache !== outcome ? 'mixed' : outcome;
}
