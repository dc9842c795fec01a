import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

// Served by @hono/node-server, a request's Node objects are its `c.env` (its documented bindings):
// read and written there, a header costs no Fetch `Headers` object (each is built, validated and
// sorted again before Node writes it). In-process (`app.request()`), the Fetch objects are used.

const nodeOf = (c: Context): Partial<HttpBindings> | undefined => c.env as Partial<HttpBindings> | undefined;

/** A request header, as Fetch's `Headers#get` gives it (repeated values joined with ", "). */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const headers = nodeOf(c)?.incoming?.headers;
  if (!headers) return c.req.header(name);
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * Adds headers to the answer: on Node's response, which @hono/node-server's `writeHead` merges
 * with the answer's own; in-process, on the answer. Either way a header the answer already has wins.
 */
export function addAnswerHeaders(c: Context, headers: HeaderList) {
  const outgoing = nodeOf(c)?.outgoing;
  if (outgoing && !outgoing.headersSent) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return;
  }
  const answer = c.res.headers;
  for (const [name, value] of headers) if (!answer.has(name)) answer.set(name, value);
}

/** Adds one header on Node's response, where there is one not yet sent; whether it could. */
export function addNodeHeader(c: Context, name: string, value: string): boolean {
  const outgoing = nodeOf(c)?.outgoing;
  if (!outgoing || outgoing.headersSent) return false;
  outgoing.setHeader(name, value);
  return true;
}

/** Whether the client went away before its answer was sent. */
export function clientGone(c: Context): boolean {
  const outgoing = nodeOf(c)?.outgoing;
  return outgoing ? outgoing.destroyed && !outgoing.writableFinished : c.req.raw.signal.aborted;
}
