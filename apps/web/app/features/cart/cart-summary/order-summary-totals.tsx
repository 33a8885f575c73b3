import type { Locale } from '@ordina/contracts';
import { localizedDescription } from '@ordina/domain';
import type { Message, PriceBreakdown } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import type { OrderPricing } from './use-order-pricing.ts';

/**
 * The order's price lines (spec §2): products subtotal, the discount (when one
 * applies), shipping or free shipping, total. Each line is named for what it
 * is: an automatic discount has no code, so it is not called a coupon code;
 * shipping before a method is chosen says it assumes home delivery (spec §4:
 * it applies while no method is chosen); the checkout's tip, when one is chosen.
 */
export function OrderSummaryTotals({
  prices,
  coupon,
  couponSource,
  missing,
  showShipping,
  methodChosen,
  locale,
  t,
}: {
  prices: PriceBreakdown;
  coupon: OrderPricing['coupon'];
  couponSource: OrderPricing['couponSource'];
  /** How much is still missing to the minimum order (here, not in the proceed notice, which is on the first load). */
  missing: Message | null;
  /** False when the chosen delivery method carries no shipping (pick-up, table, …). */
  showShipping: boolean;
  /** False on the home and category pages: the shipping shown is an assumption until checkout. */
  methodChosen: boolean;
  locale: Locale;
  t: Translator;
}) {
  const couponText =
    coupon && 'languages' in coupon ? localizedDescription({ name: '', ...coupon }, locale) : '';
  return (
    <>
      <dl className="space-y-1.5 border-t border-stone-200 pt-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt>{t('summary.products')}</dt>
          <dd className="tabular-nums">{t.money(prices.cart)}</dd>
        </div>
        {coupon && (
          <div className="flex justify-between gap-3">
            <dt className="min-w-0">
              {t(couponSource === 'code' ? 'summary.coupon_code' : 'summary.automatic_discount')}
              {couponText && <span className="block text-xs text-stone-500">{couponText}</span>}
            </dt>
            {/* A saving, not an error: the green of free shipping, not the red of a problem. */}
            <dd className="shrink-0 font-medium text-emerald-800 tabular-nums">{t.money(prices.coupon)}</dd>
          </div>
        )}
        {showShipping && (
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt>{t('summary.shipping')}</dt>
            <dd className={prices.freeShipping ? 'font-medium text-emerald-800' : 'tabular-nums'}>
              {prices.freeShipping ? t('summary.free_shipping') : t.money(prices.shipping)}
            </dd>
            {!methodChosen && (
              <dd className="basis-full text-xs text-stone-600">{t('summary.shipping_assumed')}</dd>
            )}
          </div>
        )}
        {prices.tip ? (
          <div className="flex justify-between gap-3">
            <dt>{t('summary.tip')}</dt>
            <dd className="tabular-nums">{t.money(prices.tip)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3 border-t border-stone-200 pt-2 text-base font-bold">
          <dt>{t('summary.total')}</dt>
          <dd className="tabular-nums">{t.money(prices.total)}</dd>
        </div>
      </dl>
      {missing && <p className="mt-2 text-sm font-semibold text-amber-900">{t.message(missing)}</p>}
    </>
  );
}
