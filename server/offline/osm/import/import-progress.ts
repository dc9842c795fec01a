import type { ReadProgress } from './read-extract';

/** Where progress and the summary go: stderr, or a collector in tests. */
export type ProgressOut = { write(text: string): unknown; isTTY?: boolean };

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/** Seconds as 1m05s or 42s. */
export function describeSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/**
 * Progress of one extract: on a TTY one line rewritten in place (bytes and %, elements/s, ETA);
 * otherwise a plain line every 10 % so logs stay short.
 */
export class ImportProgress {
  private readonly started = performance.now();
  private lastDraw = 0;
  private lastDecile = -1;

  constructor(
    private readonly file: string,
    private readonly out: ProgressOut = process.stderr,
  ) {}

  get seconds(): number {
    return (performance.now() - this.started) / 1000;
  }

  /** The process's peak resident memory so far (the kernel's high-water mark), in bytes. */
  get peakRss(): number {
    return process.resourceUsage().maxRSS * 1024;
  }

  update({ bytesRead, totalBytes, elements }: ReadProgress): void {
    const now = performance.now();
    const fraction = totalBytes > 0 ? bytesRead / totalBytes : 0;
    const seconds = this.seconds;
    const rate = seconds > 0 ? Math.round(elements / seconds) : 0;
    const eta = fraction > 0 ? seconds / fraction - seconds : 0;
    const line =
      `${this.file}: ${mb(bytesRead)} of ${mb(totalBytes)} (${(fraction * 100).toFixed(0)} %), ` +
      `${elements.toLocaleString('en')} elements, ${rate.toLocaleString('en')}/s, ETA ${describeSeconds(eta)}`;
    if (this.out.isTTY) {
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
