import { z } from 'zod/mini';
import { apiPath, pathNames } from '../../contract/api-path';
import {
  searchOf,
  type AnswerOf,
  type ApiEntry,
  type BodyIn,
  type CallParams,
} from '../../contract/endpoint';
import type { ErrorParams } from '../../contract/error-codes';
import { errorBodySchema } from '../../contract/error-schema';
import { describeIssues } from '../../contract/tolerant';

/**
 * What went wrong, as kept and worded in the UI's language: the status (0 when the network failed),
 * and the server's error code with the values it names (contract/error-codes.ts), if it sent one.
 */
export interface Failure {
  status: number;
  errorCode?: string;
  params?: ErrorParams;
}

/** A failed API call: HTTP status (0 when the network failed), the server's msg (English), and what came with it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: {
      requestId?: string;
      suggestions?: string[];
      retryAfterS?: number;
      errorCode?: string;
      params?: ErrorParams;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestSettings {
  /** '' means this server (same origin). */
  baseUrl: string;
  apiKey?: string;
}

let settings: RequestSettings = { baseUrl: '' };

/** Set by the settings feature; read by every call. */
export function setRequestSettings(next: RequestSettings) {
  settings = next;
}

/** What a call is given: its path parameters and query by name, and its JSON `body` when the entry takes one. */
export type Params<E extends ApiEntry> = CallParams<E> &
  (E extends { body: object } ? { body: BodyIn<E> } : unknown);

export interface CallOptions<E extends ApiEntry> {
  signal?: AbortSignal;
  /** A file sent as the body as it is, with the type that names its format (a job's upload). */
  upload?: { file: Blob; contentType: string };
  /** Parses with this schema rather than the entry's: one of the same type that keeps fewer fields (the batch view's). */
  readAs?: z.ZodMiniType<AnswerOf<E>>;
}

/**
 * Calls an endpoint of the contract (an entry beside its answer's schema) and parses the answer with
 * the entry's schema: the parameters' and the answer's types are the entry's, and a component never
 * sees unparsed JSON.
 */
export async function call<E extends ApiEntry & { answer: object }>(
  entry: E,
  params: Params<E>,
  options: CallOptions<E> = {},
): Promise<AnswerOf<E>> {
  const response = await send(entry, params, options);
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = z.safeParse((options.readAs ?? entry.answer) as z.ZodMiniType<AnswerOf<E>>, body);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      `the answer does not match the contract: ${describeIssues(parsed.error)}`,
    );
  }
  return parsed.data;
}

/**
 * Sends a call with the settings' base URL and key; a non-2xx answer throws its ApiError. For an
 * answer that is not JSON to parse (a download, a 204), `call` reads the rest.
 */
export async function send<E extends ApiEntry>(
  entry: E,
  params: Params<E>,
  { signal, upload }: Pick<CallOptions<E>, 'signal' | 'upload'> = {},
) {
  const { body: json, ...named } = params as Record<string, unknown>;
  const base = settings.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  const body = upload ? upload.file : json === undefined ? undefined : JSON.stringify(json);
  if (body !== undefined) headers['content-type'] = upload ? upload.contentType : 'application/json';
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;

  const url = `${base}${apiPath(entry, named)}${searchOf(named, pathNames(entry))}`;
  let response: Response;
  try {
    response = await fetch(url, { method: entry.method, body, headers, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network error: the server could not be reached');
  }
  if (!response.ok) throw errorFrom(response, await response.json().catch(() => undefined));
  return response;
}

function errorFrom(response: Response, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  const retryAfter = Number(response.headers.get('retry-after'));
  const details = {
    requestId: parsed.success ? parsed.data.request_id : (response.headers.get('x-request-id') ?? undefined),
    suggestions: parsed.success ? parsed.data.suggestions : undefined,
    retryAfterS: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    errorCode: parsed.success ? parsed.data.error_code : undefined,
    params: parsed.success ? parsed.data.error_params : undefined,
  };
  const message = parsed.success ? parsed.data.msg : `HTTP ${response.status} ${response.statusText}`.trim();
  return new ApiError(response.status, message, details);
}
