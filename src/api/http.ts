import { z } from 'zod/mini';
import type { ApiEntry } from '../../contract/api-path';
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

/**
 * GETs a JSON endpoint (an entry of contract/api.ts; one with `:params` filled by `withPath`)
 * and parses the body with the contract; a component never sees unparsed JSON.
 */
export function getJson<T extends z.core.$ZodType>(
  endpoint: ApiEntry,
  params: Record<string, string | number>,
  schema: T,
  signal?: AbortSignal,
): Promise<z.output<T>> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return requestJson(endpoint, `?${query}`, {}, schema, signal);
}

/** POSTs a JSON body; the answer is parsed like getJson's. */
export function postJson<T extends z.core.$ZodType>(
  endpoint: ApiEntry,
  body: unknown,
  schema: T,
  signal?: AbortSignal,
): Promise<z.output<T>> {
  return requestJson(endpoint, '', { body: JSON.stringify(body) }, schema, signal);
}

/** A call's body: JSON text (postJson) or a file sent as it is, with the type that names its format. */
export type RequestBody = { body?: string } | { body: Blob; contentType: string };

/** A call with its query string (`?…`, a parameter may repeat) already written; the answer parsed like getJson's. */
export async function requestJson<T extends z.core.$ZodType>(
  endpoint: ApiEntry,
  search: string,
  init: RequestBody,
  schema: T,
  signal?: AbortSignal,
): Promise<z.output<T>> {
  const response = await request(endpoint, search, init, signal);
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = z.safeParse(schema, body);
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
 * answer that is not JSON (a download), and for a file as the body (job-client.ts).
 */
export async function request(endpoint: ApiEntry, search: string, init: RequestBody, signal?: AbortSignal) {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined)
    headers['content-type'] = 'contentType' in init ? init.contentType : 'application/json';
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;

  let response: Response;
  try {
    response = await fetch(`${base}${endpoint.path}${search}`, {
      method: endpoint.method,
      body: init.body,
      headers,
      signal,
    });
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
