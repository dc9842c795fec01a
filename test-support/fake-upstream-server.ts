import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { upstreamCigaretteAnswer, upstreamGeocodeAnswer } from './fixtures/upstream-geocode';

/**
 * A stand-in for the third-party service, started by the tests themselves.
 * By default it answers well-formed bodies; a scenario makes an endpoint fail:
 *   {status, body?, rawBody?, delayMs?, headers?}; for names, `notFound` answers 404 (with
 *   suggestions) for the names it lists, `records` changes fields of the names it lists, and the
 *   rest get the usual record.
 * Control: POST /__scenario {geo?: Scenario, cig?: Scenario}, POST /__reset,
 * GET /__requests (what arrived, headers included).
 */
export interface Scenario {
  status?: number;
  body?: unknown;
  rawBody?: string;
  delayMs?: number;
  headers?: Record<string, string>;
  /** Names the fake has no record of (cigaretteDetails), each with the suggestions its 404 carries. */
  notFound?: Record<string, string[]>;
  /** Fields that differ by name (cigaretteDetails), laid over the usual record: cards to compare. */
  records?: Record<string, Record<string, unknown>>;
}

export interface ReceivedRequest {
  path: string;
  query: Record<string, string>;
  authorization?: string;
  /** When it arrived (ms since the epoch). */
  at: number;
}

export interface FakeUpstream {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  scenarios: { geo?: Scenario; cig?: Scenario };
  close(): Promise<void>;
}

export async function startFakeUpstream(port = 0, prefix = '/prefix'): Promise<FakeUpstream> {
  const state: Pick<FakeUpstream, 'requests' | 'scenarios'> = { requests: [], scenarios: {} };

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/__health') return send(res, 200, { ok: true });
    if (url.pathname === '/__requests') return send(res, 200, state.requests);
    if (url.pathname === '/__reset') {
      state.requests.length = 0;
      state.scenarios = {};
      return send(res, 200, { ok: true });
    }
    if (url.pathname === '/__scenario') {
      state.scenarios = JSON.parse(await readBody(req)) as FakeUpstream['scenarios'];
      return send(res, 200, { ok: true });
    }

    const query = Object.fromEntries(url.searchParams);
    state.requests.push({
      path: url.pathname,
      query,
      authorization: req.headers.authorization,
      at: Date.now(),
    });
    const endpoint =
      url.pathname === `${prefix}/api/geoToAddress`
        ? 'geo'
        : url.pathname === `${prefix}/api/cigaretteDetails`
          ? 'cig'
          : undefined;
    if (!endpoint) return send(res, 404, { code: 404, msg: 'fake upstream: no such path' });

    const scenario = state.scenarios[endpoint];
    if (scenario?.delayMs) await new Promise((r) => setTimeout(r, scenario.delayMs));
    if (res.destroyed) return;
    if (scenario?.rawBody !== undefined) {
      res.writeHead(scenario.status ?? 200, { 'content-type': 'application/json', ...scenario.headers });
      return res.end(scenario.rawBody);
    }
    if (scenario?.status || scenario?.body) {
      return send(
        res,
        scenario.status ?? 200,
        scenario.body ?? { code: scenario.status, msg: 'fake failure' },
        scenario.headers,
      );
    }
    const suggestions = endpoint === 'cig' ? scenario?.notFound?.[query.name ?? ''] : undefined;
    if (suggestions) return send(res, 404, { code: 404, msg: `no product named ${query.name}`, suggestions });
    const answer =
      endpoint === 'geo'
        ? upstreamGeocodeAnswer(Number(query.lat), Number(query.lng), query.poi === '1')
        : { ...upstreamCigaretteAnswer(query.name ?? ''), ...scenario?.records?.[query.name ?? ''] };
    return send(res, 200, answer);
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}${prefix}`,
    port: actualPort,
    get requests() {
      return state.requests;
    },
    get scenarios() {
      return state.scenarios;
    },
    set scenarios(next) {
      state.scenarios = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}
