import type { Storefront } from '@ordina/contracts';
import { orderBlockers } from '@ordina/domain';
import type { OrderBlocker } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';

/** Why the order cannot proceed (spec §5) for a cart of `subtotal` cents and `quantity` products, with the business's rules. */
export function cartBlockers(
  configuration: Storefront['configuration'],
  cart: { subtotal: number; quantity: number; accepting: boolean; authenticated: boolean },
  t: Translator,
  /** The minimum of the zone the address falls in (docs/decisions/072); the business's by default. */
  minimum = configuration.delivery_order.deliveryMinOrder,
): OrderBlocker[] {
  return orderBlockers({
    cartSubtotal: cart.subtotal,
    cartQuantity: cart.quantity,
    deliveryMinOrder: minimum,
    accepting: cart.accepting,
    customerAuthType: configuration.customer_auth_type,
    authenticated: cart.authenticated,
    formatMoney: (cents) => t.money(cents),
  });
}
