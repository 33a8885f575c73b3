import { useState } from 'react';
import type { ErrorCode, Order, Storefront } from '@ordina/contracts';
// clockTimeAt, not @ordina/i18n's formatTime: a first use of an i18n export from a lazy page puts it in every page's first load.
import {
  clockTimeAt,
  orderStatusAwaitsPayment,
  paymentMethodIsOnline,
  paymentMethodsFor,
} from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { orderPaymentMethod } from '../../components/ui/order/order-display.ts';
import { loadLinkedOrder, payOnDelivery } from './api/order-pages.ts';

const buttonClass =
  'focus-visible:ring-primary min-h-11 rounded-full border border-stone-400 px-5 py-2 text-left font-semibold text-stone-900 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';

/** The offline payment types the order's delivery method takes (spec §3's method → payment types): what a failed online payment may turn into. */
export function offlinePaymentCodes(order: Order, storefront: Storefront): string[] {
  const { delivery_method: methods, payment_methods: payments } = storefront.configuration;
  const method = methods.find((candidate) => candidate.code === order.deliveryMethodCode);
  return paymentMethodsFor(method, payments)
    .filter((payment) => !paymentMethodIsOnline(payment))
    .map((payment) => payment.code);
}

/**
 * After a switch that was not answered — the connection dropped (status 0), or the server says the order
 * no longer waits for its payment (409 ORDER_NOT_PENDING: the answer to an earlier tap was lost, or
 * another tab switched it) — the order as it now is: returned when it no longer waits (its page tells
 * how it stands), null when it still waits or cannot be read (the refusal is then shown).
 */
async function orderNoLongerWaiting(
  order: Order,
  hash: string,
  refusal: { readonly status: number; readonly errors: readonly ErrorCode[] },
): Promise<Order | null> {
  if (refusal.status !== 0 && !refusal.errors.includes('ORDER_NOT_PENDING')) return null;
  const now = await loadLinkedOrder(order.id, hash);
  return now.ok && !orderStatusAwaitsPayment(now.data.statusCode) ? now.data : null;
}

/**
 * A failed online payment's way on (issue 34 item 12): until when the order
 * waits for its payment (a time of the business's zone), and — where its
 * delivery method takes one — paying on delivery or at collection instead,
 * which sends the order to the restaurant at once (`onSwitched`). A tap whose answer is lost, or
 * refused because the order no longer waits, looks at the order again: when it no longer waits (the
 * switch went through after all, or its time ran out) `onSwitched` opens its page.
 */
export function PaymentAlternatives({
  order,
  hash,
  storefront,
  t,
  onSwitched,
}: {
  order: Order;
  hash: string;
  storefront: Storefront;
  t: Translator;
  onSwitched: (order: Order) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const codes = offlinePaymentCodes(order, storefront);
  const timeZone = storefront.configuration.time_zone;

  async function choose(code: string) {
    setBusy(true);
    setProblem(null);
    const answer = await payOnDelivery(order.id, hash, code);
    const placed = answer.ok ? answer.data : await orderNoLongerWaiting(order, hash, answer);
    if (placed) return onSwitched(placed);
    setBusy(false);
    if (!answer.ok) setProblem(answer.status === 0 ? t('offline.message') : t.errors(answer.errors));
  }

  return (
    <div className="space-y-3 text-stone-800">
      {order.payUntil !== null ? (
        <p className="font-semibold">
          {t('payment.held_until', { time: clockTimeAt(new Date(order.payUntil), timeZone) })}
        </p>
      ) : null}
      {codes.length > 0 ? (
        <div role="group" aria-labelledby="pay-offline-title" className="space-y-2">
          <p id="pay-offline-title">{t('payment.pay_offline_instead')}</p>
          <div className="flex flex-wrap gap-3">
            {codes.map((code) => (
              <button
                key={code}
                type="button"
                className={buttonClass}
                disabled={busy}
                onClick={() => void choose(code)}
              >
                {orderPaymentMethod(code, storefront, t).label}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {problem === null ? null : <p role="alert">{problem}</p>}
    </div>
  );
}
