import { analyse } from 'chardet';
import { TEXT_ENCODINGS, type TextEncoding } from './encoding-names';

/** The names `encoding=` accepts for each (case aside). */
const ALIASES: Record<string, TextEncoding> = {
  utf8: 'utf-8',
  'utf-16': 'utf-16le',
  gbk: 'gb18030',
  gb2312: 'gb18030',
  cp936: 'gb18030',
  'big5-hkscs': 'big5',
};

/** The encoding a name means (`GBK`, `utf8`, `UTF-16LE`…), or undefined for one no table is read in. */
export function encodingNamed(name: string): TextEncoding | undefined {
  const wanted = name.trim().toLowerCase();
  return (TEXT_ENCODINGS as readonly string[]).includes(wanted) ? (wanted as TextEncoding) : ALIASES[wanted];
}

const BOMS: [TextEncoding, number[]][] = [
  ['utf-8', [0xef, 0xbb, 0xbf]],
  ['utf-16le', [0xff, 0xfe]],
  ['utf-16be', [0xfe, 0xff]],
];

const bomOf = (bytes: Uint8Array) => BOMS.find(([, bom]) => bom.every((byte, i) => bytes[i] === byte))?.[0];

/**
 * Whether every byte pair is one Big5 can hold (a lead 0x81–0xFE, a trail 0x40–0x7E or 0xA1–0xFE):
 * Node's (ICU's) big5 decoder drops bytes it cannot read even when fatal, where Chromium's throws.
 */
function big5Shaped(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte < 0x80) continue;
    if (byte === 0x80 || byte === 0xff) return false;
    const trail = bytes[++i];
    if (trail === undefined) return true;
    if (!((trail >= 0x40 && trail <= 0x7e) || (trail >= 0xa1 && trail <= 0xfe))) return false;
  }
  return true;
}

/** Whether `bytes` (the start of a file: a character cut at its end is fine) is text in `encoding`. */
export function readsAs(bytes: Uint8Array, encoding: TextEncoding): boolean {
  if (encoding.startsWith('utf-16') && bomOf(bytes) !== encoding) return false;
  if (encoding === 'big5' && !big5Shaped(bytes)) return false;
  try {
    const text = new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream: true });
    // A NUL is binary data (an image or a zip sent as CSV), in any encoding.
    return !text.includes('\0');
  } catch {
    return false;
  }
}

/**
 * The encoding the start of a file is in: a BOM's, else UTF-8 when it reads as UTF-8, else GBK
 * (GB18030) or Big5 as chardet ranks them, the first that reads (GBK on a tie: the mainland's Excel).
 * Undefined when none reads the bytes: binary data, or an encoding not among TEXT_ENCODINGS.
 */
export function detectEncoding(bytes: Uint8Array): TextEncoding | undefined {
  const bom = bomOf(bytes);
  if (bom) return readsAs(bytes, bom) ? bom : undefined;
  if (readsAs(bytes, 'utf-8')) return 'utf-8';
  const matches = analyse(bytes);
  const confidence = (name: string) => matches.find((match) => match.name === name)?.confidence ?? 0;
  const ranked = [
    { encoding: 'gb18030' as const, score: confidence('GB18030') },
    { encoding: 'big5' as const, score: confidence('Big5') },
  ].sort((a, b) => b.score - a.score);
  return ranked.find(({ encoding }) => readsAs(bytes, encoding))?.encoding;
}

/** A decoder of `encoding` that drops a BOM and throws on bytes the encoding cannot hold. */
export const strictDecoder = (encoding: TextEncoding) => new TextDecoder(encoding, { fatal: true });
