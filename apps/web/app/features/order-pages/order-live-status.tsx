import type { Order, Storefront } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { orderEndReason, orderNextStep, orderPromisedAt } from '../../components/ui/order/order-display.ts';
import { OrderStatusBadge } from '../../components/ui/order/order-status-badge.tsx';
import { BusinessPhones } from './order-page-parts.tsx';

/** How often the order's status page asks again (issue 33: the live channel belongs to the board; a 30 s poll is enough for the customer). */
export const ORDER_STATUS_REFRESH_MS = 30_000;

/**
 * Where the order stands now, on its status page (docs/decisions/044): the spec's status label and
 * colour (§4), what happens next, the time the restaurant promised, why it ended when the
 * restaurant rejected or cancelled it, and the restaurant's phone. The page refreshes it by itself.
 */
export function OrderLiveStatus({
  order,
  storefront,
  t,
}: {
  order: Order;
  storefront: Storefront;
  t: Translator;
}) {
  const next = orderNextStep(order);
  const reason = orderEndReason(order);
  const promisedAt = orderPromisedAt(order, t, storefront.configuration.time_zone);
  return (
    <section
      aria-labelledby="order-live-title"
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h3 id="order-live-title" className="flex flex-wrap items-center gap-3 font-bold text-stone-900">
        {t('orders.status')}
        <OrderStatusBadge code={order.statusCode} t={t} />
      </h3>
      {next ? <p className="text-stone-800">{t(next)}</p> : null}
      {reason ? <p className="text-stone-800">{t(reason)}</p> : null}
      {promisedAt ? (
        <p className="text-lg text-stone-900">
          {t('order_live.promised_time')}:{' '}
          <time dateTime={order.promisedAt ?? undefined} className="font-bold tabular-nums">
            {promisedAt}
          </time>
        </p>
      ) : null}
      <BusinessPhones anagraphic={storefront.anagraphic} t={t} />
    </section>
  );
}
