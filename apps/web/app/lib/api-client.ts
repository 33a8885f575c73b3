import { ERROR_CODES } from '@ordina/contracts';
import type { ErrorCode } from '@ordina/contracts';
import { readSessionUser } from './session/session-store.ts';

/**
 * The one API client (spec §7, ARCHITECTURE.md "one way to do one thing"):
 * JSON in and out, the bearer token of the stored user on every call, the
 * spec's error envelope (`{ data: { errors: [CODE] } }`) read into typed
 * codes, and a count of calls in flight for the progress bar.
 */

/** What a call answers: the envelope's `data` parsed by the schema, or the spec's error codes. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; errors: ErrorCode[] };

/** Anything with zod's `safeParse` shape; the contracts' response schemas include the `{ data }` envelope. */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** HTTP methods the API uses. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Options of one call. */
export interface ApiCallOptions<T> {
  /** Sent as JSON. */
  body?: unknown;
  /** Checks the whole response body (envelope included); `data` of the result is its `data` field. */
  schema: ResponseSchema<{ data: T }>;
  /** False for background calls (polls, prefetches): no progress bar. Default true. */
  progress?: boolean;
  signal?: AbortSignal;
  /** The transport; the browser's fetch unless a caller brings its own (the live store's test environment). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

const activityListeners = new Set<() => void>();
let inFlight = 0;

function changeInFlight(delta: number): void {
  inFlight += delta;
  for (const listener of activityListeners) listener();
}

/** How many calls that show the progress bar are running now. */
export function apiCallsInFlight(): number {
  return inFlight;
}

/** Subscribes to changes of `apiCallsInFlight()`; returns the unsubscribe. */
export function subscribeApiActivity(listener: () => void): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}

/** The error codes of an error envelope, unknown codes read as GENERIC_ERROR; null when the body carries none. */
export function envelopeErrors(body: unknown): ErrorCode[] | null {
  const errors = (body as { data?: { errors?: unknown } } | null)?.data?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  return errors.map((code) => (typeof code === 'string' && KNOWN_CODES.has(code) ? (code as ErrorCode) : 'GENERIC_ERROR'));
}

/** The codes for a failed answer without an envelope (a proxy's page, an empty body). */
function statusErrors(status: number): ErrorCode[] {
  if (status === 401) return ['HTTP_UNAUTHORIZED'];
  if (status === 404) return ['NOT_FOUND'];
  if (status === 429) return ['TOO_MANY_REQUESTS'];
  return ['GENERIC_ERROR'];
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * Calls the API: `apiCall('POST', '/api/login_check', { body, schema: sessionResponseSchema })`.
 * Never throws: a network failure is `{ ok: false, status: 0, errors: ['GENERIC_ERROR'] }`,
 * a 2xx body that carries `data.errors` (spec §7 change-password) or fails the schema is a failure too.
 */
export async function apiCall<T>(method: ApiMethod, path: string, options: ApiCallOptions<T>): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = readSessionUser()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const showProgress = options.progress !== false;
  if (showProgress) changeInFlight(1);
  try {
    const transport = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
    const response = await transport(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    const body = await readJson(response);
    const errors = envelopeErrors(body);
    if (!response.ok || errors) return { ok: false, status: response.status, errors: errors ?? statusErrors(response.status) };
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) return { ok: false, status: response.status, errors: ['GENERIC_ERROR'] };
    return { ok: true, data: parsed.data.data };
  } catch {
    // Offline, DNS, CORS, an aborted call: no answer at all.
    return { ok: false, status: 0, errors: ['GENERIC_ERROR'] };
  } finally {
    if (showProgress) changeInFlight(-1);
  }
}

/**
 * A response schema from a structural check of the envelope's `data` (no zod:
 * for code in or near the first load). `read` returns the typed value or null.
 */
export function envelopeSchema<T>(read: (data: unknown) => T | null): ResponseSchema<{ data: T }> {
  return {
    safeParse(value) {
      if (typeof value !== 'object' || value === null || !('data' in value)) return { success: false };
      const data = read(value.data);
      return data === null ? { success: false } : { success: true, data: { data } };
    },
  };
}
