import { useEffect, useState } from 'react';
import type { ErrorCode } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { useFocusOnChange } from '../../lib/use-focus-on-change.ts';
import { loadPendingOrder } from './api/order-pages.ts';
import { HomeLink, Notice, OrderPageFrame, StatusRegion, Working } from './order-page-parts.tsx';

/** A pending order with this status or more can no longer be confirmed (spec §4, §9: 100 verified, 101 expired). */
export const NOT_VERIFIABLE_STATUS = 100;

type Loaded = { state: 'loading' } | { state: 'waiting' } | { state: 'not-verifiable' } | { state: 'error'; errors: ErrorCode[] };

/**
 * OrderToVerify (spec §2 "Order to verify", §8): /ordine/in-attesa-di-convalida/{otid}/{hash}/{type}.
 * While the pending order waits for its code: how to confirm it, by e-mail
 * or by SMS (`type`). From status 100 on: the error with the link to place a
 * new order. An unknown order (or `otid` 0, not a number) is 'not convalidable'.
 */
export function OrderToVerifyPage({ otid, hash, type, t }: { otid: number; hash: string; type: string; t: Translator }) {
  const [answer, setAnswer] = useState<Loaded>({ state: 'loading' });
  const loaded: Loaded = otid > 0 ? answer : { state: 'error', errors: ['NOT_FOUND'] };
  const headingRef = useFocusOnChange<HTMLHeadingElement>(loaded.state);

  useEffect(() => {
    if (otid <= 0) return;
    let active = true;
    void loadPendingOrder(otid, hash).then((result) => {
      if (!active) return;
      if (!result.ok) setAnswer({ state: 'error', errors: result.errors });
      else setAnswer({ state: result.data.status >= NOT_VERIFIABLE_STATUS ? 'not-verifiable' : 'waiting' });
    });
    return () => {
      active = false;
    };
  }, [otid, hash]);

  return (
    <OrderPageFrame title={t('order_to_verify.title')} headingRef={headingRef}>
      <StatusRegion>
        {loaded.state === 'loading' ? <Working text={t('common.loading')} /> : null}
        {loaded.state === 'waiting' ? <Notice tone="warning">{t(type === 'sms' ? 'order_to_verify.sms' : 'order_to_verify.email')}</Notice> : null}
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
          <Notice tone="error">{loaded.errors.includes('NOT_FOUND') ? t('order_to_verify.not_convalidable') : t.errors(loaded.errors)}</Notice>
          <HomeLink t={t} text={t('order_to_verify.new_order')} />
        </>
      ) : null}
    </OrderPageFrame>
  );
}
