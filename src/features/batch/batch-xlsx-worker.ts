/// <reference lib="webworker" />
import { writeXlsx } from './xlsx-write';

// Writes the XLSX export off the main thread (its library never loads on the page itself).

self.onmessage = async (event: MessageEvent<(string | number)[][]>) => {
  try {
    self.postMessage({ ok: true, blob: await writeXlsx(event.data) });
  } catch (error) {
    self.postMessage({ ok: false, reason: String(error) });
  }
};
