/** The worker failed without saying why (its script did not load, or it was ended). */
export class WorkerStoppedError extends Error {
  constructor() {
    super('the worker stopped');
  }
}

export type WorkerReply<T> = { ok: true; value: T } | { ok: false; reason: string };
/** Sent by a worker before its reply, as often as it likes: the share of the work done (0–1). */
export type WorkerProgress = { progress: number };

/**
 * Posts one message to a fresh worker and settles with its one reply; the worker is ended either way.
 * Progress messages before the reply go to `onProgress`.
 */
export function runWorker<T>(
  worker: Worker,
  message: unknown,
  onProgress?: (done: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerReply<T> | WorkerProgress>) => {
      const data = event.data;
      if ('progress' in data) onProgress?.(data.progress);
      else if (data.ok) resolve(data.value);
      else reject(new Error(data.reason));
    };
    worker.onerror = (event) => reject(event.message ? new Error(event.message) : new WorkerStoppedError());
    worker.postMessage(message);
  }).finally(() => worker.terminate());
}
