/** What the layers below learn while answering one request, for its log line. */
export interface RequestNotes {
  /** The answer cache: hit, miss, or mixed (a batch that had both). */
  cache?: 'hit' | 'miss' | 'mixed';
}

// Keyed by the request's abort signal, which every provider call is given (an AsyncLocalStorage
// would do too, but it slows every promise of the process: a third of the JSON log's cost, bench/observe-cost.ts).
const notes = new WeakMap<AbortSignal, RequestNotes>();

/** Notes what is learnt while answering the request of this signal (observe-requests.ts reads them after). */
export const collectRequestNotes = (signal: AbortSignal, into: RequestNotes) => void notes.set(signal, into);

/** Notes a cache outcome for the request of this signal (nothing for a signal no request collects for). */
export function noteCache(signal: AbortSignal, outcome: 'hit' | 'miss') {
  const current = notes.get(signal);
  if (current) current.cache = current.cache && current.cache !== outcome ? 'mixed' : outcome;
}
