import { type ApiError } from '../../common/api/shared';
import { API_BASE } from '../../common/api/values';
import { getToken } from './auth-storage';

type Details = NonNullable<ApiError['details']>;

/** A failed call: a non-2xx answer, an answer with `success: false`, or no answer at all (status 0). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  /** The `error` text of the server's error envelope, when there was one. */
  readonly serverError: string | undefined;
  readonly code: string | undefined;
  readonly details: Details | undefined;
  /** A lower-level reason: the network failure, or a `message` field of a non-envelope JSON answer. */
  readonly reason: string | undefined;
  /** The raw response body, kept for answers that are not the JSON envelope (proxies, HTML error pages). */
  readonly body: string | undefined;

  constructor(init: {
    status: number;
    message: string;
    serverError?: string;
    reason?: string;
    code?: string;
    details?: Details;
    body?: string;
  }) {
    super(init.message);
    this.status = init.status;
    this.serverError = init.serverError;
    this.reason = init.reason;
    this.code = init.code;
    this.details = init.details;
    this.body = init.body;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${clean}${search ? `?${search}` : ''}`;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toError(status: number, statusText: string, text: string, json: unknown): ApiRequestError {
  const envelope = isRecord(json) ? json : {};
  const serverError = typeof envelope.error === 'string' && envelope.error ? envelope.error : undefined;
  const reason = typeof envelope.message === 'string' && envelope.message ? envelope.message : undefined;
  return new ApiRequestError({
    status,
    message: serverError ?? reason ?? (statusText || `HTTP ${status}`),
    serverError,
    reason,
    code: typeof envelope.code === 'string' ? envelope.code : undefined,
    details: Array.isArray(envelope.details) ? (envelope.details as Details) : undefined,
    body: text || undefined,
  });
}

/** Calls the API under /api/v1 with the stored token and returns the parsed JSON answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Token ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const message = error instanceof Error && error.message ? error.message : 'Network error';
    throw new ApiRequestError({ status: 0, message, reason: message });
  }

  const text = await response.text();
  const json = parseJson(text);
  if (!response.ok || (isRecord(json) && json.success === false)) {
    throw toError(response.status, response.statusText, text, json);
  }
  return json as T;
}

export const api = {
  get: <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
    apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown, query?: Record<string, QueryValue>) =>
    apiRequest<T>(path, { method: 'POST', body: body ?? {}, query }),
  put: <T>(path: string, body: unknown, query?: Record<string, QueryValue>) =>
    apiRequest<T>(path, { method: 'PUT', body, query }),
  patch: <T>(path: string, body: unknown, query?: Record<string, QueryValue>) =>
    apiRequest<T>(path, { method: 'PATCH', body, query }),
  delete: <T>(path: string, query?: Record<string, QueryValue>, body?: unknown) =>
    apiRequest<T>(path, { method: 'DELETE', query, body }),
};

/** The error of a failed answer read as text (an upload's XMLHttpRequest): the envelope's text, code and details. */
export function errorFromText(status: number, statusText: string, text: string): ApiRequestError {
  return toError(status, statusText, text, parseJson(text));
}
