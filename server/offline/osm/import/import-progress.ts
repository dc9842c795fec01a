import type { ReadProgress } from './read-extract';

/** Where progress and the summary go: stderr, or a collector in tests. */
export type ProgressOut = { write(text: string): unknown; isTTY?: boolean };

export const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/** Seconds as 1m05s or 42s. */
export function describeSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/**
 * One progress line: on a TTY rewritten in place (at most every 200 ms, and at the end); otherwise
 * a plain line every 10 % so logs stay short.
 */
export class ProgressLine {
  private lastDraw = 0;
  private lastDecile = -1;

  constructor(private readonly out: ProgressOut) {}

  draw(line: string, fraction: number): void {
    if (this.out.isTTY) {
      const now = performance.now();
      if (now - this.lastDraw < 200 && fraction < 1) return;
      this.lastDraw = now;
      this.out.write(`\r${line}\x1b[K`);
      return;
    }
    const decile = Math.floor(fraction * 10);
    if (decile === this.lastDecile) return;
    this.lastDecile = decile;
    this.out.write(`${line}\n`);
  }

  done(): void {
    if (this.out.isTTY) this.out.write('\n');
  }
}

/**
 * Progress of one extract: on a TTY one line rewritten in place (bytes and %, elements/s, ETA);
 * otherwise a plain line every 10 % so logs stay short.
 */
export class ImportProgress {
  private readonly started = performance.now();
  private readonly line: ProgressLine;

  constructor(
    private readonly file: string,
    out: ProgressOut = process.stderr,
  ) {
    this.line = new ProgressLine(out);
  }

  get seconds(): number {
    return (performance.now() - this.started) / 1000;
  }

  /** The process's peak resident memory so far (the kernel's high-water mark), in bytes. */
  get peakRss(): number {
    return process.resourceUsage().maxRSS * 1024;
  }

  update({ bytesRead, totalBytes, elements }: ReadProgress): void {
    const fraction = totalBytes > 0 ? bytesRead / totalBytes : 0;
    const seconds = this.seconds;
    const rate = seconds > 0 ? Math.round(elements / seconds) : 0;
    const eta = fraction > 0 ? seconds / fraction - seconds : 0;
    const line =
      `${this.file}: ${mb(bytesRead)} of ${mb(totalBytes)} (${(fraction * 100).toFixed(0)} %), ` +
      `${elements.toLocaleString('en')} elements, ${rate.toLocaleString('en')}/s, ETA ${describeSeconds(eta)}`;
    this.line.draw(line, fraction);
  }

  done(): void {
    this.line.done();
  }
}
