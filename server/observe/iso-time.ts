let second = Number.NaN;
let prefix = '';

/**
 * The log's `time` field as pino's isoTime writes it (`,"time":"2026-11-24T17:04:19.123Z"`), with
 * the date and time up to the second formatted once a second: Date#toISOString took ~0.7 µs a line.
 */
export function isoTime(now = Date.now()): string {
  const at = Math.floor(now / 1000);
  if (at !== second) {
    second = at;
    prefix = new Date(at * 1000).toISOString().slice(0, 20); // up to the "." before the milliseconds
  }
  return `,"time":"${prefix}${String(now - at * 1000).padStart(3, '0')}Z"`;
}
