import type { CartEntry } from '@ordina/domain';
import { cartEntryLineTotal } from '@ordina/domain';
import type { AnalyticsEvent } from './analytics-adapter.ts';

/** The analytics currency (spec §1: the euro). */
export const ANALYTICS_CURRENCY = 'EUR';

/** Analytics services take euros as decimal numbers; money is integer cents everywhere else. */
function euros(cents: number): number {
  return cents / 100;
}

/**
 * The GA4 `add_to_cart` event for an entry just added: its value is the
 * entry's price with options times the quantity added. The product's own name
 * (not the page language's) is reported, so reports do not split by language.
 */
export function addToCartEvent(entry: Pick<CartEntry, 'product' | 'qty' | 'totalUnitPrice'>): AnalyticsEvent {
  return {
    name: 'add_to_cart',
    params: {
      currency: ANALYTICS_CURRENCY,
      value: euros(cartEntryLineTotal(entry)),
      items: [
        {
          item_id: String(entry.product.id),
          item_name: entry.product.name,
          price: euros(entry.totalUnitPrice),
          quantity: entry.qty,
        },
      ],
    },
  };
}

/**
 * The GA4 `purchase` event of a placed order (spec §4 "Checkout submit
 * success"): its id, the total the customer was charged, EUR, and the lines.
 */
export function purchaseEvent(order: {
  readonly transactionId: string;
  /** The order's total in cents. */
  readonly total: number;
  readonly entries: readonly Pick<CartEntry, 'product' | 'qty' | 'totalUnitPrice'>[];
}): AnalyticsEvent {
  return {
    name: 'purchase',
    params: {
      transaction_id: order.transactionId,
      currency: ANALYTICS_CURRENCY,
      value: euros(order.total),
      items: order.entries.map((entry) => ({
        item_id: String(entry.product.id),
        item_name: entry.product.name,
        price: euros(entry.totalUnitPrice),
        quantity: entry.qty,
      })),
    },
  };
}
