import { describe, expect, it } from 'vitest';
import { DownloadProgress } from './download-progress';

const MB = 1048576;
const capture = (isTTY: boolean) => {
  const writes: string[] = [];
  return { writes, out: { write: (text: string) => writes.push(text), isTTY } };
};

describe('DownloadProgress', () => {
  it('writes a plain line every 10 % when not on a terminal', () => {
    const { writes, out } = capture(false);
    const progress = new DownloadProgress('europe/monaco', out);
    for (let i = 0; i <= 100; i++) progress.update((i / 100) * 10 * MB, 10 * MB);
    progress.done();
    expect(writes).toHaveLength(11);
    expect(writes.every((w) => w.endsWith('\n') && !w.includes('\r') && !w.includes('['))).toBe(true);
    expect(writes[5]).toMatch(/^europe\/monaco: 5\.0 MB of 10\.0 MB \(50 %\), [\d.]+ MB\/s, ETA \d+s\n$/);
  });

  it('redraws one line with a bar on a terminal, the last state always drawn', () => {
    const { writes, out } = capture(true);
    const progress = new DownloadProgress('europe/monaco', out, 4 * MB);
    progress.update(5 * MB, 10 * MB);
    progress.update(7 * MB, 10 * MB);
    progress.update(10 * MB, 10 * MB);
    progress.done();
    expect(writes).toHaveLength(3);
    expect(writes[0]).toMatch(/^\r\[#{12}\.{12}\] europe\/monaco: 5\.0 MB of 10\.0 MB \(50 %\), .* ETA /);
    expect(writes[1]).toMatch(/^\r\[#{24}\] europe\/monaco: 10\.0 MB of 10\.0 MB \(100 %\), .*/);
    expect(writes[1]!.endsWith('\x1b[K')).toBe(true);
    expect(writes[2]).toBe('\n');
  });
});
