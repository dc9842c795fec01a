import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswer } from './compress-answers';

// A streamed text answer (as a job's results.csv is) through the real node server: compressed as it
// streams, its first bytes sent before its last are made, never read whole.

const PIECES = 200;
const PIECE_BYTES = 64 * 1024;
let pulls = 0;
let base: string;
let close: () => void;

/** Text that compresses poorly, so the compressor has output to send early. */
function piece(seed: number): Uint8Array {
  const bytes = new Uint8Array(PIECE_BYTES);
  let state = seed + 1;
  for (let i = 0; i < bytes.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = 97 + ((state >>> 24) % 26);
  }
  return bytes;
}

beforeAll(async () => {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    await compressAnswer(c);
  });
  app.get('/api/results.csv', (c) => {
    let made = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls += 1;
          if (made === PIECES) return controller.close();
          controller.enqueue(piece(made++));
        },
      },
      { highWaterMark: 0 },
    );
    return c.body(body, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });
  await new Promise<void>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`;
      resolve();
    });
    close = () => server.close();
  });
});
afterAll(() => close());

const request = (encoding: string | undefined) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    const headers = encoding ? { 'Accept-Encoding': encoding } : undefined;
    httpGet(`${base}/api/results.csv`, { headers }, resolve).on('error', reject);
  });

const whole = async (answer: IncomingMessage) => {
  const pieces: Buffer[] = [];
  for await (const bytes of answer) pieces.push(bytes as Buffer);
  return Buffer.concat(pieces);
};

const expected = () => Buffer.concat(Array.from({ length: PIECES }, (_, i) => piece(i)));

describe('a streamed text answer', () => {
  it.each(['br', 'gzip'])(
    'is compressed (%s) as it streams: its first bytes come before most are made',
    async (encoding) => {
      pulls = 0;
      const answer = await request(encoding);
      expect(answer.headers['content-encoding']).toBe(encoding);
      const first = await new Promise<number>((resolve) => answer.once('data', () => resolve(pulls)));
      answer.destroy();
      expect(first).toBeLessThan(PIECES / 2);
    },
  );

  it.each(['br', 'gzip'])('decompresses (%s) to the identity answer', async (encoding) => {
    const answer = await request(encoding);
    const body = await whole(answer);
    const decoded = encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
    expect(decoded.equals(expected())).toBe(true);
  });

  it('without Accept-Encoding: streamed as it is, with Vary', async () => {
    pulls = 0;
    const answer = await request(undefined);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    const first = await new Promise<number>((resolve) => answer.once('data', () => resolve(pulls)));
    answer.destroy();
    expect(first).toBeLessThan(PIECES / 2);
  });
});
