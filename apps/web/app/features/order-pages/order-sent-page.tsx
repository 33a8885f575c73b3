import { useEffect, useState } from 'react';
import type { ErrorCode, Order, Storefront } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { OrderDetail } from '../../components/ui/order/order-detail.tsx';
import { useFocusOnChange } from '../../lib/use-focus-on-change.ts';
import { loadLinkedOrder } from './api/order-pages.ts';
import { HomeLink, Notice, OrderPageFrame, StatusRegion, Working } from './order-page-parts.tsx';

type Loaded = { state: 'loading' } | { state: 'shown'; order: Order } | { state: 'error'; errors: ErrorCode[] };

/**
 * OrderSended (spec §2 "Order sent"): /ordine/inviato/{oid}/{hash}, where the
 * checkout sends the customer after an order that needs no confirmation. The
 * success banner and the order as the server recorded it; errors in an alert (§8).
 * `oid` 0 is an address that names no order (not a number).
 */
export function OrderSentPage({ oid, hash, storefront, t }: { oid: number; hash: string; storefront: Storefront; t: Translator }) {
  const [answer, setAnswer] = useState<Loaded>({ state: 'loading' });
  const loaded: Loaded = oid > 0 ? answer : { state: 'error', errors: ['NOT_FOUND'] };
  const headingRef = useFocusOnChange<HTMLHeadingElement>(loaded.state);

  useEffect(() => {
    if (oid <= 0) return;
    let active = true;
    void loadLinkedOrder(oid, hash).then((result) => {
      if (active) setAnswer(result.ok ? { state: 'shown', order: result.data } : { state: 'error', errors: result.errors });
    });
    return () => {
      active = false;
    };
  }, [oid, hash]);

  return (
    <OrderPageFrame title={t('page.order_sent')} headingRef={headingRef}>
      <StatusRegion>
        {loaded.state === 'loading' ? <Working text={t('common.loading')} /> : null}
        {loaded.state === 'shown' ? <Notice tone="success">{t('order_sent.success')}</Notice> : null}
      </StatusRegion>
      {loaded.state === 'shown' ? <OrderDetail order={loaded.order} storefront={storefront} t={t} titleLevel={2} /> : null}
      {loaded.state === 'error' ? (
        <>
          <Notice tone="error">{t.errors(loaded.errors)}</Notice>
          <HomeLink t={t} />
        </>
      ) : null}
    </OrderPageFrame>
  );
}
