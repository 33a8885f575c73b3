import type { DeliveryMethodCode, OrderPrices } from '@ordina/contracts';
import { shippingApplies } from '@ordina/domain';
import type { PriceBreakdown } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';

// What the form says beside its fields: a refused submit and new prices to
// confirm (why the order cannot be sent now: components/ui/cart-summary-box/order-blockers.tsx).

/** A submit refused by the rules (spec §5): 'Validation failed' / 'Please check the highlighted fields' (decision 051). */
export function RecheckFields({ t }: { t: Translator }) {
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
      <p className="font-semibold">{t('validation.failed')}</p>
      <p>{t('validation.recheck_fields')}</p>
    </div>
  );
}

/**
 * PRICES_CHANGED (decision 015): the server's prices, shown before the
 * customer sends again, so they are never charged an amount they did not see,
 * with what changed from the prices they saw and why (issue 31 item 5: the
 * discount depends on who orders); a delivery cost only where one applies.
 */
export function PricesChanged({
  prices,
  seen,
  method,
  t,
}: {
  prices: OrderPrices;
  seen: PriceBreakdown | null;
  method: DeliveryMethodCode | null;
  t: Translator;
}) {
  const reasons = pricesChangedReasons(prices, seen);
  return (
    <div role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-semibold">{t('errors.PRICES_CHANGED')}</p>
      {reasons.length > 0 ? (
        <ul className="mt-1 list-disc ps-5">
          {reasons.map((reason) => (
            <li key={reason}>{t(reason)}</li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-2 space-y-1">
        <Line label={t('summary.products')} value={t.money(prices.cart)} />
        {prices.coupon !== 0 ? (
          <Line label={t('order_detail.discount')} value={t.money(prices.coupon)} />
        ) : null}
        {shippingApplies(method) ? (
          <Line
            label={t('summary.shipping')}
            value={prices.freeShipping ? t('summary.free_shipping') : t.money(prices.shipping)}
          />
        ) : null}
        {prices.tip > 0 ? <Line label={t('summary.tip')} value={t.money(prices.tip)} /> : null}
        <Line label={t('summary.total')} value={t.money(prices.total)} strong />
      </dl>
    </div>
  );
}

/** Which of the lines the customer saw the server priced otherwise. */
function pricesChangedReasons(prices: OrderPrices, seen: PriceBreakdown | null) {
  if (seen === null) return [];
  const reasons: (
    'prices_changed.products' | 'prices_changed.discount' | 'prices_changed.shipping' | 'prices_changed.tip'
  )[] = [];
  if (prices.cart !== seen.cart) reasons.push('prices_changed.products');
  if (prices.coupon !== seen.coupon) reasons.push('prices_changed.discount');
  if (prices.shipping !== seen.shipping || prices.freeShipping !== seen.freeShipping)
    reasons.push('prices_changed.shipping');
  // A preset's tip follows the products after their discount (docs/decisions/067).
  if (prices.tip !== (seen.tip ?? 0)) reasons.push('prices_changed.tip');
  return reasons;
}

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
