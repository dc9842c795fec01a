import { describeSeconds, mb, ProgressLine, type ProgressOut } from './import-progress';

const BAR = 24;

/** A download's progress: bytes, rate and ETA, behind a bar on a terminal (plain lines otherwise). */
export class DownloadProgress {
  private readonly started = performance.now();
  private readonly line: ProgressLine;

  constructor(
    private readonly name: string,
    private readonly out: ProgressOut,
    /** Bytes already on disk when this attempt began (a resumed download): not counted in the rate. */
    private readonly resumedFrom = 0,
  ) {
    this.line = new ProgressLine(out);
  }

  update(bytes: number, total: number): void {
    const seconds = (performance.now() - this.started) / 1000;
    const rate = seconds > 0 ? (bytes - this.resumedFrom) / seconds : 0;
    const fraction = total > 0 ? Math.min(1, bytes / total) : 0;
    const eta = rate > 0 && total > 0 ? (total - bytes) / rate : 0;
    const size = total > 0 ? `${mb(bytes)} of ${mb(total)} (${(fraction * 100).toFixed(0)} %)` : mb(bytes);
    const text = `${this.name}: ${size}, ${mb(rate)}/s, ETA ${describeSeconds(eta)}`;
    const filled = Math.round(fraction * BAR);
    this.line.draw(
      this.out.isTTY ? `[${'#'.repeat(filled)}${'.'.repeat(BAR - filled)}] ${text}` : text,
      fraction,
    );
  }

  done(): void {
    this.line.done();
  }
}
