import { ERROR_CODES, operationRoute } from '@ordina/contracts';
import type {
  EndpointBody,
  EndpointData,
  EndpointHeaders,
  EndpointKey,
  EndpointParams,
  EndpointQuery,
  EndpointRefusal,
  ErrorCode,
} from '@ordina/contracts';
import { readSessionUser } from '../session/after-hydration-shared/session-store.ts';
import { changeInFlight } from '../first-load/activity.ts';
import { reportToErrorService } from '../error-reporting/first-load/report.ts';

/**
 * The one API client (spec §7, docs/architecture-brief.md "one way to do one thing"),
 * the only code of the web app that calls `fetch`: an operation of the
 * contracts' endpoint table by its key, `apiCall('POST /api/login_check',
 * { body })`, typed from that entry (params, query, body, answer); JSON in and
 * out, the bearer token of the stored user on every call, the spec's error
 * envelope (`{ data: { errors: [CODE] } }`) read into typed codes, and a
 * count of calls in flight for the progress bar.
 *
 * Only the table's types reach the browser, not its zod schemas: the server
 * serialises every answer through its entry's response schema (a wrong
 * answer is a 500 there, tested), so the client checks only the envelope
 * (docs/decisions/006-endpoint-table.md).
 */

/**
 * What a call answers: the envelope's `data`, or the spec's error codes. A
 * refusal may carry more than its codes (the order's 409 PRICES_CHANGED
 * brings the fresh prices): the rest of its `data` is `refusal`, typed by the
 * refusal answer the operation's table entry declares (`EndpointRefusal`).
 */
export type ApiResult<T, Refusal = never> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      errors: ErrorCode[];
      refusal?: [Refusal] extends [never] ? Readonly<Record<string, unknown>> : Refusal;
    };

/** The transport of a call: the browser's fetch unless a caller brings its own (the live store's tests). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

// A part of a call's input: absent when the operation has none, optional when every field of it is.
type Part<Name extends string, T> = [T] extends [never]
  ? { [P in Name]?: never }
  : undefined extends T
    ? { [P in Name]?: T }
    : object extends T
      ? { [P in Name]?: T }
      : { [P in Name]: T };

/** What one call of `K` takes: its path parameters, query and body (each only when the operation has one), and how to run it. */
export type CallOptions<K extends EndpointKey> = Part<
  'params',
  [keyof EndpointParams<K>] extends [never] ? never : EndpointParams<K>
> &
  Part<'query', EndpointQuery<K>> &
  Part<'body', EndpointBody<K>> &
  Part<'headers', EndpointHeaders<K>> & {
    /** False for background calls (polls, prefetches): no progress bar. Default true. */
    progress?: boolean;
    signal?: AbortSignal;
    fetch?: ApiTransport;
  };

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

let staffCsrfToken = '';

/**
 * The restaurant's side's CSRF token (docs/decisions/043), set by its pages
 * from GET /api/staff/me or the sign-in: a call under /api/staff/ carries it
 * as `x-csrf-token` (its session travels in the httpOnly cookie the browser
 * sends), and never the customer's bearer token.
 */
export function setStaffCsrfToken(token: string): void {
  staffCsrfToken = token;
}

// The progress bar's counter lives in its own small module: the add buttons of the public pages
// count their code loads there without bringing this client (and the session) into the first load.
export { apiCallsInFlight, showProgressWhile, subscribeApiActivity } from '../first-load/activity.ts';

/** The error codes of an error envelope, unknown codes read as GENERIC_ERROR; null when the body carries none. */
export function envelopeErrors(body: unknown): ErrorCode[] | null {
  const errors = (body as { data?: { errors?: unknown } } | null)?.data?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  return errors.map((code) =>
    typeof code === 'string' && KNOWN_CODES.has(code) ? (code as ErrorCode) : 'GENERIC_ERROR',
  );
}

/** What a refusal's `data` carries beside its codes (e.g. PRICES_CHANGED's fresh prices), or null when nothing. */
function refusalData(body: unknown): Record<string, unknown> | null {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const rest = Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'errors'));
  return Object.keys(rest).length > 0 ? rest : null;
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

type QueryValue = string | number | boolean | null | undefined;

/** A call's path as an error report shows it: no query (its secret segments are redacted by the SDK's side, browser-sdk.client.ts, off the first load). */
function reportedPath(url: string): string {
  return url.split('?')[0] ?? url;
}

/** The URL of an operation: its path with the `:name` parameters filled in (encoded), then the defined query values. */
export function operationUrl(
  endpoint: EndpointKey,
  params: Record<string, string | number> = {},
  query: Record<string, QueryValue> = {},
): string {
  const path = operationRoute(endpoint).path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null) search.append(name, String(value));
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/**
 * Calls an operation of the endpoint table: `apiCall('GET /api/secured/user/:id/order/:orderId', { params: { id, orderId } })`.
 * Never throws: a network failure is `{ ok: false, status: 0, errors: ['GENERIC_ERROR'] }`,
 * a 2xx body that carries `data.errors` (spec §7 change-password) or no `data` is a failure too.
 */
export async function apiCall<K extends EndpointKey>(
  endpoint: K,
  ...[options = {} as CallOptions<K>]: object extends CallOptions<K>
    ? [options?: CallOptions<K>]
    : [options: CallOptions<K>]
): Promise<ApiResult<EndpointData<K>, EndpointRefusal<K>>> {
  const {
    params,
    query,
    body,
    headers: declared,
    progress,
    signal,
    fetch: transport = (url, init) => fetch(url, init),
  } = options as CallOptions<EndpointKey> & {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    headers?: Record<string, string>;
  };
  // The entry's declared headers (the order's Idempotency-Key) first: the client's own below always win.
  const headers: Record<string, string> = {
    ...(declared as Record<string, string> | undefined),
    accept: 'application/json',
  };
  // Bytes (the owner's photo) go as they are; anything else as JSON.
  const sent: unknown = body;
  const bytes = sent instanceof Uint8Array ? (sent as Uint8Array<ArrayBuffer>) : null;
  if (body !== undefined) headers['content-type'] = bytes ? 'application/octet-stream' : 'application/json';
  const showProgress = progress !== false;
  const { method } = operationRoute(endpoint);
  const url = operationUrl(endpoint, params, query);
  const staffCall = url.startsWith('/api/staff/');
  const token = staffCall ? undefined : readSessionUser()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (staffCall && staffCsrfToken && method !== 'GET') headers['x-csrf-token'] = staffCsrfToken;
  if (showProgress) changeInFlight(1);
  try {
    const response = await transport(url, {
      method,
      headers,
      body: body === undefined ? undefined : (bytes ?? JSON.stringify(body)),
      signal,
    });
    // A server error is a bug to look at; a 4xx is an answer (validation, refusal) and is not reported.
    if (response.status >= 500)
      reportToErrorService({ apiFailure: { method, path: reportedPath(url), status: response.status } });
    const answer = await readJson(response);
    const errors = envelopeErrors(answer);
    if (!response.ok || errors) {
      // Typed by the entry's refusal answer, which the server serialises through its schema (as the success answer).
      const refusal = refusalData(answer) as EndpointRefusal<K> | null;
      return {
        ok: false,
        status: response.status,
        errors: errors ?? statusErrors(response.status),
        ...(refusal ? { refusal } : {}),
      };
    }
    if (typeof answer !== 'object' || answer === null || !('data' in answer))
      return { ok: false, status: response.status, errors: ['GENERIC_ERROR'] };
    return { ok: true, data: answer.data as EndpointData<K> };
  } catch {
    // Offline, DNS, CORS, an aborted call: no answer at all. Reported unless the caller aborted it.
    if (signal?.aborted !== true)
      reportToErrorService({ apiFailure: { method, path: reportedPath(url), status: 0 } });
    return { ok: false, status: 0, errors: ['GENERIC_ERROR'] };
  } finally {
    if (showProgress) changeInFlight(-1);
  }
}
