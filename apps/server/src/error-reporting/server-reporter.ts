import { scrubReport } from '@ordina/contracts';
import type { ErrorReportTags, ErrorReportUser } from '@ordina/contracts';
import type { ErrorReportingSettings } from '../config.ts';
import { defaultRelease } from './release.ts';

/*
 * The server's error reports (docs/decisions/026), sent with @sentry/node
 * when SENTRY_DSN is set. The SDK is imported here, dynamically and only
 * then: a server without a DSN never loads it (and the compiled build keeps
 * it an outside import, see build-server.ts). One per process: each cluster
 * worker, and the primary, start their own (main.ts).
 */

/** What a report tells of the request that failed: its method, its URL with secrets redacted, the route's pattern. */
export interface ReportedRequest {
  method: string;
  url: string;
  route: string | undefined;
  /** Headers that help to understand a failure (never a credential: the scrubber drops those anyway). */
  headers: Record<string, string>;
}

/** Sends the reports of one process. */
export interface ServerErrorReporter {
  /** Tags every later report with the business (spec §7): set once the business is loaded. */
  setBusiness(tags: ErrorReportTags): void;
  /** Reports a request's server error, naming its customer when the request carried a valid token. */
  reportRequestError(error: unknown, request: ReportedRequest, user: ErrorReportUser | undefined): void;
  /** Waits (at most `timeoutMs`) for the reports under way to leave: before a process exits. */
  flush(timeoutMs: number): Promise<boolean>;
}

/**
 * Starts Sentry for this process: unhandled errors and rejections are
 * reported (then the process ends, as Node would without a handler), every
 * event and breadcrumb is scrubbed before it leaves. Only the integrations
 * error reports need: no tracing, no automatic request data (the request is
 * added by `reportRequestError`, already redacted).
 */
export async function startServerErrorReporting(
  settings: ErrorReportingSettings & { serverDsn: string },
): Promise<ServerErrorReporter> {
  const Sentry = await import('@sentry/node');
  Sentry.initWithoutDefaultIntegrations({
    dsn: settings.serverDsn,
    environment: settings.environment,
    release: settings.release ?? defaultRelease(),
    // No personal data of the SDK's own (IP address, cookies, bodies): the customer is named by us, and only as spec §7 says.
    dataCollection: { userInfo: false, cookies: false, httpBodies: [] },
    integrations: [
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.nodeContextIntegration(),
      Sentry.onUncaughtExceptionIntegration(),
      // 'strict': an unhandled rejection still ends the process, as Node's default does without Sentry.
      Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
    ],
    beforeSend: (event) => scrubReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
  });

  return {
    setBusiness(tags) {
      Sentry.getGlobalScope().setTags({ ...tags });
    },
    reportRequestError(error, request, user) {
      Sentry.withScope((scope) => {
        if (user !== undefined) scope.setUser({ ...user });
        if (request.route !== undefined) scope.setTag('route', request.route);
        scope.addEventProcessor((event) => ({
          ...event,
          request: { method: request.method, url: request.url, headers: request.headers },
        }));
        Sentry.captureException(error);
      });
    },
    flush: (timeoutMs) => Sentry.flush(timeoutMs),
  };
}
