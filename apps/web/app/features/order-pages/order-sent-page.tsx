import type { ReactNode } from 'react';
import type { Order, Storefront } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { OrderDetail } from '../../components/ui/order/order-detail.tsx';
import { loadLinkedOrder } from './api/order-pages.ts';
import { ORDER_STATUS_REFRESH_MS, OrderLiveStatus } from './order-live-status.tsx';
import { HomeLink, Notice, OrderPageFrame, StatusRegion, Working } from './order-page-parts.tsx';
import { OrderAgainLink, orderEnded, OrderStandingNotice } from './order-standing-notice.tsx';
import { PushOptIn } from './push-opt-in.tsx';
import { useLinkedAnswer } from './use-linked-answer.ts';

const loadOrder = (oid: number, hash: string, options?: { progress?: boolean }) =>
  loadLinkedOrder(oid, hash, options);
const shownOrder = (order: Order) => ({ state: 'shown' as const, order });

/**
 * OrderSended (spec §2 "Order sent"): /ordine/inviato/{oid}/{hash}, where the
 * checkout sends the customer after an order that needs no confirmation, and
 * where the e-mails link. The banner agrees with the order's status (issue 31
 * item 9): the success banner only once the business received it, 'awaiting
 * payment', or cancelled with the way to order again; then where the order
 * stands now — followed live, asked again every 30 s and when the tab comes
 * back into view (docs/decisions/044) —; the switch for its status
 * notifications while it goes on (docs/decisions/069); then the order as the
 * server recorded it; errors in an alert (§8).
 * `oid` 0 is an address that names no order (not a number).
 */
export function OrderSentPage({
  oid,
  hash,
  storefront,
  t,
  orderActions,
}: {
  oid: number;
  hash: string;
  storefront: Storefront;
  t: Translator;
  /** What the route offers under the order (e.g. "Order again", which the cart feature owns). */
  orderActions?: (order: Order) => ReactNode;
}) {
  const { loaded, headingRef } = useLinkedAnswer(oid, hash, loadOrder, shownOrder, ORDER_STATUS_REFRESH_MS);

  return (
    <OrderPageFrame title={t('page.order_sent')} headingRef={headingRef}>
      <StatusRegion>
        {loaded.state === 'loading' ? <Working text={t('common.loading')} /> : null}
        {loaded.state === 'shown' && !orderEnded(loaded.order) ? (
          <OrderStandingNotice order={loaded.order} t={t} />
        ) : null}
      </StatusRegion>
      {/* An ended order's notice is an alert, outside the polite status region. */}
      {loaded.state === 'shown' && orderEnded(loaded.order) ? (
        <>
          <OrderStandingNotice order={loaded.order} t={t} />
          <OrderAgainLink t={t} />
        </>
      ) : null}
      {/* Only where the business sends status notifications (configuration.web_push). */}
      {loaded.state === 'shown' && !orderEnded(loaded.order) && storefront.configuration.web_push ? (
        <PushOptIn oid={oid} hash={hash} t={t} />
      ) : null}
      {loaded.state === 'shown' ? (
        <OrderDetail
          order={loaded.order}
          storefront={storefront}
          t={t}
          titleLevel={2}
          liveStatus={<OrderLiveStatus order={loaded.order} storefront={storefront} t={t} />}
        />
      ) : null}
      {loaded.state === 'shown' ? orderActions?.(loaded.order) : null}
      {loaded.state === 'error' ? (
        <>
          <Notice tone="error">{t.errors(loaded.errors)}</Notice>
          <HomeLink t={t} />
        </>
      ) : null}
    </OrderPageFrame>
  );
}
