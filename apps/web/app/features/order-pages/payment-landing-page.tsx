import type { Storefront } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { OrderDetail } from '../../components/ui/order/order-detail.tsx';
import { orderPaymentUrl } from '../../components/ui/order/order-display.ts';
import { useFocusOnChange } from '../../lib/use-focus-on-change.ts';
import { ActionButton, ActionLink, BusinessPhones, Notice, OrderPageFrame, StatusRegion, Working } from './order-page-parts.tsx';
import { usePaymentOutcome } from './use-payment-outcome.ts';
import type { PollTiming } from './use-payment-outcome.ts';

/**
 * PaymentLandingPage (spec §2, §4 "Payment landing", §8): /esito-pagamento/{result}/{oid}/{hash},
 * where the payment provider sends the customer back. It only reads the
 * order (the provider's webhook settles it): checking while it waits, then
 * success with the order, or 'Payment unsuccessful' with the retry-payment
 * link (while the order still waits for payment) and the business's phone
 * numbers. `result` is a hint: anything but 'successo' is a failure unless
 * the order is already paid. `oid` 0 names no order.
 */
export function PaymentLandingPage({
  result,
  oid,
  hash,
  storefront,
  t,
  timing,
}: {
  result: string;
  oid: number;
  hash: string;
  storefront: Storefront;
  t: Translator;
  timing?: PollTiming;
}) {
  const { outcome, checkAgain } = usePaymentOutcome(oid, hash, result, timing);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(outcome.state);
  const retryUrl = outcome.state === 'failed' ? orderPaymentUrl(outcome.order) : null;
  const phones = <BusinessPhones anagraphic={storefront.anagraphic} t={t} />;

  return (
    <OrderPageFrame title={t('page.payment_result')} headingRef={headingRef}>
      <StatusRegion>
        {outcome.state === 'checking' ? <Working text={t('payment.checking')} /> : null}
        {outcome.state === 'paid' ? <Notice tone="success">{t('payment.success')}</Notice> : null}
        {outcome.state === 'unconfirmed' ? <Notice tone="info">{t('payment.unconfirmed')}</Notice> : null}
      </StatusRegion>
      {outcome.state === 'paid' ? <OrderDetail order={outcome.order} storefront={storefront} t={t} titleLevel={2} /> : null}
      {outcome.state === 'failed' ? (
        <>
          <Notice tone="error">{t('payment.unsuccessful')}</Notice>
          {retryUrl ? (
            <ActionLink href={retryUrl} external>
              {t('payment.retry')}
            </ActionLink>
          ) : null}
          {phones}
        </>
      ) : null}
      {outcome.state === 'unconfirmed' ? (
        <>
          <ActionButton onClick={checkAgain}>{t('payment.check_again')}</ActionButton>
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
