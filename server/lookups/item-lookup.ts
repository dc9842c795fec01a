import { setTimeout as sleep } from 'node:timers/promises';
import { Busy, DomainError } from '../domain-errors';
import type { Logger } from '../observe/logger';

/**
 * How one item's lookup ended: its answer; a refusal (a domain error: the item's own failure, never
 * the whole batch's or job's); or a fault of ours, logged and never shown.
 */
export type ItemOutcome<R> =
  { ok: true; value: R } | { ok: false; refusal: unknown } | { ok: false; fault: true };
/** The outcome when faults are thrown on. */
export type Refusable<R> = { ok: true; value: R } | { ok: false; refusal: DomainError };

export interface ItemLookupOptions {
  signal: AbortSignal;
  /** Busy (a quota, the upstream's rate limit) is waited out and asked again: a job has time. */
  waitOutBusy?: boolean;
  /** Where a fault is logged and made the item's outcome; without it a fault is thrown on (a job's chunk is retried). */
  faults?: { logger: Logger; what: string };
  /** What else is a refusal besides a domain error (the web side's own refusals). */
  refusal?: (error: unknown) => boolean;
}

/** One item of a batch request or a job looked up, its failure made its outcome. */
export function lookUpItem<R>(
  ask: () => Promise<R>,
  options: Omit<ItemLookupOptions, 'faults'>,
): Promise<Refusable<R>>;
export function lookUpItem<R>(ask: () => Promise<R>, options: ItemLookupOptions): Promise<ItemOutcome<R>>;
export async function lookUpItem<R>(
  ask: () => Promise<R>,
  options: ItemLookupOptions,
): Promise<ItemOutcome<R>> {
  const { signal, faults } = options;
  for (;;) {
    try {
      return { ok: true, value: await ask() };
    } catch (error) {
      if (options.waitOutBusy && error instanceof Busy && !signal.aborted) {
        await sleep(Number(error.retryAfter ?? 1) * 1000, undefined, { signal });
        continue;
      }
      if (error instanceof DomainError || options.refusal?.(error)) return { ok: false, refusal: error };
      if (!faults) throw error;
      const message = error instanceof Error ? error.message : String(error);
      faults.logger(`${faults.what} failed: ${message}`, undefined, 'error');
      return { ok: false, fault: true };
    }
  }
}
