/**
 * Where analytics events go (spec §1: add-to-cart and purchase events, currency
 * EUR). The storefront talks to this interface only; GA4 is one implementation
 * and nothing is sent, and no third-party script is loaded, unless a
 * measurement id is configured.
 */

/** One event: a GA4 event name and its parameters. */
export interface AnalyticsEvent {
  readonly name: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** Receives the storefront's analytics events. */
export interface AnalyticsAdapter {
  track(event: AnalyticsEvent): void;
}

/** The adapter used when no analytics service is configured: every event is dropped. */
export const noopAnalytics: AnalyticsAdapter = { track: () => undefined };

/** The gtag.js loader address; the measurement id goes in its `id` query parameter. */
export const GA4_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** The window as gtag.js sees it: a global `dataLayer` queue. */
export type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * A GA4 adapter in the gtag.js style: commands are queued on `window.dataLayer`
 * (so events sent before the script arrives are not lost) and gtag.js is
 * loaded once, asynchronously.
 */
export function createGa4Analytics(measurementId: string, win: DataLayerWindow = window): AnalyticsAdapter {
  const dataLayer = (win.dataLayer ??= []);
  function gtag(..._command: unknown[]): void {
    // gtag.js only processes `arguments` objects from the queue, not arrays.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', measurementId);
  const src = `${GA4_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
  if (!win.document.querySelector(`script[src="${src}"]`)) {
    const script = win.document.createElement('script');
    script.async = true;
    script.src = src;
    win.document.head.append(script);
  }
  return { track: (event) => gtag('event', event.name, event.params) };
}
