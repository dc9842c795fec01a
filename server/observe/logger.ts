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
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A line with every control character written as an escape: nothing logged can start a line of its own. */
export function escapeControls(line: string): string {
  return line.replace(
    CONTROL,
    (char) => NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

// What each logger made by loggerThrough wraps, so wrapping one again makes one pass, not two.
const throughs = new WeakMap<Logger, { inner: Logger; change: (text: string) => string }>();

/** The logger with `change` applied to the message and to every string field it is given. */
export function loggerThrough(logger: Logger, change: (text: string) => string): Logger {
  const wrapped = throughs.get(logger);
  // One copy of the fields per event, however many changes (the request log's escape and key scrub).
  const inner = wrapped?.inner ?? logger;
  const all = wrapped ? (text: string) => wrapped.change(change(text)) : change;
  const through: Logger = (line, fields, level) => {
    let changed: LogFields | undefined;
    if (fields) {
      changed = {};
      for (const name in fields) {
        const value = fields[name];
        changed[name] = typeof value === 'string' ? all(value) : value;
      }
    }
    inner(all(line), changed, level);
  };
  throughs.set(through, { inner, change: all });
  return through;
}

/** The logger with control characters escaped in everything it is given. */
export const safeLogger = (logger: Logger): Logger => loggerThrough(logger, escapeControls);
