import {
  addBreadcrumb,
  breadcrumbsIntegration,
  browserApiErrorsIntegration,
  captureMessage,
  captureException,
  dedupeIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  setTags,
  setUser,
} from '@sentry/browser';
import { errorReportTags, errorReportUser, redactUrl, scrubReport } from '@ordina/contracts';
import type { Anagraphic, BrowserErrorReporting } from '@ordina/contracts';
import { hasConsent, subscribeConsent } from '../consent/after-hydration-shared/consent-store.ts';
import { readSessionUser, subscribeSessionUser } from '../session/after-hydration-shared/session-store.ts';
import type { ApiFailure } from './first-load/report.ts';

/** What receives the app's reports once the SDK is here. */
export interface ErrorSink {
  error(error: unknown): void;
  apiFailure(failure: ApiFailure): void;
}

/*
 * The browser's error reports (docs/decisions/026), loaded after hydration on
 * idle and only when the page says a DSN is configured: Sentry's browser SDK
 * with the integrations error reports need (unhandled errors and rejections,
 * errors in timers and event handlers, breadcrumbs), no tracing, no replay,
 * no sessions. Every event and breadcrumb is scrubbed before it leaves.
 */

/** The customer a report may name: only with the `errorIdentity` consent and a stored user (spec §7). */
export function reportedUser(): ReturnType<typeof errorReportUser> | null {
  const user = readSessionUser();
  return user !== null && hasConsent('errorIdentity') ? errorReportUser(user) : null;
}

/** The report of an API failure: a breadcrumb for the next report, and a message of its own grouped by operation and status. */
export function reportFailedCall(call: ApiFailure): void {
  // Secret path segments (an order's hash, a captcha token) never reach a tag, a fingerprint or a message.
  const failure = { ...call, path: redactUrl(call.path) };
  const status = failure.status === 0 ? 'no answer' : String(failure.status);
  addBreadcrumb({
    category: 'api',
    level: 'error',
    message: `${failure.method} ${failure.path}`,
    data: { ...failure },
  });
  captureMessage(`API call failed: ${failure.method} ${failure.path} (${status})`, {
    level: 'error',
    tags: { api_method: failure.method, api_path: failure.path, api_status: status },
    fingerprint: ['api-failure', failure.method, failure.path, status],
  });
}

/** Starts the SDK, tags the business, follows consent and session for the customer; returns where the app's reports go. */
export function startBrowserErrorReporting(
  settings: BrowserErrorReporting,
  anagraphic: Pick<Anagraphic, 'id' | 'idAttivita' | 'name'>,
): ErrorSink {
  init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    // No personal data of the SDK's own (IP address, cookies, bodies): the customer is named by us, and only as spec §7 says.
    dataCollection: { userInfo: false, cookies: false, httpBodies: [] },
    defaultIntegrations: false,
    integrations: [
      globalHandlersIntegration(),
      browserApiErrorsIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
      breadcrumbsIntegration(),
    ],
    beforeSend: (event) => scrubReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
  });
  setTags({ ...errorReportTags(anagraphic) });
  const applyUser = () => {
    const user = reportedUser();
    setUser(user === null ? null : { ...user });
  };
  applyUser();
  subscribeConsent(applyUser);
  subscribeSessionUser(applyUser);
  return { error: (error) => captureException(error), apiFailure: reportFailedCall };
}
