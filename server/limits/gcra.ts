import { LRUCache } from 'lru-cache';

/**
 * One step of the generic cell rate algorithm (a token bucket kept as one number:
 * the theoretical arrival time, TAT, of the next request). Both the per-client rate
 * limit and the upstream quota are GCRA steps, in process or in Redis.
 */
interface GcraStep {
  /** Time this takes from the budget, in ms (cost × the interval between two units). */
  incrementMs: number;
  /** How far ahead of now the TAT may run and still go at once (burst × interval). */
  burstMs: number;
  /** How long a caller may wait for its turn beyond the burst; 0 = answer at once. */
  maxDelayMs: number;
  /**
   * The TAT is at least this far ahead of now: turns this instance already handed out
   * elsewhere (from the in-process fallback while Redis was away, or from a Redis that
   * restarted empty) are not handed out twice.
   */
  floorAheadMs?: number;
}

/** Allowed after `delayMs` (0: now), or refused until `retryAfterMs` from now. */
type GcraResult = { ok: true; delayMs: number } | { ok: false; retryAfterMs: number };

export interface GcraStore {
  take(key: string, step: GcraStep): Promise<GcraResult>;
  /** Nothing goes before `ms` from now (an upstream 429's Retry-After). */
  pause(key: string, ms: number): Promise<void>;
}

/** The GCRA arithmetic, shared by the in-process store and (as Lua) by Redis. */
export function gcra(tat: number, now: number, step: GcraStep): { result: GcraResult; tat?: number } {
  const next = Math.max(tat, now + Math.max(0, step.floorAheadMs ?? 0)) + step.incrementMs;
  const ahead = next - now;
  if (ahead > step.burstMs + step.maxDelayMs) {
    return { result: { ok: false, retryAfterMs: ahead - step.burstMs - step.maxDelayMs } };
  }
  return { result: { ok: true, delayMs: Math.max(0, ahead - step.burstMs) }, tat: next };
}

/** In-process TATs in a bounded LRU (many clients cannot exhaust memory). */
export function memoryGcraStore(options: { maxKeys?: number; now?: () => number } = {}): GcraStore {
  const now = options.now ?? Date.now;
  const tats = new LRUCache<string, number>({ max: options.maxKeys ?? 10_000 });
  return {
    async take(key, step) {
      const time = now();
      const { result, tat } = gcra(tats.get(key) ?? time, time, step);
      if (tat !== undefined) tats.set(key, tat);
      return result;
    },
    async pause(key, ms) {
      tats.set(key, Math.max(tats.get(key) ?? 0, now() + ms));
    },
  };
}
