import type { Anagraphic, BrowserErrorReporting } from '@ordina/contracts';
import type { ErrorReport } from './first-load/report.ts';
import type { ErrorSink } from './browser-sdk.client.ts';

/**
 * report.ts's ERROR_REPORT_EVENT, written again: importing it would make this chunk's import from
 * entry.client carry a preload list (~190 B more on every first load, measured with
 * bench:first-load); error-reporting.test.ts fails if the two differ.
 */
const ERROR_REPORT_EVENT = 'ordina:error-report';

/** Reports made before the SDK arrived are kept (a few) until it does. */
const MAX_WAITING = 20;

/**
 * Starts the browser's error reports (docs/decisions/026), called by
 * entry.client only when the page says a DSN is configured: listens to the
 * app's error-report events at once, keeping them, and loads the SDK when the
 * browser is idle after hydration (never on the first load's path); then
 * hands it the kept reports and every later one.
 */
export function startErrorReporting(
  settings: BrowserErrorReporting,
  anagraphic: Pick<Anagraphic, 'id' | 'idAttivita' | 'name'>,
  loadSdk: () => Promise<{
    startBrowserErrorReporting: (s: BrowserErrorReporting, a: typeof anagraphic) => ErrorSink;
  }> = () => import('./browser-sdk.client.ts'),
): void {
  let sink: ErrorSink | undefined;
  const waiting: ErrorReport[] = [];
  const forward = (report: ErrorReport) => {
    if (sink === undefined) {
      if (waiting.length < MAX_WAITING) waiting.push(report);
    } else if ('error' in report) sink.error(report.error);
    else sink.apiFailure(report.apiFailure);
  };
  window.addEventListener(ERROR_REPORT_EVENT, (event) => forward((event as CustomEvent<ErrorReport>).detail));
  const load = () =>
    void loadSdk().then((sdk) => {
      sink = sdk.startBrowserErrorReporting(settings, anagraphic);
      for (const report of waiting.splice(0)) forward(report);
    });
  // Not lazy-module's whenIdle: importing it here would split it out of the chunk the pages share
  // and cost every first load a request (measured with bench:first-load, docs/decisions/026).
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 1);
}
