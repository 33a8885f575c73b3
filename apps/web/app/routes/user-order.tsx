import { AccountGuard } from '../features/account/account-guard.tsx';
import { OrderDetailPage } from '../features/account/order-detail-page.tsx';
import { ReorderButton } from '../features/cart/reorder-button.tsx';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { useStorefront } from '../lib/storefront-context.tsx';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import type { Route } from './+types/user-order';

/** Title: 'Order details - <business>'. */
export const meta: Route.MetaFunction = privatePageMeta('page.order');

/** UserOrder (spec §2, access: logged-in users): /area-personale/i-miei-ordini/:id/:orderCode. */
export default function UserOrderRoute({ params }: Route.ComponentProps) {
  const t = useTranslator();
  const storefront = useStorefront();
  // Only digits make an order id; anything else is shown as not found.
  const orderId = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  return (
    <AccountGuard t={t}>
      {(user) => (
        <OrderDetailPage
          user={user}
          orderId={orderId}
          storefront={storefront}
          t={t}
          orderActions={(order) => <ReorderButton order={order} t={t} />}
        />
      )}
    </AccountGuard>
  );
}
