import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Order, SessionUser, Storefront } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { paths } from '../../lib/first-load/paths.ts';
import { loadOrder } from './api/orders.ts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import { OrderDetail } from '../../components/ui/order/order-detail.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';

type Loaded =
  { state: 'loading' } | { state: 'shown'; order: Order } | { state: 'not-found' } | { state: 'failed' };

const validId = (orderId: number) => Number.isSafeInteger(orderId) && orderId > 0;

/** UserOrder (spec §2 "Order detail"): one order from GET …/order/{id}, with a back button to the list. */
export function OrderDetailPage({
  user,
  orderId,
  storefront,
  t,
  orderActions,
}: {
  user: SessionUser;
  orderId: number;
  storefront: Storefront;
  t: Translator;
  /** What the route offers under a loaded order (e.g. "Order again", which the cart feature owns). */
  orderActions?: (order: Order) => ReactNode;
}) {
  // One load per order and user: a renewed token (same user) must not reload it. Another id in the
  // address means its answer is still to come.
  const answer = useApiQuery<Loaded>(validId(orderId) ? `${user.id}/${orderId}` : null, async () => {
    const result = await loadOrder(user, orderId);
    if (result.ok) return { state: 'shown', order: result.data };
    return { state: result.errors.includes('NOT_FOUND') ? 'not-found' : 'failed' };
  });
  const loaded: Loaded = !validId(orderId) ? { state: 'not-found' } : (answer.value ?? { state: 'loading' });

  return (
    <div className="mx-auto max-w-3xl py-6">
      <Link
        to={paths.orders}
        className="focus-visible:ring-primary mb-4 inline-flex min-h-11 items-center gap-2 rounded-full pr-3 font-semibold text-stone-800 hover:text-stone-950 focus-visible:ring-2 focus-visible:outline-none"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
          <path strokeLinecap="round" strokeLinejoin="round" d="M15 18l-6-6 6-6" />
        </svg>
        {t('common.back')}
      </Link>
      {loaded.state === 'loading' ? <PageSpinner label={t('common.loading')} /> : null}
      {loaded.state === 'shown' ? (
        <>
          <OrderDetail order={loaded.order} storefront={storefront} t={t} />
          {orderActions?.(loaded.order)}
        </>
      ) : null}
      {loaded.state === 'not-found' || loaded.state === 'failed' ? (
        <div className="py-10 text-center">
          <h1 className="text-2xl font-bold text-stone-900">{t('page.order')}</h1>
          <p role="alert" className="mt-3 text-stone-700">
            {t(loaded.state === 'not-found' ? 'order_detail.not_found' : 'order_detail.load_failed')}
          </p>
        </div>
      ) : null}
    </div>
  );
}
