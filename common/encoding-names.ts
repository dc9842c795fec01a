// The encodings a table may be in and their names, apart from detection (text-encoding.ts), so the
// batch view's main-thread chunk names them without carrying the detector.

/** The encodings a table's text may be in: what Excel and WPS save, in the order they are tried. */
export const TEXT_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'gb18030', 'big5'] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

/** What a person calls each one (GB18030 covers GBK and GB2312: Chinese Excel's "ANSI"). */
export const ENCODING_LABELS: Record<TextEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  gb18030: 'GBK',
  big5: 'Big5',
};
