/** Above this many characters waiting, the batch is written at once rather than after the wait. */
const MAX_WAITING = 64 * 1024;
/** How long a line may wait for others: once a turn was still about one write(2) a request under load. */
export const MAX_WAIT_MS = 20;

/**
 * Lines gathered and handed to `sink` at most MAX_WAIT_MS after the first of them, in order,
 * instead of one write(2) per line: under load most of what the log cost was the write per request
 * (bench/observe-cost.ts). What waits is written before the process exits (`process.exit`, an
 * uncaught error, the end of the loop), so nothing logged is lost at exit.
 */
export function batchedWrite(sink: (text: string) => void): (text: string) => void {
  let waiting: string[] = [];
  let size = 0;
  let scheduled: NodeJS.Timeout | undefined;
  const flush = () => {
    if (scheduled) clearTimeout(scheduled);
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
    else scheduled ??= setTimeout(flush, MAX_WAIT_MS).unref();
  };
}
