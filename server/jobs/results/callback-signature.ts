import { createHmac, randomUUID } from 'node:crypto';

/** A delivery's id: the same on every retry of it, so a receiver can drop one it has seen. */
export const deliveryId = () => `msg_${randomUUID()}`;

/**
 * The Standard Webhooks headers of one attempt (https://www.standardwebhooks.com): its id, the time
 * (Unix seconds) and `v1,` + base64(HMAC-SHA256(key, `${id}.${timestamp}.${body}`)), the key being
 * the base64 after JOBS_CALLBACK_SECRET's `whsec_`. A receiver can tell the server's POST from
 * anyone's, and refuse an old one replayed.
 */
export function signedHeaders(secret: string, id: string, body: string, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
