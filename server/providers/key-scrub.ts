/**
 * A scrubber for the upstream key: replaces it with `[redacted]` in any form an upstream
 * may echo it in. Raw, or with any of its characters written as a URL escape (`%2F`,
 * `%2f`, and so both the `%20` and the `+` form of `Bearer <key>`, which hold the key
 * itself), a JSON escape (`\/`, `\u002F`); and its base64 and base64url, at any of the
 * three byte alignments it may have inside a longer encoded text, themselves written in
 * the same escapes. `Bearer <key>` holds the key, so it is covered too.
 */
export function keyScrubber(key: string | undefined): (text: string) => string {
  if (!key) return (text) => text;
  const forms = [key, ...base64Cores(key)].map(anyEscapes);
  const pattern = new RegExp(forms.join('|'), 'g');
  return (text) => text.replace(pattern, '[redacted]');
}

/** Below this length an encoded core could match ordinary text. */
const MIN_CORE = 8;

/**
 * The base64 characters that depend on the key's bytes alone, for each alignment
 * (0, 1 or 2 bytes before it in its group of three), in both alphabets.
 */
function base64Cores(key: string): string[] {
  const bytes = Buffer.from(key, 'utf8');
  const cores: string[] = [];
  for (let before = 0; before < 3; before++) {
    const encoded = Buffer.concat([Buffer.alloc(before), bytes])
      .toString('base64')
      .replace(/=+$/, '');
    const total = before + bytes.length;
    // The first characters also read the bytes before; the last one, unless the key ends a group, those after.
    const core = encoded.slice(Math.ceil((before * 8) / 6), total % 3 === 0 ? undefined : -1);
    if (core.length >= MIN_CORE) cores.push(core, core.replaceAll('+', '-').replaceAll('/', '_'));
  }
  return cores;
}

const hexPattern = (hex: string) =>
  [...hex].map((digit) => (/\d/.test(digit) ? digit : `[${digit.toLowerCase()}${digit}]`)).join('');
const hex2 = (code: number) => code.toString(16).toUpperCase().padStart(2, '0');
const hex4 = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** A pattern matching `text` with any of its characters written plainly, URL-escaped or JSON-escaped. */
function anyEscapes(text: string): string {
  return [...text]
    .map((char) => {
      const utf8 = [...Buffer.from(char, 'utf8')].map((byte) => `%${hexPattern(hex2(byte))}`).join('');
      const json = Array.from(
        { length: char.length },
        (_, i) => `\\\\u${hexPattern(hex4(char.charCodeAt(i)))}`,
      ).join('');
      const plain = char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
      return `(?:${plain}|${utf8}|${json}${char === '/' ? '|\\\\/' : ''})`;
    })
    .join('');
}
