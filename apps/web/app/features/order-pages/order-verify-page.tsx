import { useRef } from 'react';
import type { ErrorCode, Order, Storefront } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { OrderDetail } from '../../components/ui/order/order-detail.tsx';
import type { ApiResult } from '../../lib/after-hydration-shared/api-client.ts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import { useFocusOnChange } from '../../lib/use-focus-on-change.ts';
import { verifyOrderCode } from './api/order-pages.ts';
import { HomeLink, Notice, OrderPageFrame, StatusRegion, Working } from './order-page-parts.tsx';

type Verification =
  | { state: 'verifying' }
  | { state: 'verified'; order: Order }
  | { state: 'already-verified'; order: Order }
  | { state: 'not-verified'; errors: ErrorCode[] };

type VerifyAnswer = ApiResult<{ order: Order; verifiedAlready: boolean }>;

/**
 * OrderVerify (spec §2 "Order verify", §4 verification flow): /ordine/convalida/{codice},
 * the link of the verification e-mail or SMS. Confirms the order on arrival
 * (POST /api/order/verify) and shows in progress → verified, already
 * verified or not verified, with the order. The request is sent once per
 * code even when React runs the effect twice (strict mode): a second send
 * would answer 'already verified' to a customer who just confirmed.
 */
export function OrderVerifyPage({
  code,
  storefront,
  t,
}: {
  code: string;
  storefront: Storefront;
  t: Translator;
}) {
  // The one request of this code, shared by every run of the query.
  const sent = useRef<{ code: string; answer: Promise<VerifyAnswer> } | null>(null);
  const answer = useApiQuery<Verification>(code, async () => {
    if (sent.current?.code !== code) sent.current = { code, answer: verifyOrderCode(code) };
    const result = await sent.current.answer;
    if (!result.ok) return { state: 'not-verified', errors: result.errors };
    return { state: result.data.verifiedAlready ? 'already-verified' : 'verified', order: result.data.order };
  });
  const verification: Verification = answer.value ?? { state: 'verifying' };
  const headingRef = useFocusOnChange<HTMLHeadingElement>(verification.state);

  return (
    <OrderPageFrame title={t('page.order_verify')} headingRef={headingRef}>
      <StatusRegion>
        {verification.state === 'verifying' ? <Working text={t('order_verify.in_progress')} /> : null}
        {verification.state === 'verified' ? (
          <Notice tone="success">{t('order_verify.verified')}</Notice>
        ) : null}
        {verification.state === 'already-verified' ? (
          <Notice tone="info">{t('order_verify.already_verified')}</Notice>
        ) : null}
      </StatusRegion>
      {verification.state === 'verified' || verification.state === 'already-verified' ? (
        <OrderDetail order={verification.order} storefront={storefront} t={t} titleLevel={2} />
      ) : null}
      {verification.state === 'not-verified' ? (
        <>
          <Notice tone="error">
            <p>{t('order_verify.not_verified')}</p>
            {/* A wrong or used-up code says no more; another refusal (bot protection, network) is named. */}
            {verification.errors.includes('WRONG_ORDER_VERIFICATION_CODE') ? null : (
              <p>{t.errors(verification.errors)}</p>
            )}
          </Notice>
          <HomeLink t={t} />
        </>
      ) : null}
    </OrderPageFrame>
  );
}
