/*
 * How the app hands its errors to the error reports (docs/decisions/026): a
 * window event that start.client.ts listens to — only when the server
 * configured a browser DSN; otherwise nobody listens and nothing is sent. An
 * event, not a module call, so the pages' first load carries nothing of the
 * reporting but these few lines (the root error boundary uses them).
 */

/** The window event the root error boundary and the API client dispatch. */
export const ERROR_REPORT_EVENT = 'ordina:error-report';

/** A call of the API client that got no answer or a server error (never a 4xx refusal: those are answers). */
export interface ApiFailure {
  method: string;
  /** The operation's path, without its query (the SDK's side redacts its secret segments). */
  path: string;
  /** The HTTP status, 0 when no answer arrived (offline, DNS, CORS). */
  status: number;
}

/** What an error-report event carries: an error a boundary caught, or a failed API call. */
export type ErrorReport = { error: unknown } | { apiFailure: ApiFailure };

/** Hands an error a boundary caught, or a failed API call, to the error reports (dropped when reporting is off). */
export function reportToErrorService(detail: ErrorReport): void {
  dispatchEvent(new CustomEvent(ERROR_REPORT_EVENT, { detail }));
}
