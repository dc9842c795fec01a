/**
 * A scrubber for the upstream key: replaces it with `[redacted]` in any form an upstream may echo it
 * in, upper- or lower-cased alike. Raw, or with any of its characters written as a URL escape (`%2F`,
 * `%2f`, so both the `%20` and the `+` form of `Bearer <key>`), a URL escape escaped again (`%252F`), a
 * JSON escape (`\/`, `\u002F`) or an HTML character reference (`&#x2F;`, `&#47;`, `&sol;`); in hex; and
 * the base64 and base64url of the key or of its URL-encoded form (`Bearer%20<key>` encoded), at any of
 * the three byte alignments it may have inside a longer encoded text, themselves written in the same
 * escapes. `spans` finds where it is in a text (the concatenation of a body's strings: redactDeep).
 */
export interface KeyScrubber {
  (text: string): string;
  /** Where the key is in `text`, as [start, end) ranges in order. */
  spans(text: string): [number, number][];
}

export function keyScrubber(key: string | undefined): KeyScrubber {
  if (!key) return Object.assign((text: string) => text, { spans: () => [] });
  const encoded = [key, encodeURIComponent(key), lowerEscapes(encodeURIComponent(key))];
  const cores = [...new Set(encoded.flatMap(base64Cores))];
  const forms = [...[key, ...cores].map(anyEscapes), Buffer.from(key, 'utf8').toString('hex')];
  const pattern = new RegExp(forms.join('|'), 'gi');
  return Object.assign((text: string) => text.replace(pattern, '[redacted]'), {
    spans: (text: string) =>
      [...text.matchAll(pattern)].map((match): [number, number] => [
        match.index,
        match.index + match[0].length,
      ]),
  });
}

/** Below this length an encoded core could match ordinary text. */
const MIN_CORE = 8;

const lowerEscapes = (text: string) => text.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());

/**
 * The base64 characters that depend on the text's bytes alone, for each alignment
 * (0, 1 or 2 bytes before it in its group of three), in both alphabets.
 */
function base64Cores(text: string): string[] {
  const bytes = Buffer.from(text, 'utf8');
  const cores: string[] = [];
  for (let before = 0; before < 3; before++) {
    const encoded = Buffer.concat([Buffer.alloc(before), bytes])
      .toString('base64')
      .replace(/=+$/, '');
    const total = before + bytes.length;
    // The first characters also read the bytes before; the last one, unless the text ends a group, those after.
    const core = encoded.slice(Math.ceil((before * 8) / 6), total % 3 === 0 ? undefined : -1);
    if (core.length >= MIN_CORE) cores.push(core, core.replaceAll('+', '-').replaceAll('/', '_'));
  }
  return cores;
}

/** HTML's named references for the ASCII punctuation a key may hold. */
const NAMED_REFERENCES: Record<string, string> = {
  '!': 'excl',
  '"': 'quot',
  '#': 'num',
  $: 'dollar',
  '%': 'percnt',
  '&': 'amp',
  "'": 'apos',
  '(': 'lpar',
  ')': 'rpar',
  '*': 'ast',
  '+': 'plus',
  ',': 'comma',
  '.': 'period',
  '/': 'sol',
  ':': 'colon',
  ';': 'semi',
  '<': 'lt',
  '=': 'equals',
  '>': 'gt',
  '?': 'quest',
  '@': 'commat',
  '[': 'lsqb',
  '\\': 'bsol',
  ']': 'rsqb',
  '^': 'Hat',
  _: 'lowbar',
  '`': 'grave',
  '{': 'lcub',
  '|': 'vert',
  '}': 'rcub',
};

const hex2 = (code: number) => code.toString(16).padStart(2, '0');
const hex4 = (code: number) => code.toString(16).padStart(4, '0');

/**
 * A pattern (read case-insensitively) matching `text` with any of its characters written plainly,
 * URL-escaped (once or twice), JSON-escaped or as an HTML character reference.
 */
function anyEscapes(text: string): string {
  return [...text]
    .map((char) => {
      const bytes = [...Buffer.from(char, 'utf8')].map(hex2);
      const url = bytes.map((hex) => `%${hex}`).join('');
      const twice = bytes.map((hex) => `%25${hex}`).join('');
      const json = Array.from({ length: char.length }, (_, i) => `\\\\u${hex4(char.charCodeAt(i))}`).join('');
      const code = char.codePointAt(0)!;
      const html = [`&#x0*${code.toString(16)};?`, `&#0*${code};?`];
      if (NAMED_REFERENCES[char]) html.push(`&${NAMED_REFERENCES[char]};`);
      const plain = char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
      return `(?:${[plain, url, twice, json, ...html, ...(char === '/' ? ['\\\\/'] : [])].join('|')})`;
    })
    .join('');
}
