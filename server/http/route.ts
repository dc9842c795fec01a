import type { Context, MiddlewareHandler } from 'hono';
import type { AnswerOf, ApiEntry, QueryOut } from '../../contract/endpoint';
import { endpointName, type Route } from './endpoints';
import type { AppEnv } from './http-env';
import { readParams, readRepeated } from './read-params';
import { sendValidated } from './send-validated';

/** What a handler answers: the entry's answer (checked against its schema, then sent as JSON), or a response it made. */
type Answer<E extends ApiEntry> = AnswerOf<E> | Response;

/** A call as its handler reads it. */
export interface CallOf<E extends ApiEntry> {
  /**
   * The query read with the entry's schemas (a 400 for a wrong or repeated parameter), when the
   * handler asks for it: a handler may refuse a call for another reason first (an unknown job's 404).
   */
  query(): QueryOut<E>;
}

export type Handler<E extends ApiEntry> = (
  c: Context<AppEnv, E['path']>,
  call: CallOf<E>,
) => Answer<E> | Promise<Answer<E>>;

/**
 * An endpoint's answer, typed by its entry: the handler is given the entry's query as the server reads
 * it and answers the entry's answer type, which is checked against the answer's schema before it is
 * sent (a break is our bug: a 500). `before` runs first (say, a body limit).
 */
export function route<E extends ApiEntry>(
  entry: E,
  handler: Handler<E>,
  before: MiddlewareHandler<AppEnv>[] = [],
): Route {
  // Without a promise when the handler answers without one (request-frame.ts sends that at once).
  const answer = (c: Context<AppEnv, E['path']>) => {
    let query: QueryOut<E> | undefined;
    const send = (result: Answer<E>) =>
      result instanceof Response || !entry.answer ? result : sendValidated(c, entry.answer, result);
    const result = handler(c, { query: () => (query ??= readQuery(c, entry)) });
    return result instanceof Promise ? result.then(send) : send(result);
  };
  return { endpoint: endpointName(entry), handlers: [...before, answer] as unknown as Route['handlers'] };
}

/** The parameters given once, then each repeated one (its values as a list, [] when absent). */
function readQuery<E extends ApiEntry>(c: Context, entry: E): QueryOut<E> {
  const given = c.req.queries(); // the query string read once, not once per parameter
  const query: Record<string, unknown> = entry.query ? readParams(c, entry.query, given) : {};
  for (const [name, schema] of Object.entries(entry.repeated ?? {}))
    query[name] = readRepeated(given[name], name, schema);
  return query as QueryOut<E>;
}
