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

/**
 * Receives the storefront's analytics events. GA4 and the Meta pixel are the
 * two implementations; each runs only after the visitor's consent to its
 * purpose (lib/consent), so an adapter exists only once that consent is given.
 */
export interface AnalyticsAdapter {
  track(event: AnalyticsEvent): void;
  /** A page was shown after a route change (the first page's view is sent when the adapter starts). */
  pageView(): void;
  /** The visitor withdrew consent: the service sends nothing more from this page. */
  stop(): void;
}

/** The adapter used when no analytics service is configured: every event is dropped. */
export const noopAnalytics: AnalyticsAdapter = {
  track: () => undefined,
  pageView: () => undefined,
  stop: () => undefined,
};

/** The gtag.js loader address; the measurement id goes in its `id` query parameter. */
export const GA4_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** The window as gtag.js sees it: a global `dataLayer` queue, and the per-id off switch `ga-disable-<id>`. */
export type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** The same window with gtag.js's per-id off switch, `window['ga-disable-<id>']`. */
type SwitchableWindow = DataLayerWindow & Record<`ga-disable-${string}`, boolean | undefined>;

/**
 * A GA4 adapter in the gtag.js style: commands are queued on `window.dataLayer`
 * (so events sent before the script arrives are not lost) and gtag.js is
 * loaded once, asynchronously.
 */
export function createGa4Analytics(measurementId: string, page: DataLayerWindow = window): AnalyticsAdapter {
  const win = page as SwitchableWindow;
  // Consent given again after a withdrawal in the same page: measurement resumes.
  win[`ga-disable-${measurementId}`] = false;
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
  return {
    track: (event) => gtag('event', event.name, event.params),
    // gtag.js counts route changes itself (GA4's enhanced measurement follows the
    // history API), so a page_view of ours would count each page twice.
    pageView: () => undefined,
    // Google's documented opt-out: gtag.js sends nothing more for this id from this page.
    stop: () => {
      win[`ga-disable-${measurementId}`] = true;
    },
  };
}
