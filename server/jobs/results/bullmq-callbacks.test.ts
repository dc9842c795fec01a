import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedis, type TestRedis } from '../../../test-support/redis-server';
import { TEST_CALLBACK_SECRET, verifiesWebhook } from '../../../test-support/webhook-check';
import { bullmqCallbacks } from './bullmq-callbacks';
import type { CallbackSender } from './job-callback';

// Job callbacks on BullMQ with a real redis-server: retried after a failing answer, and taken up
// by another process when the one sending dies mid-send (kill -9), delivered once either way.

let redis: TestRedis;
let receiver: Server;
let url: string;
/** How the receiver answers each request it gets, in order; past the list, 200. */
let answers: ((response: ServerResponse) => void)[] = [];
const received: { body: unknown; id: unknown; signed: boolean }[] = [];
const senders: CallbackSender[] = [];

beforeAll(async () => {
  redis = await startRedis();
  receiver = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({
        body: JSON.parse(text),
        id: request.headers['webhook-id'],
        signed: verifiesWebhook(request.headers, text, TEST_CALLBACK_SECRET),
      });
      (answers[received.length - 1] ?? ((ok) => ok.writeHead(200).end()))(response);
    });
  });
  await new Promise<void>((listening) => receiver.listen(0, '127.0.0.1', listening));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
}, 60_000);
afterAll(async () => {
  await Promise.all(senders.map((sender) => sender.close()));
  receiver?.closeAllConnections();
  receiver?.close();
  await redis?.stop();
});

const sender = async () => {
  const made = await bullmqCallbacks({
    url: redis.url,
    stallMs: 1000,
    logger: () => {},
    secret: TEST_CALLBACK_SECRET,
  });
  senders.push(made);
  return made;
};

describe('job callbacks on BullMQ', () => {
  it('are signed, retried after a failing answer (the same webhook-id) and delivered once', async () => {
    received.length = 0;
    answers = [(response) => response.writeHead(503).end()];
    await (await sender()).send(url, { code: 200, data: { id: 'a' } });
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 15_000, interval: 50 });
    expect(received.map(({ body }) => body)).toEqual([
      { code: 200, data: { id: 'a' } },
      { code: 200, data: { id: 'a' } },
    ]);
    expect(received.every(({ signed }) => signed)).toBe(true);
    expect(received[0]!.id).toMatch(/^msg_/);
    expect(received[1]!.id).toBe(received[0]!.id);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // nothing more comes
    expect(received).toHaveLength(2);
  }, 30_000);

  it('are taken up by another process when the one sending is killed mid-send', async () => {
    await Promise.all(senders.splice(0).map((made) => made.close()));
    received.length = 0;
    answers = [() => {}]; // the first request is never answered: the sender is killed holding it
    const child = spawn(process.execPath, ['--import', 'tsx', 'test-support/callback-sender.ts'], {
      env: { ...process.env, REDIS_URL: redis.url, CALLBACK_URL: url, STALL_MS: '1000' },
      stdio: 'ignore',
    });
    const exited = new Promise((done) => child.once('exit', done));
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 30_000, interval: 50 });
    child.kill('SIGKILL');
    await exited;
    await sender(); // another process, started after: it takes the callback up once its hold lapses
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 15_000, interval: 50 });
    expect(received[1]!.body).toEqual({ code: 200, msg: 'ok', data: { id: 'job-1' } });
  }, 60_000);
});
