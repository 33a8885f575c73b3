import type { OrderPrices } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';

// What the form says beside its fields: a refused submit and new prices to
// confirm (why the order cannot be sent now: components/ui/order-blockers.tsx).

/** A submit refused by the rules (spec §5): 'Validation failed' / 'Recheck the fields of the module'. */
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
 * customer sends again, so they are never charged an amount they did not see.
 */
export function PricesChanged({ prices, t }: { prices: OrderPrices; t: Translator }) {
  return (
    <div role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-semibold">{t('errors.PRICES_CHANGED')}</p>
      <dl className="mt-2 space-y-1">
        <Line label={t('summary.products')} value={t.money(prices.cart)} />
        {prices.coupon !== 0 ? <Line label={t('order_detail.discount')} value={t.money(prices.coupon)} /> : null}
        <Line label={t('summary.shipping')} value={prices.freeShipping ? t('summary.free_shipping') : t.money(prices.shipping)} />
        <Line label={t('summary.total')} value={t.money(prices.total)} strong />
      </dl>
    </div>
  );
}

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
