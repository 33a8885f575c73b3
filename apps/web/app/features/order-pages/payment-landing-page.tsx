import { useEffect } from 'react';
import type { Order, Storefront } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { OrderDetail } from '../../components/ui/order/order-detail.tsx';
import { orderPaymentUrl } from '../../components/ui/order/order-display.ts';
import { useFocusOnChange } from '../../lib/use-focus-on-change.ts';
import {
  ActionButton,
  ActionLink,
  BusinessPhones,
  Notice,
  OrderFacts,
  OrderPageFrame,
  StatusRegion,
  Working,
} from './order-page-parts.tsx';
import { OrderAgainLink, orderEnded, OrderStandingNotice } from './order-standing-notice.tsx';
import { PaymentAlternatives } from './payment-alternatives.tsx';
import { usePaymentOutcome } from './use-payment-outcome.ts';
import type { PollTiming } from './use-payment-outcome.ts';

/**
 * PaymentLandingPage (spec §2, §4 "Payment landing", §8): /esito-pagamento/{result}/{oid}/{hash},
 * where the payment provider sends the customer back. It only reads the
 * order (the provider's webhook settles it): checking while it waits, then
 * success with the order, or 'Payment unsuccessful' with the retry-payment
 * link (while the order still waits for payment) and the business's phone
 * numbers. An order that ended meanwhile says why instead (issue 31 item 7):
 * cancelled because the time to pay ran out, a late payment being refunded,
 * and the way to order again. A check that finds the order still unpaid ends
 * saying so, with the payment link, a new check and the phones (item 9).
 * Every state but success names the order's code and amount. While the order
 * still waits, it says until when, and offers paying on delivery or at
 * collection instead where the delivery method allows (issue 34 item 12). `result` is a
 * hint: anything but 'successo' is a failure unless the order is already
 * paid. `oid` 0 names no order.
 */
export function PaymentLandingPage({
  result,
  oid,
  hash,
  storefront,
  t,
  timing,
  onPaid,
  onSwitched,
}: {
  result: string;
  oid: number;
  hash: string;
  storefront: Storefront;
  t: Translator;
  timing?: PollTiming;
  /** The order is paid: its cart may go. */
  onPaid?: () => void;
  /**
   * The order no longer waits for its payment: the customer chose to pay on delivery instead (sent to
   * the restaurant), or — found when that tap was not answered — its time ran out. The order as it now is.
   */
  onSwitched?: (order: Order) => void;
}) {
  const { outcome, checkAgain } = usePaymentOutcome(oid, hash, result, timing);
  const isPaid = outcome.state === 'paid';
  useEffect(() => {
    if (isPaid) onPaid?.();
  }, [isPaid, onPaid]);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(outcome.state);
  // The order of a failed or a still unpaid payment: the one a payment link and other ways to pay are for.
  const unpaid = outcome.state === 'failed' || outcome.state === 'unconfirmed' ? outcome.order : null;
  const payUrl = unpaid ? orderPaymentUrl(unpaid) : null;
  const phones = <BusinessPhones anagraphic={storefront.anagraphic} t={t} />;
  // Paying another way is offered wherever the payment link is.
  const alternatives =
    unpaid && payUrl && onSwitched ? (
      <PaymentAlternatives order={unpaid} hash={hash} storefront={storefront} t={t} onSwitched={onSwitched} />
    ) : null;

  return (
    <OrderPageFrame title={t('page.payment_result')} headingRef={headingRef}>
      <StatusRegion>
        {outcome.state === 'checking' ? <Working text={t('payment.checking')} /> : null}
        {outcome.state === 'paid' ? <Notice tone="success">{t('payment.success')}</Notice> : null}
        {outcome.state === 'unconfirmed' ? <Notice tone="info">{t('payment.still_unpaid')}</Notice> : null}
      </StatusRegion>
      {outcome.state === 'paid' ? (
        <OrderDetail order={outcome.order} storefront={storefront} t={t} titleLevel={2} />
      ) : null}
      {outcome.state === 'failed' ? (
        <>
          {orderEnded(outcome.order) ? (
            <OrderStandingNotice order={outcome.order} t={t} />
          ) : (
            <Notice tone="error">{t('payment.unsuccessful')}</Notice>
          )}
          <OrderFacts order={outcome.order} t={t} />
          {payUrl ? (
            <ActionLink href={payUrl} external>
              {t('payment.retry')}
            </ActionLink>
          ) : null}
          {alternatives}
          {orderEnded(outcome.order) ? <OrderAgainLink t={t} /> : null}
          {phones}
        </>
      ) : null}
      {outcome.state === 'unconfirmed' ? (
        <>
          <OrderFacts order={outcome.order} t={t} />
          {payUrl ? (
            <ActionLink href={payUrl} external>
              {t('payment.pay_now')}
            </ActionLink>
          ) : null}
          <ActionButton onClick={checkAgain}>{t('payment.check_again')}</ActionButton>
          {alternatives}
          {phones}
        </>
      ) : null}
      {outcome.state === 'error' ? (
        <>
          <Notice tone="error">{t.errors(outcome.errors)}</Notice>
          {phones}
        </>
      ) : null}
    </OrderPageFrame>
  );
}
