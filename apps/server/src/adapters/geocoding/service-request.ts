import { GeocoderUnavailableError } from './geocoder.ts';

/**
 * One HTTP request to an online geocoding service and its JSON answer, with
 * the failures every adapter treats alike: no answer within the timeout, a
 * refused connection, an HTTP error or a body that is not JSON all become
 * `GeocoderUnavailableError` (the routes answer 503 GENERIC_ERROR: our
 * outage, not the customer's mistake).
 */

/** What to send: the method, headers and body beside the URL, and how long to wait. */
export interface ServiceRequest {
  /** Names the service and the call in error messages ("Google Places autocomplete"). */
  label: string;
  url: URL;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON (POST). */
  json?: unknown;
  timeoutMs: number;
  /** HTTP statuses that mean "no such place" rather than an outage: answered as `null`. */
  notFound?: readonly number[];
}

/** The parsed JSON body of a 2xx answer, or null for a status listed in `notFound`. */
export async function serviceJson(request: ServiceRequest): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(request.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...request.headers,
      },
      ...(request.json !== undefined ? { body: JSON.stringify(request.json) } : {}),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    throw new GeocoderUnavailableError(
      `${request.label} did not answer: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  if (!response.ok) {
    // Drain the body so the connection can be reused; the status is what counts.
    await response.arrayBuffer().catch(() => undefined);
    if (request.notFound?.includes(response.status) === true) return null;
    throw new GeocoderUnavailableError(`${request.label} answered HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new GeocoderUnavailableError(
      `${request.label} answered with a body that could not be read as JSON`,
      {
        cause: error,
      },
    );
  }
}
