import type { Configuration } from '@ordina/contracts';
import { message, moneyParam } from './message.ts';
import type { Message, MoneyParamFormatter } from './message.ts';

/**
 * Why the proceed/submit button is disabled (spec §5 first rule).
 */

/** One reason the order cannot proceed, with its message and, for login, the 'Click here' link text. */
export interface OrderBlocker {
  readonly reason: 'cart_empty' | 'min_order_amount' | 'not_accepting' | 'login_required';
  readonly message: Message;
  readonly action?: Message;
  /** A second line that helps fix it: for the minimum order, how much is still missing. */
  readonly detail?: Message;
}

/** Every reason the order cannot proceed now; an empty list means it can. */
export function orderBlockers(input: {
  /** Products subtotal in cents. */
  readonly cartSubtotal: number;
  /** Number of products in the cart. */
  readonly cartQuantity: number;
  /** delivery_order.deliveryMinOrder in cents. */
  readonly deliveryMinOrder: number;
  /** Whether orders are accepted now (see acceptanceState). */
  readonly accepting: boolean;
  readonly customerAuthType: Configuration['customer_auth_type'];
  readonly authenticated: boolean;
  /** Formats the {euro} placeholder; without it the placeholder holds the cents. */
  readonly formatMoney?: MoneyParamFormatter;
}): OrderBlocker[] {
  const blockers: OrderBlocker[] = [];
  if (input.cartQuantity === 0)
    blockers.push({ reason: 'cart_empty', message: message('errors.CART_EMPTY') });
  if (input.cartSubtotal < input.deliveryMinOrder)
    blockers.push({
      reason: 'min_order_amount',
      message: message('order.min_order_amount', {
        euro: moneyParam(input.deliveryMinOrder, input.formatMoney),
      }),
      detail: message('order.missing_to_minimum', {
        euro: moneyParam(input.deliveryMinOrder - input.cartSubtotal, input.formatMoney),
      }),
    });
  if (!input.accepting) blockers.push({ reason: 'not_accepting', message: message('order.not_accepting') });
  if (orderLoginRequired(input.customerAuthType, input.authenticated))
    blockers.push({
      reason: 'login_required',
      message: message('order.login_required'),
      action: message('order.click_here'),
    });
  return blockers;
}

/** Whether a guest must log in before ordering (customer_auth_type solo_login). */
export function orderLoginRequired(
  customerAuthType: Configuration['customer_auth_type'],
  authenticated: boolean,
): boolean {
  return customerAuthType === 'solo_login' && !authenticated;
}
