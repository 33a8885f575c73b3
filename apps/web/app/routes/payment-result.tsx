import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Order } from '@ordina/contracts';
import { orderStatusIsReceived } from '@ordina/domain';
import { useCart } from '../features/cart/cart-summary/cart-store-context.tsx';
import { PaymentLandingPage } from '../features/order-pages/payment-landing-page.tsx';
import { cartPaymentSettled } from '../lib/cart-awaiting-payment.ts';
import { paths } from '../lib/first-load/paths.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { useStorefront } from '../lib/storefront-context.tsx';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import { recordIdParam } from './record-id-param.ts';
import type { Route } from './+types/payment-result';

/** Title: 'Payment result - <business>'; a private link, kept out of search engines. */
export const meta: Route.MetaFunction = privatePageMeta('page.payment_result');

/**
 * PaymentLandingPage (spec §2): /esito-pagamento/:result/:oid/:hash, where the payment provider sends the
 * customer back. Composed with the cart: the cart sent to pay is emptied once the order is paid, or placed
 * to pay on delivery instead (issue 34 item 12); a failed payment keeps it, and so does an order whose
 * time to pay ran out.
 */
export default function PaymentResultRoute({ params }: Route.ComponentProps) {
  const t = useTranslator();
  const storefront = useStorefront();
  const navigate = useNavigate();
  const { entries, hydrated, store } = useCart();
  const [paid, setPaid] = useState(false);
  useEffect(() => {
    if (paid && hydrated && cartPaymentSettled(entries)) store.clear();
  }, [paid, hydrated, entries, store]);
  const onPaid = useCallback(() => setPaid(true), []);
  const onSwitched = (order: Order) => {
    // Placed with the restaurant: its cart may go. An order whose time ran out keeps the cart, to order again.
    if (orderStatusIsReceived(order.statusCode) && cartPaymentSettled(entries)) store.clear();
    void navigate(paths.orderSent(order.id, params.hash));
  };
  return (
    <PaymentLandingPage
      key={`${params.result}/${params.oid}/${params.hash}`}
      result={params.result}
      oid={recordIdParam(params.oid)}
      hash={params.hash}
      storefront={storefront}
      t={t}
      onPaid={onPaid}
      onSwitched={onSwitched}
    />
  );
}
