import type { z } from 'zod/mini';

type Schema = z.core.$ZodType;

/**
 * An endpoint as both sides read it: method and path (`:name` marks a path parameter), and the
 * schemas of what goes in and what comes back. The server reads a call's query (and body) with them
 * and checks its answer against `answer`; the client's `call` writes the query and parses the
 * answer with the same ones, so a change of shape is a type error on both sides.
 */
export interface ApiEntry {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** The query string's parameters given at most once, as the server reads them (values arrive as text). */
  query?: z.ZodMiniObject;
  /** Parameters that may repeat (any of the values matches), each read as a list of its values. */
  repeated?: Record<string, Schema>;
  /** The JSON body, as the server reads it. */
  body?: Schema;
  /** The JSON answer the server sends and the client parses; none when the answer is not JSON to parse. */
  answer?: Schema;
}

/** Declares an endpoint; its literal type keeps every schema, so both sides can infer from it. */
export const endpoint = <const E extends ApiEntry>(entry: E): E => entry;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of an entry's `:name` path parameters. */
export type PathParams<E extends ApiEntry> = { [Name in ParamNames<E['path']>]: string | number };

type Repeated<E extends ApiEntry, Io extends 'in' | 'out'> = E extends { repeated: infer R }
  ? { [K in keyof R]: R[K] extends Schema ? (Io extends 'in' ? string[] : z.output<R[K]>) : never }
  : unknown;

/** The query as a caller writes it: each parameter as its text (zod's input), the repeated ones as lists. */
export type QueryIn<E extends ApiEntry> = (E extends { query: infer Q extends Schema }
  ? z.input<Q>
  : unknown) &
  Partial<Repeated<E, 'in'>>;

/** The query as the server has read it (zod's output). */
export type QueryOut<E extends ApiEntry> = (E extends { query: infer Q extends Schema }
  ? z.output<Q>
  : unknown) &
  Repeated<E, 'out'>;

/** The body as a caller sends it. */
export type BodyIn<E extends ApiEntry> = E extends { body: infer B extends Schema } ? z.input<B> : never;

/** The answer as the server sends it and the client has parsed it. */
export type AnswerOf<E extends ApiEntry> = E extends { answer: infer A extends Schema } ? z.output<A> : never;

/** What a call of the entry is given: its path parameters and its query, by name. */
export type CallParams<E extends ApiEntry> = PathParams<E> & QueryIn<E>;

/**
 * A call's query string (`?…`, or '' when empty): each given value in the params' order, a list as
 * that parameter repeated. Path parameters are the path's, not the query's.
 */
export function searchOf(params: Record<string, unknown>, pathNames: readonly string[] = []): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || pathNames.includes(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
