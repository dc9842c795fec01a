export type WorkerReply<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Posts one message to a fresh worker and settles with its one reply; the worker is ended either way. */
export function runWorker<T>(worker: Worker, message: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerReply<T>>) => {
      if (event.data.ok) resolve(event.data.value);
      else reject(new Error(event.data.reason));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'the worker stopped'));
    worker.postMessage(message);
  }).finally(() => worker.terminate());
}
