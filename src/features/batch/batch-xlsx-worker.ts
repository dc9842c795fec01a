/// <reference lib="webworker" />
import type { WorkerReply } from './run-worker';
import { writeXlsx } from './xlsx-write';

// Writes the XLSX export off the main thread (its library never loads on the page itself).

self.onmessage = async (event: MessageEvent<(string | number)[][]>) => {
  let reply: WorkerReply<Blob>;
  try {
    reply = { ok: true, value: await writeXlsx(event.data) };
  } catch (error) {
    reply = { ok: false, reason: String(error) };
  }
  self.postMessage(reply);
};
