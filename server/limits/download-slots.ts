import { Busy } from '../domain-errors';

/** How long a client refused a download is asked to wait (s): a download of a big file takes longer. */
const RETRY_AFTER_S = 5;

/**
 * Downloads one client may have streaming at once, per instance: each holds a slot until its
 * stream ends, fails or is cancelled. `take` answers the slot's release, or throws Busy (429 with
 * Retry-After) when the client holds `max` already. An undefined client (in process) is not limited.
 */
export function downloadSlots(max: number) {
  const held = new Map<string, number>();
  return {
    take(client: string | undefined): () => void {
      if (client === undefined) return () => {};
      const count = held.get(client) ?? 0;
      if (count >= max)
        throw new Busy(
          `at most ${max} downloads at once per client: wait for one to end`,
          { errorCode: 'job_downloads_limit_reached', params: { max } },
          String(RETRY_AFTER_S),
        );
      held.set(client, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (held.get(client) ?? 1) - 1;
        if (left === 0) held.delete(client);
        else held.set(client, left);
      };
    },
  };
}

export type DownloadSlots = ReturnType<typeof downloadSlots>;

/**
 * The pieces, `release` called once when they end, fail or are given up (`return()`, which a
 * cancelled stream calls: also before the first piece was asked for, when no `finally` would run).
 */
export function releasedAtEnd<T>(pieces: AsyncGenerator<T>, release: () => void): AsyncGenerator<T> {
  const held = (async function* () {
    try {
      yield* pieces;
    } finally {
      release();
    }
  })();
  const giveUp = held.return.bind(held);
  held.return = (value) => {
    release();
    return giveUp(value);
  };
  return held;
}
