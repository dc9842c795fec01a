import { AsyncLocalStorage } from 'node:async_hooks';

/** What the layers below learn while answering one request, for its log line. */
export interface RequestNotes {
  /** The answer cache: hit, miss, or mixed (a batch that had both). */
  cache?: 'hit' | 'miss' | 'mixed';
}

const notes = new AsyncLocalStorage<RequestNotes>();

/** Runs one request's handling with its notes (observe-requests.ts reads them after). */
export const withRequestNotes = <T>(into: RequestNotes, answer: () => Promise<T>) => notes.run(into, answer);

/** Notes a cache outcome for the request being answered (nothing outside a request). */
export function noteCache(outcome: 'hit' | 'miss') {
  const current = notes.getStore();
  if (current) current.cache = current.cache && current.cache !== outcome ? 'mixed' : outcome;
}
