import type { Locale } from '@ordina/contracts';
import { localizedDescription } from '@ordina/domain';
import type { PriceBreakdown } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import type { OrderPricing } from './use-order-pricing.ts';

/** The order's price lines (spec §2): products subtotal, coupon (when one applies), shipping or free shipping, total. */
export function OrderSummaryTotals({
  prices,
  coupon,
  showShipping,
  locale,
  t,
}: {
  prices: PriceBreakdown;
  coupon: OrderPricing['coupon'];
  /** False when the chosen delivery method carries no shipping (pick-up, table, …). */
  showShipping: boolean;
  locale: Locale;
  t: Translator;
}) {
  const couponText =
    coupon && 'languages' in coupon ? localizedDescription({ name: '', ...coupon }, locale) : '';
  return (
    <dl className="space-y-1.5 border-t border-stone-200 pt-3 text-sm">
      <div className="flex justify-between gap-3">
        <dt>{t('summary.products')}</dt>
        <dd className="tabular-nums">{t.money(prices.cart)}</dd>
      </div>
      {coupon && (
        <div className="text-coupon flex justify-between gap-3">
          <dt className="min-w-0">
            {t('summary.coupon')}
            {couponText && <span className="block text-xs text-stone-500">{couponText}</span>}
          </dt>
          <dd className="shrink-0 font-medium tabular-nums">{t.money(prices.coupon)}</dd>
        </div>
      )}
      {showShipping && (
        <div className="flex justify-between gap-3">
          <dt>{t('summary.shipping')}</dt>
          <dd className={prices.freeShipping ? 'font-medium text-emerald-700' : 'tabular-nums'}>
            {prices.freeShipping ? t('summary.free_shipping') : t.money(prices.shipping)}
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-3 border-t border-stone-200 pt-2 text-base font-bold">
        <dt>{t('summary.total')}</dt>
        <dd className="tabular-nums">{t.money(prices.total)}</dd>
      </div>
    </dl>
  );
}
