/** Above this many characters waiting, the batch is written at once rather than at the end of the turn. */
const MAX_WAITING = 64 * 1024;

/**
 * Lines gathered and handed to `sink` once per event-loop turn (setImmediate), in order, instead
 * of one write(2) per line: under load most of what the log cost was the write per request
 * (bench/observe-cost.ts). What waits is written before the process exits (`process.exit`, an
 * uncaught error, the end of the loop), so nothing logged is lost at exit.
 */
export function batchedWrite(sink: (text: string) => void): (text: string) => void {
  let waiting: string[] = [];
  let size = 0;
  let scheduled: NodeJS.Immediate | undefined;
  const flush = () => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = undefined;
    if (waiting.length === 0) return;
    const text = waiting.join('');
    waiting = [];
    size = 0;
    sink(text);
  };
  process.on('exit', flush);
  return (text) => {
    waiting.push(text);
    size += text.length;
    if (size >= MAX_WAITING) flush();
    else scheduled ??= setImmediate(flush);
  };
}
