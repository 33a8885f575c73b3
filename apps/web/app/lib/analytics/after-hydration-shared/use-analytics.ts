import { useMemo } from 'react';
import type { Storefront } from '@ordina/contracts';
import type { CartEntry } from '@ordina/domain';
import { hasConsent } from '../../consent/after-hydration-shared/consent-store.ts';
import type { ConsentPurpose } from '../../consent/after-hydration-shared/consent-store.ts';
import { useStorefront } from '../../storefront-context.tsx';
import type { AnalyticsAdapter } from '../analytics-adapter.ts';
import { GA4_MEASUREMENT_ID_PARAM, META_PIXEL_ID_PARAM } from '../tracking-params.ts';

/** A GA4 measurement id ("G-" and letters/digits); anything else is ignored rather than placed in a script address. */
const MEASUREMENT_ID = /^G-[A-Z0-9]+$/;

/** The configured GA4 measurement id, or null when none (or an invalid one) is set. */
export function ga4MeasurementId(params: Storefront['configuration']['params']): string | null {
  const value = params.find((p) => p.param_name === GA4_MEASUREMENT_ID_PARAM)?.value.trim() ?? '';
  return MEASUREMENT_ID.test(value) ? value : null;
}

/** A Meta pixel id: digits only (15 or 16 today); anything else is ignored rather than sent to Meta's code. */
const PIXEL_ID = /^[0-9]{5,20}$/;

/** The configured Meta pixel id, or null when none (or an invalid one) is set. */
export function metaPixelId(params: Storefront['configuration']['params']): string | null {
  const value = params.find((p) => p.param_name === META_PIXEL_ID_PARAM)?.value.trim() ?? '';
  return PIXEL_ID.test(value) ? value : null;
}

/** The purposes that load a tracking script, each with the id of its configured service (null: not configured). */
export type TrackingPurpose = Extract<ConsentPurpose, 'analytics' | 'marketing'>;

/** The configured tracking services by the consent purpose each needs: GA4 is `analytics`, the Meta pixel `marketing`. */
export function trackingIds(
  params: Storefront['configuration']['params'],
): Record<TrackingPurpose, string | null> {
  return { analytics: ga4MeasurementId(params), marketing: metaPixelId(params) };
}

const TRACKING_PURPOSES: readonly TrackingPurpose[] = ['analytics', 'marketing'];

// The services started in this page, by purpose: a script loads once, and only
// after the visitor's consent to its purpose (ePrivacy; Garante 2021).
const started = new Map<TrackingPurpose, { id: string; adapter: Promise<AnalyticsAdapter> }>();

function load(purpose: TrackingPurpose, id: string): Promise<AnalyticsAdapter> {
  return purpose === 'analytics'
    ? import('../analytics-adapter.ts').then((m) => m.createGa4Analytics(id))
    : import('../meta-pixel-adapter.ts').then((m) => m.createMetaPixel(id));
}

/**
 * Brings the page's tracking in line with the visitor's choice: starts each
 * configured service whose purpose is allowed (its script loads, its first
 * page view is counted) and stops each one whose consent was withdrawn.
 * Called when a choice is made or changes, and before each event. Browser only.
 */
export function syncTracking(params: Storefront['configuration']['params']): void {
  const ids = trackingIds(params);
  for (const purpose of TRACKING_PURPOSES) {
    const id = ids[purpose];
    const allowed = id !== null && hasConsent(purpose);
    const current = started.get(purpose);
    if (current && (!allowed || current.id !== id)) {
      started.delete(purpose);
      current.adapter.then((adapter) => adapter.stop()).catch(() => undefined);
    }
    if (allowed && started.get(purpose) === undefined) {
      const adapter = load(purpose, id);
      // A failed load is forgotten so a later event tries again.
      adapter.catch(() => {
        if (started.get(purpose)?.adapter === adapter) started.delete(purpose);
      });
      started.set(purpose, { id, adapter });
    }
  }
}

/**
 * The adapters allowed to receive an event now: the started services whose
 * purpose is (still) consented. An event before consent reaches none: it is
 * dropped, never kept for later.
 */
export function analyticsFor(params: Storefront['configuration']['params']): Promise<AnalyticsAdapter>[] {
  syncTracking(params);
  return [...started.values()].map((service) => service.adapter);
}

/** Counts a page view after a route change in every started service (the first page's is counted when a service starts). */
export function trackPageView(params: Storefront['configuration']['params']): void {
  for (const adapter of analyticsFor(params)) adapter.then((a) => a.pageView()).catch(() => undefined);
}

/** The storefront's analytics events. */
export interface Analytics {
  trackAddToCart(entry: Pick<CartEntry, 'product' | 'qty' | 'totalUnitPrice'>): void;
  trackPurchase(order: PurchasedOrder): void;
}

/** A placed order as the purchase event reports it. */
export interface PurchasedOrder {
  readonly transactionId: string;
  /** Total in cents. */
  readonly total: number;
  readonly entries: readonly Pick<CartEntry, 'product' | 'qty' | 'totalUnitPrice'>[];
}

/** Sends add_to_cart for `entry` to the business's consented services (browser only, from event handlers). */
export function trackAddToCart(
  params: Storefront['configuration']['params'],
  entry: Pick<CartEntry, 'product' | 'qty' | 'totalUnitPrice'>,
): void {
  // The event builder (with the cart's line rules) loads with the adapter, only
  // for businesses that use analytics. Analytics never gets in the customer's
  // way: a failed load just drops the event.
  for (const adapter of analyticsFor(params)) {
    adapter
      .then(async (service) => {
        const { addToCartEvent } = await import('../analytics-events.ts');
        service.track(addToCartEvent(entry));
      })
      .catch(() => undefined);
  }
}

/** Sends purchase for a placed order to the business's consented services (browser only). */
export function trackPurchase(params: Storefront['configuration']['params'], order: PurchasedOrder): void {
  for (const adapter of analyticsFor(params)) {
    adapter
      .then(async (service) => {
        const { purchaseEvent } = await import('../analytics-events.ts');
        service.track(purchaseEvent(order));
      })
      .catch(() => undefined);
  }
}

/** Analytics for the current business (call the returned functions from event handlers only). */
export function useAnalytics(): Analytics {
  const { params } = useStorefront().configuration;
  return useMemo(
    () => ({
      trackAddToCart: (entry) => trackAddToCart(params, entry),
      trackPurchase: (order) => trackPurchase(params, order),
    }),
    [params],
  );
}
