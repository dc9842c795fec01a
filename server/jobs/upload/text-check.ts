import { open } from 'node:fs/promises';
import { uploadError } from './upload-error';

/** How much of a text upload is checked for being text before it is read as a table. */
const PROBE_BYTES = 64 * 1024;

/**
 * Refuses a file that is not UTF-8 text (a NUL byte, or bytes UTF-8 cannot hold, in its first 64 KiB):
 * an image or a zip sent as CSV becomes a 422 naming why, not a table of garbage.
 */
export async function checkUtf8Text(path: string, format: string): Promise<void> {
  const file = await open(path);
  let probe: Buffer;
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(PROBE_BYTES), 0, PROBE_BYTES, 0);
    probe = buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
  if (probe.includes(0))
    throw uploadError('unreadable', 'not_a_table', `the file is not ${format} text (it holds binary data)`, {
      format,
    });
  try {
    // `stream: true`: a character cut at the probe's end is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(probe, { stream: true });
  } catch {
    throw uploadError('unreadable', 'not_utf8', `the file is not UTF-8 text: save the ${format} as UTF-8`, {
      format,
    });
  }
}
