/** A time limit on some network work, and whether it was what stopped the work. */
export interface Deadline {
  /** Aborts when the caller's signal does, or once the time is up. */
  readonly signal: AbortSignal;
  /** Whether the time ran out (rather than the caller giving up). */
  readonly timedOut: boolean;
  /** Stops the timer and lets go of the caller's signal: call once the work is done. */
  end(): void;
}

/**
 * A time limit held by a timer, not by `AbortSignal.timeout()`: that signal is only weakly held
 * inside `AbortSignal.any()`, and on Node 20 a collection could drop it before it fired (a callback
 * receiver that never answered held its POST for minutes). The timer keeps it until `end()`.
 */
export function deadline(ms: number, caller?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError'));
  }, ms);
  const callerAborted = () => controller.abort(caller!.reason);
  if (caller?.aborted) callerAborted();
  else caller?.addEventListener('abort', callerAborted, { once: true });
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    end() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', callerAborted);
    },
  };
}
