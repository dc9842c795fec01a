/// <reference lib="webworker" />
import { renderSVG } from 'uqr';
import type { WorkerReply } from '../../lib/run-worker';

// Draws the share link's QR code off the main thread: the encoder never loads on the page itself.
self.onmessage = ({ data: link }: MessageEvent<string>) => {
  try {
    const svg = renderSVG(link, { ecc: 'M', border: 1 });
    self.postMessage({ ok: true, value: svg } satisfies WorkerReply<string>);
  } catch (error) {
    self.postMessage({ ok: false, reason: String(error) } satisfies WorkerReply<string>);
  }
};
