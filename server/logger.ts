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

/** The logger with `change` applied to the message and to every string field it is given. */
export const loggerThrough =
  (logger: Logger, change: (text: string) => string): Logger =>
  (line, fields, level) => {
    let changed: LogFields | undefined;
    if (fields) {
      changed = {};
      for (const [name, value] of Object.entries(fields))
        changed[name] = typeof value === 'string' ? change(value) : value;
    }
    logger(change(line), changed, level);
  };

/** The logger with control characters escaped in everything it is given. */
export const safeLogger = (logger: Logger): Logger => loggerThrough(logger, escapeControls);
