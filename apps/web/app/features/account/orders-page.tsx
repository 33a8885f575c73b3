import { useRef } from 'react';
import type { SessionUser } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { OrderRow } from './order-row.tsx';
import { useNearViewport } from '../../lib/cart-summary/use-intersection.ts';
import { useOrderPages } from './use-order-pages.ts';

/**
 * UserOrders (spec §2, §4 "Order list"): the customer's orders, newest
 * first, more loading as the end of the list comes into view, until a page
 * is shorter than 10; a refresh button starts again from the newest.
 */
export function OrdersPage({ user, t, timeZone }: { user: SessionUser; t: Translator; timeZone: string }) {
  const { orders, complete, showLoading, failed, loadMore, refresh } = useOrderPages(user);
  const endRef = useRef<HTMLDivElement>(null);
  useNearViewport(endRef, loadMore, `${orders.length}|${complete}|${failed}`);

  return (
    <div className="mx-auto max-w-3xl py-8">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-stone-900">{t('page.orders')}</h1>
        <button
          type="button"
          onClick={refresh}
          className="focus-visible:ring-primary inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-900 hover:bg-stone-50 focus-visible:ring-2 focus-visible:outline-none"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
            <path strokeLinecap="round" strokeLinejoin="round" d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
          </svg>
          {t('common.refresh')}
        </button>
      </div>
      {orders.length > 0 ? (
        <ul aria-label={t('page.orders')} className="mt-6 flex flex-col gap-3">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} t={t} timeZone={timeZone} />
          ))}
        </ul>
      ) : null}
      {complete && orders.length === 0 ? (
        <p className="mt-6 rounded-xl bg-stone-100 p-6 text-center text-stone-700">{t('orders.empty')}</p>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-center font-medium text-red-800">
          {t('orders.load_failed')}
        </p>
      ) : null}
      <div role="status" className="mt-4 text-center text-sm text-stone-600">
        {showLoading ? t('orders.loading_more') : null}
      </div>
      {/* Coming into view loads the next page. */}
      {complete || failed ? null : <div ref={endRef} aria-hidden="true" className="h-px" />}
    </div>
  );
}
