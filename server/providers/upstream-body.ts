import { badGateway } from '../service-error';

/** The contract nests about five levels deep; an answer nested deeper than this is refused. */
export const MAX_UPSTREAM_DEPTH = 32;

/**
 * Parses an upstream body, refusing (502) one nested deeper than `maxDepth`: such a
 * value passes a lenient schema but overflows the stack when it is serialised again.
 * The depth is counted on the text, before `JSON.parse` builds anything.
 */
export function parseUpstreamJson(text: string, maxDepth = MAX_UPSTREAM_DEPTH): unknown {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > maxDepth) throw badGateway(`upstream answer nested deeper than ${maxDepth} levels`);
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badGateway('upstream answered malformed JSON');
  }
}

/**
 * Runs `scrub` (server/providers/key-scrub.ts) over every string of a parsed value (keys
 * too). Run after decoding, so JSON escapes (`\u002d`, `\/`) cannot hide the secret from it.
 */
export function redactDeep(value: unknown, scrub: (text: string) => string): unknown {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return scrub(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, inner]) => [scrub(key), walk(inner)]));
    }
    return node;
  };
  return walk(value);
}
