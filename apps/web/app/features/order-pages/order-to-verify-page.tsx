import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Translator } from '@ordina/i18n';
import { paths } from '../../lib/first-load/paths.ts';
import { useStorefront } from '../../lib/storefront-context.tsx';
import { ActionLink, HomeLink, Notice, OrderPageFrame, StatusRegion, Working } from './order-page-parts.tsx';
import { PendingMailBox } from './pending-mail-box.tsx';
import { usePendingOrder } from './use-pending-order.ts';

/**
 * OrderToVerify (spec §2 "Order to verify", §4 "Order verification flow", §8):
 * /ordine/in-attesa-di-convalida/{otid}/{hash}/{type}. While the pending order
 * waits for its code: how to confirm it, by e-mail or by SMS (`type`), and the
 * page keeps asking, so a confirmation made elsewhere (the e-mailed link in
 * another tab, on a phone) moves it on by itself. Once verified it leads to the
 * order's page — never to the "error, place a new order" of §8, which would
 * invite a second order (issue 31 item 8); expired, it says the time ran out.
 * An e-mailed code shows where it went, the deadline, "send again" and a
 * corrected address (issue 34 item 13: PendingMailBox).
 * An unknown order (or `otid` 0, not a number) is 'not convalidable'.
 */
export function OrderToVerifyPage({
  otid,
  hash,
  type,
  t,
  pollIntervalMs,
}: {
  otid: number;
  hash: string;
  type: string;
  t: Translator;
  /** Tests ask faster; the page's own pace is PENDING_POLL_INTERVAL_MS. */
  pollIntervalMs?: number;
}) {
  const { view, headingRef } = usePendingOrder(otid, hash, pollIntervalMs);
  const navigate = useNavigate();
  const timeZone = useStorefront().configuration.time_zone;
  const orderPath =
    view.state === 'verified' && view.order ? paths.orderSent(view.order.oid, view.order.hash) : null;

  useEffect(() => {
    // Replace: going back must not land on a waiting page that only sends forward again.
    if (orderPath) void navigate(orderPath, { replace: true });
  }, [orderPath, navigate]);

  return (
    <OrderPageFrame title={t('order_to_verify.title')} headingRef={headingRef}>
      <StatusRegion>
        {view.state === 'loading' ? <Working text={t('common.loading')} /> : null}
        {view.state === 'waiting' ? (
          <Notice tone="warning">
            {t(type === 'sms' ? 'order_to_verify.sms' : 'order_to_verify.email')}
          </Notice>
        ) : null}
        {view.state === 'verified' ? (
          <Notice tone="success">
            {orderPath ? t('order_to_verify.verified') : t('order_verify.already_verified')}
          </Notice>
        ) : null}
      </StatusRegion>
      {view.state === 'waiting' && view.mail ? (
        <PendingMailBox
          otid={otid}
          hash={hash}
          expiresAt={view.expiresAt}
          mail={view.mail}
          timeZone={timeZone}
          t={t}
        />
      ) : null}
      {orderPath ? <ActionLink href={orderPath}>{t('order_to_verify.see_order')}</ActionLink> : null}
      {view.state === 'expired' ? (
        <>
          <Notice tone="error">{t('order_to_verify.expired')}</Notice>
          <HomeLink t={t} text={t('order_to_verify.new_order')} />
        </>
      ) : null}
      {view.state === 'not-verifiable' ? (
        <>
          <Notice tone="error">
            <p>{t('messages.apologies')}</p>
            <p>{t('messages.try_again_new_order')}</p>
          </Notice>
          <HomeLink t={t} text={t('order_to_verify.new_order')} />
        </>
      ) : null}
      {view.state === 'error' ? (
        <>
          {/* No such pending order: 'not convalidable' (§8); any other refusal says what went wrong. */}
          <Notice tone="error">
            {view.errors.includes('NOT_FOUND')
              ? t('order_to_verify.not_convalidable')
              : t.errors(view.errors)}
          </Notice>
          <HomeLink t={t} text={t('order_to_verify.new_order')} />
        </>
      ) : null}
    </OrderPageFrame>
  );
}
