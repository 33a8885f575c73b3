import { useState, useSyncExternalStore } from 'react';
import type { Translator } from '@ordina/i18n';
import { Button } from '../../components/ui/button.tsx';
import { notificationsBlocked, pushSupport, subscribeToOrder } from './push-subscribe.ts';

type OptInState = 'unknown' | 'ios_home_screen' | 'offered' | 'working' | 'on' | 'denied' | 'failed';

/** What the browser allows before the customer does anything; 'unknown' on the server and while hydrating. */
function browserState(): OptInState {
  const support = pushSupport();
  if (support === 'supported') return notificationsBlocked() ? 'denied' : 'offered';
  return support === 'ios_home_screen' ? 'ios_home_screen' : 'unknown';
}
const unchanging = () => () => undefined;

/**
 * The order page's switch for status notifications (issue 37, docs/decisions/069): a button that
 * asks the browser's permission and subscribes this order, then says they are on. Where the browser
 * has no Web Push (PushManager missing) there is no button: on an iPhone the page says how to get
 * them (add to the Home Screen first, iOS 16.4+), elsewhere nothing. Blocked notifications are said
 * with the way to allow them. Decided after hydration: the server renders nothing here.
 */
export function PushOptIn({ oid, hash, t }: { oid: number; hash: string; t: Translator }) {
  const initial = useSyncExternalStore(unchanging, browserState, () => 'unknown' as const);
  const [chosen, setState] = useState<OptInState | null>(null);
  const state = chosen ?? initial;

  if (state === 'unknown') return null;

  async function turnOn() {
    setState('working');
    const outcome = await subscribeToOrder(oid, hash);
    setState(outcome === 'dismissed' ? 'offered' : outcome);
  }

  return (
    <section
      aria-labelledby="push-opt-in-title"
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="push-opt-in-title" className="font-bold text-stone-900">
        {t('push_optin.title')}
      </h2>
      {state === 'ios_home_screen' ? (
        <p className="text-stone-800">{t('push_optin.ios_hint')}</p>
      ) : (
        <>
          <p className="text-stone-800">{t('push_optin.text')}</p>
          <div role="status" className="empty:hidden">
            {state === 'on' ? <p className="font-medium text-green-800">{t('push_optin.on')}</p> : null}
            {state === 'denied' ? (
              <p className="font-medium text-amber-900">{t('push_optin.denied')}</p>
            ) : null}
            {state === 'failed' ? <p className="font-medium text-red-800">{t('push_optin.failed')}</p> : null}
          </div>
          {state === 'offered' || state === 'working' || state === 'failed' ? (
            <Button busy={state === 'working'} onClick={() => void turnOn()} className="self-start">
              {state === 'working' ? t('push_optin.working') : t('push_optin.button')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
