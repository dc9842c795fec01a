import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** A JOBS_CALLBACK_SECRET for tests: whsec_ and the base64 of 24 bytes. */
export const TEST_CALLBACK_SECRET = `whsec_${Buffer.from('a test key of 24 bytes!!').toString('base64')}`;

/**
 * Whether a callback's headers sign its body with `secret`, as docs/jobs.md tells a receiver to check
 * (Standard Webhooks v1), and its time is within five minutes of now.
 */
export function verifiesWebhook(headers: IncomingHttpHeaders, body: string, secret: string): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
  return (
    fresh &&
    String(headers['webhook-signature'] ?? '')
      .split(' ')
      .some((entry) => {
        const given = Buffer.from(entry.replace(/^v1,/, ''), 'base64');
        return (
          entry.startsWith('v1,') && given.length === expected.length && timingSafeEqual(given, expected)
        );
      })
  );
}
