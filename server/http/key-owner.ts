import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { bearerKey } from './auth';

/**
 * Who owns a job when API keys are set: the key it was sent with, as a digest (the key itself is
 * never stored in a job). Its jobs' limits and row budget are the key's, and another key's job
 * answers 404. Without keys: undefined (the job is the client address's, and its id the only key).
 */
export function keyOwner(keys: readonly string[]): ((c: Context) => string | undefined) | undefined {
  if (keys.length === 0) return undefined;
  return (c) => {
    const key = bearerKey(c.req.header('authorization'));
    return key === undefined
      ? undefined
      : `key:${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;
  };
}
