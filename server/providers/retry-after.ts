// An upstream's Retry-After: what is passed on, and how long every call waits.

/** Retry-After is passed on only as what it may be: delay seconds or an HTTP date. */
export function readRetryAfter(value: string | null): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\d{1,9}$/.test(trimmed)) return trimmed;
  const httpDate = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;
  return httpDate.test(trimmed) && !Number.isNaN(Date.parse(trimmed)) ? trimmed : undefined;
}

/** How long an upstream 429 stops every call: its Retry-After, else one second. */
export function pauseSeconds(retryAfter: string | undefined): number {
  if (!retryAfter) return 1;
  const seconds = /^\d+$/.test(retryAfter)
    ? Number(retryAfter)
    : (Date.parse(retryAfter) - Date.now()) / 1000;
  return Math.min(3600, Math.max(1, seconds));
}
