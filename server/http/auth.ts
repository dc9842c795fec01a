import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-error';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * With API_KEYS set, a caller must send `Authorization: Bearer <one of them>`; with none
 * set the server is open. The offered key is compared with every key as SHA-256 digests
 * (equal lengths, constant time), so the time taken tells neither a key nor its length.
 */
export function requireApiKey(keys: readonly string[]): MiddlewareHandler {
  const check = bearerCheck(keys);
  return async (c, next) => {
    if (keys.length === 0) return next();
    const offered = check(c.req.header('authorization'));
    if (offered === 'missing')
      throw new HttpError(401, 'missing API key: send Authorization: Bearer <key>', {
        errorCode: 'key_required',
      });
    if (offered === 'wrong') throw new HttpError(401, 'invalid API key', { errorCode: 'key_invalid' });
    return next();
  };
}

/** The key an Authorization header offers (`Bearer <key>`), or undefined. */
export const bearerKey = (header: string | undefined) => /^Bearer\s+(.+)$/i.exec((header ?? '').trim())?.[1];

/** Whether an Authorization header carries `Bearer <one of keys>`, compared as above. */
export function bearerCheck(keys: readonly string[]) {
  const accepted = keys.map(digest);
  return (header: string | undefined): 'ok' | 'missing' | 'wrong' => {
    const key = bearerKey(header);
    if (key === undefined) return 'missing';
    const offered = digest(key);
    let known = false;
    for (const key of accepted) known = timingSafeEqual(key, offered) || known;
    return known ? 'ok' : 'wrong';
  };
}
