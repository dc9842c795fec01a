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

type DurationKey = 'batch.duration.hours' | 'batch.duration.minutes' | 'batch.duration.seconds';

/** Seconds in the UI's words: "1 小时 5 分钟" / "1 h 5 min", "3 分 20 秒" / "3 min 20 s", "12 秒" / "12 s". */
export function formatDuration(
  seconds: number,
  t: (key: DurationKey, vars: Record<string, number>) => string,
): string {
  const s = Math.max(0, Math.round(seconds));
  const minutes = Math.round(s / 60);
  if (s >= 3600) return t('batch.duration.hours', { h: Math.floor(minutes / 60), min: minutes % 60 });
  if (s >= 60) return t('batch.duration.minutes', { min: Math.floor(s / 60), s: s % 60 });
  return t('batch.duration.seconds', { s });
}
