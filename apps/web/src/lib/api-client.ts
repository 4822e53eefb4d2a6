import type { z } from 'zod';
import i18n from '../i18n';
import { clearToken, getToken } from './auth-token';

export const API_BASE = '/api';

/** An API failure, shaped like the server's error body `{statusCode, code, message}`. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

/** An answer of 404: the thing asked for does not exist (or is not this person's to see). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 404;
}

/** TanStack Query's `retry` for reads: twice more on a failure, never on a 404 (asking again cannot help). */
export const retryUnlessNotFound = (count: number, error: unknown): boolean =>
  !isNotFound(error) && count < 2;

/** Thrown when a response does not match the contract schema the screen expects. */
export class ApiContractError extends Error {
  constructor(path: string, issues: string) {
    super(`Unexpected response from ${path}: ${issues}`);
    this.name = 'ApiContractError';
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${clean}${search ? `?${search}` : ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text());
}

function toApiError(status: number, body: unknown): ApiError {
  if (isRecord(body)) {
    const code = typeof body.code === 'string' ? body.code : `HTTP_${status}`;
    const message = typeof body.message === 'string' ? body.message : '';
    const statusCode = typeof body.statusCode === 'number' ? body.statusCode : status;
    return new ApiError(statusCode, code, message);
  }
  return new ApiError(status, `HTTP_${status}`, typeof body === 'string' ? body : '');
}

/** Parses `data` with a contract schema, naming the call in the error so contract drift is easy to spot. */
export function parseResponse<S extends z.ZodType>(path: string, schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ApiContractError(path, result.error.message);
  return result.data;
}

/** The headers every call carries: JSON answers, the current language, and the bearer token when signed in. */
function baseHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'en-US',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Answers started before a screen's code arrives (`prefetchGet`), by URL, each taken by the first GET of the same
 * URL with the same token and language. A write or a few seconds make them unusable, so no screen ever reads an
 * answer older than its own start or one from before its own change.
 */
const PREFETCH_TTL_MS = 5_000;
const prefetched = new Map<string, { response: Promise<Response>; headers: string; at: number }>();

/**
 * Starts a GET that a screen about to load will make (a route's `withEarlyCalls` starts it while the screen's code
 * and catalogues load), so the request no longer waits for that code. Only for signed-in calls without a body.
 */
export function prefetchGet(path: string): void {
  const token = getToken();
  if (!token) return;
  const url = buildUrl(path, undefined);
  const headers = baseHeaders(token);
  const response = fetch(url, { method: 'GET', headers });
  // An answer nobody takes (the screen changed its mind) must not surface as an unhandled rejection.
  response.catch(() => undefined);
  prefetched.set(url, { response, headers: JSON.stringify(headers), at: Date.now() });
}

function takePrefetched(url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const entry = prefetched.get(url);
  if (!entry) return undefined;
  prefetched.delete(url);
  if (Date.now() - entry.at > PREFETCH_TTL_MS || entry.headers !== JSON.stringify(headers)) return undefined;
  return entry.response;
}

/** Sends one request and returns the successful response, or throws the server's error as an ApiError. */
async function send(
  path: string,
  query: RequestOptions['query'],
  init: { method: HttpMethod; headers: Record<string, string>; body?: BodyInit; signal?: AbortSignal },
  token: string | null,
): Promise<Response> {
  const url = buildUrl(path, query);
  if (init.method !== 'GET') prefetched.clear();
  const early =
    init.method === 'GET' && init.body === undefined ? takePrefetched(url, init.headers) : undefined;
  const response = await (early ?? fetch(url, init));
  if (!response.ok) {
    // A rejected token means the session ended server-side (expired, user deleted): sign out everywhere.
    if (response.status === 401 && token) clearToken();
    throw toApiError(response.status, await readBody(response));
  }
  return response;
}

/** Calls the API; the answer is returned untyped unless a schema is given (see `apiGet`/`apiSend`). */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const token = getToken();
  const headers = baseHeaders(token);
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await send(
    path,
    options.query,
    {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    },
    token,
  );
  return readBody(response);
}

/**
 * A contract schema, or a function that imports it. The first page ships without zod (issue 11's budget for `/`):
 * its calls name their schema by a dynamic import, which loads while the request is in flight.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

async function answerWithSchema<S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  answer: Promise<unknown>,
): Promise<z.infer<S>> {
  const [resolved, data] = await Promise.all([typeof schema === 'function' ? schema() : schema, answer]);
  return parseResponse(path, resolved, data);
}

export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<z.infer<S>> {
  return answerWithSchema(path, schema, apiRequest(path, { ...options, method: 'GET' }));
}

/**
 * A GET whose answer has arrived whole but is not read yet: it resolves to the function that reads it (JSON, then
 * the schema). A caller that chains calls one after another (the talent board's pages) asks for the next one
 * before it spends the main thread reading this one.
 */
export async function apiGetArrived<S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<() => Promise<z.infer<S>>> {
  const token = getToken();
  const response = await send(
    path,
    options.query,
    { method: 'GET', headers: baseHeaders(token), signal: options.signal },
    token,
  );
  const text = await response.text();
  return () =>
    answerWithSchema(
      path,
      schema,
      Promise.resolve().then(() => parseBody(text)),
    );
}

export async function apiSend<S extends z.ZodType>(
  method: Exclude<HttpMethod, 'GET'>,
  path: string,
  body: unknown,
  schema: SchemaSource<S>,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<z.infer<S>> {
  return answerWithSchema(path, schema, apiRequest(path, { ...options, method, body }));
}

/**
 * POSTs one file as multipart (part `file`, after the given text fields, so the server reads them first). No
 * Content-Type header: the browser writes it with the multipart boundary.
 */
export async function apiUpload<S extends z.ZodType>(
  path: string,
  file: File,
  fields: Record<string, string> | undefined,
  schema: S,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<z.infer<S>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
  form.append('file', file, file.name);
  const token = getToken();
  const response = await send(
    path,
    options.query,
    { method: 'POST', headers: baseHeaders(token), body: form, signal: options.signal },
    token,
  );
  return parseResponse(path, schema, await readBody(response));
}

/**
 * GETs the bytes of an API resource that needs the session (a CV: a plain link would carry no bearer token), with
 * the same headers, error parsing and 401 sign-out as every other call.
 */
export async function apiGetBlob(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const token = getToken();
  const headers = { ...baseHeaders(token), Accept: '*/*' };
  const response = await send(path, undefined, { method: 'GET', headers, signal: options.signal }, token);
  return response.blob();
}

/** The server's translated message when there is one, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
