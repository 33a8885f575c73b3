import type { Translator } from '@ordina/i18n';
import { loadPendingOrder } from './api/order-pages.ts';
import { HomeLink, Notice, OrderPageFrame, StatusRegion, Working } from './order-page-parts.tsx';
import { useLinkedAnswer } from './use-linked-answer.ts';

/** A pending order with this status or more can no longer be confirmed (spec §4, §9: 100 verified, 101 expired). */
export const NOT_VERIFIABLE_STATUS = 100;

/** Whether the pending order still waits for its code. */
const pendingState = ({ status }: { status: number }) => ({ state: status >= NOT_VERIFIABLE_STATUS ? ('not-verifiable' as const) : ('waiting' as const) });

/**
 * OrderToVerify (spec §2 "Order to verify", §8): /ordine/in-attesa-di-convalida/{otid}/{hash}/{type}.
 * While the pending order waits for its code: how to confirm it, by e-mail
 * or by SMS (`type`). From status 100 on: the error with the link to place a
 * new order. An unknown order (or `otid` 0, not a number) is 'not convalidable'.
 */
export function OrderToVerifyPage({
  otid,
  hash,
  type,
  t,
}: {
  otid: number;
  hash: string;
  type: string;
  t: Translator;
}) {
  const { loaded, headingRef } = useLinkedAnswer(otid, hash, loadPendingOrder, pendingState);

  return (
    <OrderPageFrame title={t('order_to_verify.title')} headingRef={headingRef}>
      <StatusRegion>
        {loaded.state === 'loading' ? <Working text={t('common.loading')} /> : null}
        {loaded.state === 'waiting' ? (
          <Notice tone="warning">
            {t(type === 'sms' ? 'order_to_verify.sms' : 'order_to_verify.email')}
          </Notice>
        ) : null}
      </StatusRegion>
      {loaded.state === 'not-verifiable' ? (
        <>
          <Notice tone="error">
            <p>{t('messages.apologies')}</p>
            <p>{t('messages.try_again_new_order')}</p>
          </Notice>
          <HomeLink t={t} text={t('order_to_verify.new_order')} />
        </>
      ) : null}
      {loaded.state === 'error' ? (
        <>
          {/* No such pending order: 'not convalidable' (§8); any other refusal says what went wrong. */}
          <Notice tone="error">
            {loaded.errors.includes('NOT_FOUND')
              ? t('order_to_verify.not_convalidable')
              : t.errors(loaded.errors)}
          </Notice>
          <HomeLink t={t} text={t('order_to_verify.new_order')} />
        </>
      ) : null}
    </OrderPageFrame>
  );
}
