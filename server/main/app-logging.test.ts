import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { jsonLogger } from '../observe/json-logger';
import { signalOf, type Provider } from '../providers/provider';
import { testApp } from './test-app';

// Fault 7 (#14): log lines a client can forge, request ids it can choose, aborts that leave no trace.

/** An app writing the server's JSON log, and what it wrote. */
function jsonLogged(provider: Provider = testApp().provider) {
  const written: string[] = [];
  const logger = jsonLogger({ level: 'info', write: (text) => written.push(text) });
  return { app: createApp({ provider, apiKeys: [], logger }), text: () => written.join('') };
}

describe('log lines', () => {
  it('escape control characters, so a newline in the URL cannot forge a line', async () => {
    const { app, text } = jsonLogged();
    await app.request('/api/x%0AGET%20/api/health%20200%201.0ms%0D%1B[2J');
    const lines = text().split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    // eslint-disable-next-line no-control-regex -- no control character may reach the log
    expect(text().slice(0, -1)).not.toMatch(/[\u0000-\u001f\u007f]/);
    expect(JSON.parse(lines[0]!).msg).toContain('\\n');
  });

  it('escape control characters in an internal error message too', async () => {
    const provider: Provider = {
      ...testApp().provider,
      geoToAddress: () => Promise.reject(new Error('boom\nGET /forged 200')),
    };
    const { app, text } = jsonLogged(provider);
    expect((await app.request('/api/geoToAddress?lat=1&lng=2')).status).toBe(500);
    const events = text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string });
    expect(events).toHaveLength(2);
    expect(events.map((event) => event.msg).join('')).not.toContain('\n');
  });
});

describe('X-Request-Id', () => {
  it('keeps a short safe id the client sends', async () => {
    const { app } = testApp();
    const response = await app.request('/api/health', { headers: { 'x-request-id': 'trace-123_ABC' } });
    expect(response.headers.get('x-request-id')).toBe('trace-123_ABC');
  });

  it.each([['x'.repeat(65)], ['a b'], ['<script>'], ['id\u00e9']])(
    'replaces %j with its own',
    async (offered) => {
      const { app } = testApp();
      const response = await app.request('/api/health', { headers: { 'x-request-id': offered } });
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});

describe('a request the client aborts', () => {
  const lines: string[] = [];
  let url = '';
  let close = () => {};
  beforeAll(async () => {
    const provider: Provider = {
      ...testApp().provider,
      geoToAddress: (_params, given) => {
        const signal = signalOf(given);
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        );
      },
    };
    const app = createApp({ provider, apiKeys: [], logger: (line) => lines.push(line) });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('still leaves one log line, saying it was aborted', async () => {
    const controller = new AbortController();
    const asked = fetch(`${url}/api/geoToAddress?lat=1&lng=2`, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 200));
    controller.abort();
    await asked.catch(() => undefined);
    await expect
      .poll(() => lines.filter((line) => line.includes('/api/geoToAddress')), { timeout: 2000 })
      .toHaveLength(1);
    expect(lines.find((line) => line.includes('/api/geoToAddress'))).toMatch(/aborted/);
  });
});
