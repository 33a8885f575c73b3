import { useId } from 'react';
import { useLazySessionUser } from '../../../lib/session/first-load/use-lazy-session-user.ts';
import { useStorefront } from '../../../lib/storefront-context.tsx';
import { useTranslator } from '../../../lib/first-load/use-translator.ts';
import { cartBlockers } from './cart-blockers.ts';
import { lazyModule } from '../../../lib/first-load/lazy-module.ts';
import { OfflineRetry } from '../../../components/ui/first-load/offline-retry.tsx';
import { OrderProceed } from './order-proceed.tsx';
import { EditOrderLink, EmptyCartNote, OrderSummaryBox } from './order-summary-box.tsx';
import type { OrderSummaryProps } from '../cart-summary/order-summary.tsx';

// The server renders the summary with an empty cart and the clock unknown, so
// what it shows needs none of the summary's cart, pricing and clock code: the
// placeholder below renders exactly that markup on the server and while
// hydrating, and the summary itself loads after hydration and takes its place.
const orderSummary = lazyModule(() => import('../cart-summary/order-summary.tsx'));

/** The order summary as the server renders it: an empty cart, orders counted as accepted until the clock is known. */
export function OrderSummaryPlaceholder({
  editable = true,
  authenticated = false,
  className = '',
}: OrderSummaryProps) {
  const { configuration } = useStorefront();
  const t = useTranslator();
  const titleId = useId();
  const emptyId = useId();
  const blockers = cartBlockers(
    configuration,
    { subtotal: 0, quantity: 0, accepting: true, authenticated },
    t,
  );
  return (
    <OrderSummaryBox
      titleId={titleId}
      className={className}
      t={t}
      footer={
        editable ? <OrderProceed blockers={blockers} describedBy={emptyId} t={t} /> : <EditOrderLink t={t} />
      }
    >
      <EmptyCartNote id={emptyId} t={t} pending />
    </OrderSummaryBox>
  );
}

/**
 * The order summary (order-summary.tsx), loaded after hydration; its
 * server-rendered placeholder until then. Unless the page says otherwise,
 * `authenticated` follows the session (null on the server and while
 * hydrating, so the placeholder matches the server's markup).
 */
export function LazyOrderSummary(props: OrderSummaryProps) {
  const module = orderSummary.useModule();
  const failed = orderSummary.useFailed();
  const user = useLazySessionUser();
  const t = useTranslator();
  const withSession = { ...props, authenticated: props.authenticated ?? user !== null };
  if (module) return <module.OrderSummary {...withSession} />;
  return (
    <>
      <OrderSummaryPlaceholder {...withSession} />
      {/* Offline before the summary's code arrived: the cart is safe in the browser, reading it needs the code. */}
      {failed && (
        <OfflineRetry
          onRetry={() => void orderSummary.retry().catch(() => undefined)}
          t={t}
          className="mt-2"
        />
      )}
    </>
  );
}
