/** A log event's fields beside its message: flat, so each string can be escaped and scrubbed. */
export type LogFields = Record<string, string | number | undefined>;

export type LogLevel = 'error' | 'warn' | 'info' | 'debug';

/**
 * One event: a message, and for the JSON log (json-logger.ts) its fields and level (info unless
 * said). Injected so tests can read what would be logged.
 */
export type Logger = (line: string, fields?: LogFields, level?: LogLevel) => void;

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex -- the same, to test for one (most lines have none)
const HAS_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A line with every control character written as an escape: nothing logged can start a line of its own. */
export function escapeControls(line: string): string {
  if (!HAS_CONTROL.test(line)) return line;
  return line.replace(
    CONTROL,
    (char) => NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

// The loggers safeLogger made: handed one again (createApp, shared state), it is used as it is.
const safe = new WeakSet<Logger>();

/**
 * The logger every part of the server logs through, built once by the composition root
 * (compose.ts): in the message and every string field, control characters escaped, then
 * `scrub` applied (the upstream key), in one pass; the fields are copied only when one changes.
 * A logger this made comes back as it is, so nothing is wrapped twice.
 */
export function safeLogger(sink: Logger, scrub?: (text: string) => string): Logger {
  if (safe.has(sink)) {
    if (scrub) throw new Error('the logger is already built: scrub where it is made');
    return sink;
  }
  const change = scrub ? (text: string) => scrub(escapeControls(text)) : escapeControls;
  const logger: Logger = (line, fields, level) => {
    // Copied only when a field changes: most events have nothing to escape or scrub.
    let safeFields = fields;
    for (const name in fields) {
      const value = fields[name];
      if (typeof value !== 'string') continue;
      const changed = change(value);
      if (changed === value) continue;
      safeFields = safeFields === fields ? { ...fields } : safeFields!;
      safeFields[name] = changed;
    }
    sink(change(line), safeFields, level);
  };
  safe.add(logger);
  return logger;
}
