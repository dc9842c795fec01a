import { currentRequest, runInRequest } from '../observe/request-context';

/**
 * Data that can be replaced while the server runs (a new OpenStreetMap import), read through
 * one snapshot per request: `run` pins the value current when a request starts, and every `get`
 * inside it (after any await, in a batch's every item) sees that value, whatever is swapped in
 * meanwhile. Nothing else keeps a replaced value, so it is freed once its last request ends.
 * The pin rides on the request's one context (observe/request-context.ts), not a storage of its own.
 */
export class CurrentData<T> {
  constructor(private current: T) {}

  /** The value the running request started with; outside a request, the current one. */
  get(): T {
    const pins = currentRequest()?.pins;
    return pins?.has(this) ? (pins.get(this) as T) : this.current;
  }

  /** Runs `work` (a request) over the value current now, in the running request's context or a new one. */
  run<R>(work: () => R): R {
    const request = currentRequest();
    if (!request) return runInRequest({ notes: {}, pins: new Map([[this, this.current]]) }, work);
    (request.pins ??= new Map()).set(this, this.current);
    return work();
  }

  /** Requests from now on see `next`; those running finish with what they started with. */
  swap(next: T) {
    this.current = next;
  }
}
