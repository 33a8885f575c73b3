import { ANALYTICS_CURRENCY } from './analytics-events.ts';
import type { AnalyticsAdapter, AnalyticsEvent } from './analytics-adapter.ts';

/** Meta's pixel code, loaded the standard way (its `fbq` queue stub, then this script). */
export const META_PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

/** `fbq` as Meta's snippet defines it: commands are queued until fbevents.js arrives and replays them. */
export interface Fbq {
  (...command: unknown[]): void;
  callMethod?: (...command: unknown[]) => void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
}

/** The window as fbevents.js sees it. */
export type PixelWindow = Window & { fbq?: Fbq; _fbq?: Fbq };

/**
 * Meta's base code, written out: the `fbq` stub that queues `arguments` objects
 * (fbevents.js replays them on arrival) and one async script. Nothing when an
 * `fbq` already exists (the pixel started earlier in this page).
 */
function installPixel(win: PixelWindow): Fbq {
  if (win.fbq) return win.fbq;
  const fbq = function (...command: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...command);
    // fbevents.js reads Arguments objects from the queue, as the official snippet pushes them.
    // eslint-disable-next-line prefer-rest-params
    else fbq.queue.push(arguments);
  } as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  win.fbq = fbq;
  win._fbq ??= fbq;
  const script = win.document.createElement('script');
  script.async = true;
  script.src = META_PIXEL_SCRIPT_URL;
  win.document.head.append(script);
  return fbq;
}

interface EventItem {
  readonly item_id: string;
  readonly quantity: number;
}

/**
 * The pixel's standard event for one of ours (spec §1: add to cart and purchase
 * in EUR), or null for events the pixel does not take. AddToCart names the
 * products (`content_ids`, `contents` with quantities) as Meta's catalogue
 * matching expects; Purchase carries the value and currency.
 */
export function pixelEvent(event: AnalyticsEvent): [name: string, params: Record<string, unknown>] | null {
  const value = event.params.value;
  const items = (event.params.items ?? []) as readonly EventItem[];
  if (event.name === 'add_to_cart') {
    return [
      'AddToCart',
      {
        value,
        currency: ANALYTICS_CURRENCY,
        content_type: 'product',
        content_ids: items.map((item) => item.item_id),
        contents: items.map((item) => ({ id: item.item_id, quantity: item.quantity })),
      },
    ];
  }
  if (event.name === 'purchase') return ['Purchase', { value, currency: ANALYTICS_CURRENCY }];
  return null;
}

/**
 * The Meta pixel: loads fbevents.js, initialises `pixelId` and counts the page
 * view it starts on; later page views, AddToCart and Purchase go through the
 * adapter. Withdrawal is Meta's own `consent revoke`: the pixel sends nothing
 * more; a new grant in the same page resumes it.
 */
export function createMetaPixel(pixelId: string, win: PixelWindow = window): AnalyticsAdapter {
  const fresh = !win.fbq;
  const fbq = installPixel(win);
  if (fresh) fbq('init', pixelId);
  else fbq('consent', 'grant');
  fbq('track', 'PageView');
  return {
    track(event) {
      const standard = pixelEvent(event);
      if (standard) fbq('track', ...standard);
    },
    pageView: () => fbq('track', 'PageView'),
    stop: () => fbq('consent', 'revoke'),
  };
}
