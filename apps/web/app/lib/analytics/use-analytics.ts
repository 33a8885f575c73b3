import { useMemo } from 'react';
import type { Storefront } from '@ordina/contracts';
import type { CartEntry } from '@ordina/domain';
import { useStorefront } from '../storefront-context.tsx';
import type { AnalyticsAdapter } from './analytics-adapter.ts';

/** The configuration parameter that holds the GA4 measurement id. */
export const GA4_MEASUREMENT_ID_PARAM = 'GA4_MEASUREMENT_ID';

/** A GA4 measurement id ("G-" and letters/digits); anything else is ignored rather than placed in a script address. */
const MEASUREMENT_ID = /^G-[A-Z0-9]+$/;

/** The configured GA4 measurement id, or null when none (or an invalid one) is set. */
export function ga4MeasurementId(params: Storefront['configuration']['params']): string | null {
  const value = params.find((p) => p.param_name === GA4_MEASUREMENT_ID_PARAM)?.value.trim() ?? '';
  return MEASUREMENT_ID.test(value) ? value : null;
}

// One adapter per measurement id for the life of the page: the configuration
// object is replaced on every refresh, the script must load only once.
const adapters = new Map<string, Promise<AnalyticsAdapter>>();

/**
 * The adapter for a configuration: GA4 when a measurement id is configured,
 * else null (nothing is sent). The GA4 code loads on the first event, so
 * businesses without analytics never download it. Browser only.
 */
export function analyticsFor(
  params: Storefront['configuration']['params'],
): Promise<AnalyticsAdapter> | null {
  const id = ga4MeasurementId(params);
  if (id === null) return null;
  let adapter = adapters.get(id);
  if (!adapter) {
    adapter = import('./analytics-adapter.ts').then((m) => m.createGa4Analytics(id));
    // A failed load is forgotten so a later event tries again.
    adapter.catch(() => adapters.delete(id));
    adapters.set(id, adapter);
  }
  return adapter;
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

/** Sends add_to_cart for `entry` to the business's analytics, if it has any (browser only, from event handlers). */
export function trackAddToCart(
  params: Storefront['configuration']['params'],
  entry: Pick<CartEntry, 'product' | 'qty' | 'totalUnitPrice'>,
): void {
  // The event builder (with the cart's line rules) loads with the adapter, only
  // for businesses that use analytics. Analytics never gets in the customer's
  // way: a failed load just drops the event.
  analyticsFor(params)
    ?.then(async (adapter) => {
      const { addToCartEvent } = await import('./analytics-events.ts');
      adapter.track(addToCartEvent(entry));
    })
    .catch(() => undefined);
}

/** Sends purchase for a placed order to the business's analytics, if it has any (browser only). */
export function trackPurchase(params: Storefront['configuration']['params'], order: PurchasedOrder): void {
  analyticsFor(params)
    ?.then(async (adapter) => {
      const { purchaseEvent } = await import('./analytics-events.ts');
      adapter.track(purchaseEvent(order));
    })
    .catch(() => undefined);
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
