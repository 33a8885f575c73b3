import type { Tips } from '@ordina/contracts';
import type { PriceBreakdown } from './order-prices.ts';

/*
 * Tips at checkout (issue 37, docs/decisions/067), a module of its own: only the checkout and the
 * server's quote read it, so the home and category pages' chunks never carry it.
 *
 * A tip is added last, on top of the priced order: the minimum order, the free-delivery threshold
 * and every coupon rule read the cart before it, and a preset's percentage is taken of the cart
 * after its discounts (never of shipping), rounded half up to the cent and capped at the business's
 * `max_amount`.
 */

/** What the customer chose: a preset's percentage or an amount in cents; neither (or null) is no tip. */
export interface TipChoice {
  readonly percent?: number | null;
  readonly amount?: number | null;
}

/** What a percentage is taken of: the products after the coupon's discount, never below 0. */
export function tipBase(prices: Pick<PriceBreakdown, 'cart' | 'coupon'>): number {
  return Math.max(0, prices.cart + prices.coupon);
}

/** `percent` of `base` (cents), rounded half up to the cent, never above `maxAmount`. */
export function tipPercentAmount(base: number, percent: number, maxAmount: number): number {
  return Math.min(maxAmount, Math.floor((base * percent + 50) / 100));
}

/** Whether a choice asks for no tip: nothing chosen, or an amount of 0. */
export function tipChoiceIsNone(choice: TipChoice | null | undefined): boolean {
  return (choice?.percent ?? null) === null && (choice?.amount ?? 0) === 0;
}

/**
 * The tip of a choice, in cents, or WRONG_TIP when the business does not offer it: tips are off, the
 * percentage is not one of the presets, the amount is not a whole number of cents between 1 and
 * `max_amount`, or the choice names both a percentage and an amount. No tip is always fine.
 */
export function tipOf(
  choice: TipChoice | null | undefined,
  base: number,
  tips: Tips | undefined,
): { ok: true; tip: number } | { ok: false; error: 'WRONG_TIP' } {
  if (tipChoiceIsNone(choice)) return { ok: true, tip: 0 };
  const percent = choice?.percent ?? null;
  const amount = choice?.amount ?? null;
  if (tips === undefined || !tips.enabled || (percent !== null && amount !== null))
    return { ok: false, error: 'WRONG_TIP' };
  if (percent !== null)
    return tips.presets.includes(percent)
      ? { ok: true, tip: tipPercentAmount(base, percent, tips.max_amount) }
      : { ok: false, error: 'WRONG_TIP' };
  if (amount === null || !Number.isInteger(amount) || amount < 1 || amount > tips.max_amount)
    return { ok: false, error: 'WRONG_TIP' };
  return { ok: true, tip: amount };
}

/** The prices with the tip added: its own line and part of the total. */
export function pricesWithTip(prices: PriceBreakdown, tip: number): PriceBreakdown {
  return { ...prices, tip, total: prices.total + tip };
}
