import { useMemo } from 'react';
import type { Storefront } from '@ordina/contracts';
import type { CartEntry } from '@ordina/domain';
import { useStorefront } from '../../lib/storefront-context.tsx';
import { createGa4Analytics, ga4MeasurementIdValid, noopAnalytics } from './analytics-adapter.ts';
import type { AnalyticsAdapter } from './analytics-adapter.ts';
import { addToCartEvent } from './analytics-events.ts';

/** The configuration parameter that holds the GA4 measurement id. */
export const GA4_MEASUREMENT_ID_PARAM = 'GA4_MEASUREMENT_ID';

/** The configured GA4 measurement id, or null when none (or an invalid one) is set. */
export function ga4MeasurementId(params: Storefront['configuration']['params']): string | null {
  const value = params.find((p) => p.param_name === GA4_MEASUREMENT_ID_PARAM)?.value.trim() ?? '';
  return ga4MeasurementIdValid(value) ? value : null;
}

// One adapter per measurement id for the life of the page: the configuration
// object is replaced on every refresh, the script must load only once.
const adapters = new Map<string, AnalyticsAdapter>();

/** The adapter for a configuration: GA4 when a measurement id is configured, else the no-op adapter. Browser only. */
export function analyticsFor(params: Storefront['configuration']['params']): AnalyticsAdapter {
  const id = ga4MeasurementId(params);
  if (id === null) return noopAnalytics;
  let adapter = adapters.get(id);
  if (!adapter) {
    adapter = createGa4Analytics(id);
    adapters.set(id, adapter);
  }
  return adapter;
}

/** The storefront's analytics events. The adapter is created on the first event, so nothing loads before it is needed. */
export interface Analytics {
  trackAddToCart(entry: Pick<CartEntry, 'product' | 'qty' | 'totalUnitPrice'>): void;
}

/** Analytics for the current business (call the returned functions from event handlers only). */
export function useAnalytics(): Analytics {
  const { params } = useStorefront().configuration;
  return useMemo(
    () => ({ trackAddToCart: (entry) => analyticsFor(params).track(addToCartEvent(entry)) }),
    [params],
  );
}
