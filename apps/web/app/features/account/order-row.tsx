import { Link } from 'react-router';
import type { Order } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { paths } from '../../lib/first-load/paths.ts';
import { orderPaymentUrl, orderPlacedAt, orderPromisedAt } from '../../components/ui/order/order-display.ts';
import { OrderStatusBadge } from '../../components/ui/order/order-status-badge.tsx';

/** One order of the list (spec §2 "User orders"): date and time, status, code, go-to-payment link, final amount. */
export function OrderRow({ order, t, timeZone }: { order: Order; t: Translator; timeZone: string }) {
  const payUrl = orderPaymentUrl(order);
  const promisedAt = orderPromisedAt(order, t, timeZone);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-bold text-stone-900">
            <Link
              to={paths.order(order.id, order.code)}
              className="focus-visible:ring-primary rounded underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:outline-none"
            >
              {t('order_detail.title', { code: order.code })}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-stone-600">
            <time dateTime={order.date.date}>{orderPlacedAt(order, t, timeZone)}</time>
          </p>
        </div>
        <p className="shrink-0 text-lg font-bold text-stone-900 tabular-nums">{t.money(order.amountFinal)}</p>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm">
          <span className="sr-only">{t('orders.status')}</span>
          <OrderStatusBadge code={order.statusCode} t={t} />
          {promisedAt ? (
            <span className="text-stone-700">
              {t('order_live.promised_time')}:{' '}
              <time dateTime={order.promisedAt ?? undefined}>{promisedAt}</time>
            </span>
          ) : null}
        </p>
        {payUrl ? (
          <a
            href={payUrl}
            className="bg-button text-button-text focus-visible:ring-primary inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-semibold hover:brightness-110 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t('orders.go_to_payment')}
          </a>
        ) : null}
      </div>
    </li>
  );
}
