import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { ENCODING_LABELS, TEXT_ENCODINGS, type TextEncoding } from '../../../common/encoding-names';
import { detectEncoding, readsAs, strictDecoder } from '../../../common/text-encoding';
import { uploadError } from './upload-error';

/** How much of a text upload is read to tell its encoding (and that it is text at all). */
const PROBE_BYTES = 64 * 1024;

const unreadable = (format: string, tried: readonly TextEncoding[]) =>
  uploadError(
    'unreadable',
    'unreadable_encoding',
    `the file is not ${format} text in any encoding tried (${tried.map((e) => ENCODING_LABELS[e]).join(', ')})`,
    { format, tried: tried.map((encoding) => ENCODING_LABELS[encoding]).join(', ') },
  );

/**
 * The encoding a text upload is in: `forced` when the request names one (and its first 64 KiB read
 * in it), else the one detected (common/text-encoding.ts). A file with NUL bytes and no UTF-16 BOM
 * is binary (an image or a zip sent as CSV); one no encoding reads is refused naming those tried.
 */
export async function uploadEncoding(
  path: string,
  format: string,
  forced?: TextEncoding,
): Promise<TextEncoding> {
  const file = await open(path);
  let probe: Buffer;
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(PROBE_BYTES), 0, PROBE_BYTES, 0);
    probe = buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
  const encoding = forced ?? detectEncoding(probe);
  if (encoding && readsAs(probe, encoding)) return encoding;
  const utf16 = (probe[0] === 0xff && probe[1] === 0xfe) || (probe[0] === 0xfe && probe[1] === 0xff);
  if (!forced && !utf16 && probe.includes(0))
    throw uploadError('unreadable', 'not_a_table', `the file is not ${format} text (it holds binary data)`, {
      format,
    });
  throw unreadable(format, forced ? [forced] : TEXT_ENCODINGS);
}

/**
 * A text file's characters a piece at a time, decoded as they are read (a character split between
 * two reads is carried to the next): memory stays one read's worth, whatever the file's size. Bytes
 * the encoding cannot hold are refused, naming it; a BOM is dropped.
 */
export async function* decodedPieces(
  path: string,
  encoding: TextEncoding,
  format: string,
  highWaterMark = 64 * 1024,
): AsyncGenerator<string> {
  const file = createReadStream(path, { highWaterMark });
  const decoder = strictDecoder(encoding);
  const decode = (bytes?: Buffer) => {
    try {
      return decoder.decode(bytes, { stream: bytes !== undefined });
    } catch {
      throw unreadable(format, [encoding]);
    }
  };
  try {
    for await (const bytes of file as AsyncIterable<Buffer>) {
      const text = decode(bytes);
      if (text !== '') yield text;
    }
    const rest = decode();
    if (rest !== '') yield rest;
  } finally {
    file.destroy();
  }
}
