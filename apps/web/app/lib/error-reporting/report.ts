/*
 * Where the app hands its errors for the error reports (docs/decisions/026):
 * the root error boundary and the API client call these; the Sentry SDK,
 * loaded on idle only when the server configured a browser DSN, connects as
 * the sink. Tiny on purpose: it is part of every first load.
 */

/** A call of the API client that got no answer or a server error (never a 4xx refusal: those are answers). */
export interface ApiFailure {
  method: string;
  /** The operation's path, without its query, secret segments redacted. */
  path: string;
  /** The HTTP status, 0 when no answer arrived (offline, DNS, CORS). */
  status: number;
}

/** What receives the reports: the loaded SDK (browser-sdk.client.ts). */
export interface ErrorSink {
  error(error: unknown): void;
  apiFailure(failure: ApiFailure): void;
}

/** Reports made before the SDK arrived are kept (a few) until it does. */
const MAX_WAITING = 20;
let sink: ErrorSink | undefined;
let waiting: ((sink: ErrorSink) => void)[] | undefined;

/** Error reporting is configured: keep reports until the SDK connects (without this call they are dropped). */
export function awaitErrorSink(): void {
  waiting ??= [];
}

/** The SDK is ready: it receives the waiting reports, then every new one. */
export function connectErrorSink(next: ErrorSink): void {
  sink = next;
  const queued = waiting ?? [];
  waiting = undefined;
  for (const report of queued) report(next);
}

function send(report: (sink: ErrorSink) => void): void {
  if (sink !== undefined) report(sink);
  else if (waiting !== undefined && waiting.length < MAX_WAITING) waiting.push(report);
}

/** Reports an error a boundary caught (a page that failed to render). */
export function reportError(error: unknown): void {
  send((target) => target.error(error));
}

/** Reports an API call that failed with a server error or without an answer. */
export function reportApiFailure(failure: ApiFailure): void {
  send((target) => target.apiFailure(failure));
}
