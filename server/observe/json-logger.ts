import pino from 'pino';
import { batchedWrite } from './batched-write';
import { isoTime } from './iso-time';
import type { Logger } from './logger';

export interface JsonLoggerOptions {
  /** LOG_LEVEL: the least level written. */
  level: string;
  /** `npm run dev`: one readable line per event (time, level, message, fields) instead of JSON. */
  readable?: boolean;
  /** Where lines go: stdout by default, a turn's lines in one write, all of them before exit. */
  write?: (text: string) => void;
}

/** The server's log: one JSON object per line (pino), with `time`, `level`, `msg` and the event's fields. */
export function jsonLogger(options: JsonLoggerOptions): Logger {
  const write = options.write ?? batchedWrite((text) => process.stdout.write(text));
  const stream = { write: options.readable ? (text: string) => write(readable(text)) : write };
  const log = pino(
    {
      level: options.level,
      base: undefined, // no pid and hostname on every line
      timestamp: () => isoTime(),
      formatters: { level: (label) => ({ level: label }) },
    },
    stream,
  );
  return (line, fields, level = 'info') => log[level](fields ?? {}, line);
}

function readable(text: string): string {
  const { time, level, msg, ...fields } = JSON.parse(text) as Record<string, unknown>;
  const rest = Object.entries(fields).map(([name, value]) => ` ${name}=${String(value)}`);
  return `${String(time).slice(11, 23)} ${String(level).padEnd(5)} ${String(msg)}${rest.join('')}\n`;
}
