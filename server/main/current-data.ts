import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Data that can be replaced while the server runs (a new OpenStreetMap import), read through
 * one snapshot per request: `run` pins the value current when a request starts, and every `get`
 * inside it (after any await, in a batch's every item) sees that value, whatever is swapped in
 * meanwhile. Nothing else keeps a replaced value, so it is freed once its last request ends.
 */
export class CurrentData<T> {
  private readonly requests = new AsyncLocalStorage<T>();

  constructor(private current: T) {}

  /** The value the running request started with; outside a request, the current one. */
  get(): T {
    return this.requests.getStore() ?? this.current;
  }

  /** Runs `work` (a request) over the value current now. */
  run<R>(work: () => R): R {
    return this.requests.run(this.current, work);
  }

  /** Requests from now on see `next`; those running finish with what they started with. */
  swap(next: T) {
    this.current = next;
  }
}
