/** How many rows were done at a moment (ms since epoch). */
export interface Sample {
  at: number;
  done: number;
}

const WINDOW_MS = 5000;

/** Rows per second over the last few seconds of samples (older ones are dropped from the array). */
export function rateOf(samples: Sample[], now: number): number {
  while (samples.length > 2 && samples[1]!.at < now - WINDOW_MS) samples.shift();
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < 200) return 0;
  return ((last.done - first.done) * 1000) / (last.at - first.at);
}

/** Seconds as "1 h 5 min", "3 min 20 s" or "12 s". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s >= 3600) return `${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min`;
  if (s >= 60) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${s} s`;
}
