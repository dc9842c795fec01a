let second = Number.NaN;
let prefix = '';
let millisecond = Number.NaN;
let field = '';

/**
 * The log's `time` field as pino's isoTime writes it (`,"time":"2026-11-24T17:04:19.123Z"`), made
 * once a millisecond (a busy server writes several lines in one) from the date and time up to the
 * second, formatted once a second: Date#toISOString took ~0.7 µs a line.
 */
export function isoTime(now = Date.now()): string {
  if (now === millisecond) return field;
  const at = Math.floor(now / 1000);
  if (at !== second) {
    second = at;
    prefix = new Date(at * 1000).toISOString().slice(0, 20); // up to the "." before the milliseconds
  }
  millisecond = now;
  field = `,"time":"${prefix}${String(now - at * 1000).padStart(3, '0')}Z"`;
  return field;
}
