/** One line per event. Injected so tests can read what would be logged. */
export type Logger = (line: string) => void;

export const consoleLogger: Logger = (line) => console.log(line);

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

/** The logger with control characters escaped in everything it is given. */
export const safeLogger =
  (logger: Logger): Logger =>
  (line) =>
    logger(escapeControls(line));
