import { type ErrorDetails, NotFound } from '../domain-errors';

/**
 * A second cache level shared by every instance (Redis), under the in-process LRU.
 * Values are JSON text. Each method must never throw: an unavailable store reads as
 * empty, forgets writes and lets every caller ask upstream itself.
 */
export interface SharedAnswers {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Whether this instance may ask upstream for `key` now (no other instance is asking). */
  claim(key: string, ms: number): Promise<boolean>;
  release(key: string): Promise<void>;
}

/** What the caches keep: an answer, or the upstream's "no such product" (a 404 costs quota too). */
export type Stored<T> = { ok: T } | { notFound: NotFound };

type Wire<T> =
  { ok: T } | { notFound: { msg: string; suggestions?: string[]; params?: ErrorDetails['params'] } };

export function encodeStored<T>(stored: Stored<T>): string {
  const wire: Wire<T> =
    'ok' in stored
      ? stored
      : {
          notFound: {
            msg: stored.notFound.message,
            suggestions: stored.notFound.details.suggestions,
            params: stored.notFound.details.params,
          },
        };
  return JSON.stringify(wire);
}

export function decodeStored<T>(text: string | undefined): Stored<T> | undefined {
  if (text === undefined) return undefined;
  try {
    const wire = JSON.parse(text) as Wire<T>;
    if ('ok' in wire) return wire;
    const { msg, suggestions, params } = wire.notFound;
    return { notFound: new NotFound(msg, { errorCode: 'product_not_found', params, suggestions }) };
  } catch {
    return undefined;
  }
}

const POLL_MS = 50;

/**
 * The shared level around one upstream question: a shared answer if there is one;
 * else, if another instance is already asking, its answer once it lands (polled for
 * up to `waitMs`); else ask, and share what came back. Failures are never shared.
 */
export async function throughShared<T>(
  shared: SharedAnswers,
  key: string,
  ask: () => Promise<Stored<T>>,
  { ttlMs, waitMs }: { ttlMs: number; waitMs: number },
): Promise<Stored<T>> {
  const hit = decodeStored<T>(await shared.get(key));
  if (hit) return hit;
  const claimed = await shared.claim(key, waitMs);
  if (!claimed) {
    for (let waited = 0; waited < waitMs; waited += POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const landed = decodeStored<T>(await shared.get(key));
      if (landed) return landed;
    }
  }
  try {
    const stored = await ask();
    await shared.set(key, encodeStored(stored), ttlMs);
    return stored;
  } finally {
    if (claimed) await shared.release(key);
  }
}
