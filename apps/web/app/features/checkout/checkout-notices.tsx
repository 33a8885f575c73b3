import type { OrderPrices } from '@ordina/contracts';
import type { OrderBlocker } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { requestLogin } from '../../lib/open-login.ts';

// What the form says beside its fields: a refused submit, new prices to
// confirm, and why the order cannot be sent now.

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

/** Why the order cannot be sent now (spec §5): minimum order, orders not accepted, login required ('Click here' opens the login drawer). */
export function OrderBlockers({ blockers, t }: { blockers: readonly OrderBlocker[]; t: Translator }) {
  const shown = blockers.filter((blocker) => blocker.reason !== 'cart_empty');
  if (shown.length === 0) return null;
  return (
    <ul className="space-y-1.5 text-sm text-amber-900">
      {shown.map((blocker) => (
        <li key={blocker.reason} className="rounded-lg bg-amber-50 px-3 py-2">
          {t.message(blocker.message)}
          {blocker.detail ? <span className="block font-semibold">{t.message(blocker.detail)}</span> : null}
          {blocker.action ? (
            <>
              {' '}
              <button
                type="button"
                onClick={() => requestLogin()}
                className="text-primary focus-visible:ring-primary rounded font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none"
              >
                {t.message(blocker.action)}
              </button>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
