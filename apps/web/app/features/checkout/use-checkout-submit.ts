import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Locale, OrderPlacedResponse, OrderPrices, SessionUser, Tips } from '@ordina/contracts';
import { PAYMENT_REDIRECT_DELAY_MS } from '@ordina/domain';
import type { Cart, PriceBreakdown, VerifyMethod } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { useAnalytics } from '../../lib/analytics/after-hydration-shared/use-analytics.ts';
import { useCaptchaOnDemand } from '../../lib/captcha/use-captcha.ts';
import type { ShowFlash } from '../../lib/first-load/flash.ts';
import { loadPhoneRules } from '../../lib/form/index.ts';
import type { AppForm } from '../../lib/form/index.ts';
import { paths } from '../../lib/first-load/paths.ts';
import { rememberSavedAddresses } from '../../lib/session/saved-addresses-cache.ts';
import { placeOrder } from './api/place-order.ts';
import { loadSavedAddresses } from './api/saved-addresses.ts';
import { checkoutDraftClear } from './checkout-draft.ts';
import { checkoutTipChoice } from './checkout-tip.ts';
import { emptyCheckoutValues, orderRequestOf } from './checkout-values.ts';
import type { CheckoutValues } from './checkout-values.ts';
import { createSubmitAttempts, sendAttempt } from './submit-attempt.ts';
import type { UnsentKind } from './submit-unsent-notice.tsx';

/** The page a placed order goes to (spec §4 "Checkout submit success"), or the payment provider's address. */
export function orderDestination(
  answer: OrderPlacedResponse['data'],
): { page: string } | { external: string } | null {
  if (answer.redirectTo) return { external: answer.redirectTo };
  const push = answer.push;
  if (push?.name === 'OrderSended') return { page: paths.orderSent(push.params.oid, push.params.hash) };
  if (push?.name === 'OrderToVerify')
    return { page: paths.orderToVerify(push.params.otid, push.params.hash, push.params.type) };
  return null;
}

/** What the submit needs from the page around the form. */
export interface CheckoutSubmitInput {
  readonly form: AppForm<CheckoutValues>;
  readonly entries: Cart;
  readonly user: SessionUser | null;
  /** The prices shown (the page's pricing, or the server's fresh ones after PRICES_CHANGED). */
  readonly prices: PriceBreakdown | null;
  readonly automaticCouponId: number | null;
  /** The business's tips: the values' tip choice is read with them (checkoutTipChoice). */
  readonly tips: Tips | undefined;
  readonly timeLabel: string | null;
  readonly locale: Locale;
  readonly t: Translator;
  readonly flash: ShowFlash;
  /**
   * The order is placed: the route empties the cart — or, for an order sent to pay online
   * (`paysOnline`), keeps it until the payment arrives (issue 34 item 12).
   */
  readonly onOrderPlaced: (placed: { readonly paysOnline: boolean }) => void;
}

/**
 * Sending the order: the payload of spec §3 through the one API client, one
 * Idempotency-Key per attempt (kept across resends, renewed by `renew` when
 * the customer changes something); the server's refusals on their fields and
 * in the snackbar; no answer at all is a notice with "Try again" (the same
 * key), the cart and the form kept; PRICES_CHANGED keeps the fresh prices to show and confirm;
 * success empties the cart (an online order's once it is paid), resets the draft, reports the purchase, reloads a
 * logged-in customer's saved addresses, then opens the order page (or the
 * payment provider after the redirecting page, 300 ms).
 */
export function useCheckoutSubmit(input: CheckoutSubmitInput) {
  const navigate = useNavigate();
  const analytics = useAnalytics();
  // A guest's order token: prepared once they start filling the form (prepareToken), solved at submit otherwise.
  const { take: takeToken, prepare: prepareToken } = useCaptchaOnDemand('order');
  const attempts = useRef(createSubmitAttempts());
  // The server's prices after PRICES_CHANGED, with those the refused order was sent with (what the customer saw).
  const [changed, setChanged] = useState<{
    readonly fresh: OrderPrices;
    readonly sent: PriceBreakdown;
  } | null>(null);
  const freshPrices = changed?.fresh ?? null;
  // A send that got no answer (issue 34 item 11): what to resend, with the same attempt's key.
  const [unsent, setUnsent] = useState<{
    readonly kind: UnsentKind;
    readonly values: CheckoutValues;
    readonly verifyMethod: VerifyMethod | null;
  } | null>(null);
  const [retrying, setRetrying] = useState(false);

  async function send(values: CheckoutValues, verifyMethod: VerifyMethod | null): Promise<void> {
    const { form, entries, user, t, flash } = input;
    const prices = freshPrices ?? input.prices;
    if (prices === null) return;
    const rules = await loadPhoneRules();
    let recaptchaToken: string | null = null;
    if (user === null) {
      const token = await takeToken();
      if (!token.ok) return flash(t.errors(token.errors), { tone: 'error' });
      recaptchaToken = token.data;
    }
    const body = orderRequestOf(values, {
      cart: entries,
      prices,
      automaticCouponId: input.automaticCouponId,
      tip: checkoutTipChoice(values, input.tips),
      locale: input.locale,
      verifyMethod,
      recaptchaToken,
      phone: rules.phoneNormalize(values.phone, values.phoneCountry).international ?? values.phone,
      timeLabel: input.timeLabel,
      currentPage: typeof location === 'undefined' ? paths.checkout : location.pathname,
    });
    const result = await sendAttempt(
      (request, key) => placeOrder(request, key, user?.id ?? null),
      body,
      attempts.current.key(),
    );

    if (!result.ok && result.status === 0) {
      // No answer after every resend: the browser knows whether it was offline (the order never left);
      // otherwise the reply was lost and the order may exist — the same key finds it on "Try again".
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      setUnsent({ kind: offline ? 'not_sent' : 'unanswered', values, verifyMethod });
      return;
    }
    setUnsent(null);
    if (!result.ok) {
      const fresh = result.errors.includes('PRICES_CHANGED') ? result.refusal?.prices : undefined;
      if (fresh) {
        // A new total is a new attempt: the customer confirms what they now see.
        attempts.current.renew();
        setChanged({ fresh, sent: prices });
        return;
      }
      form.showServerErrors(result.errors);
      flash(t.errors(result.errors), { tone: 'error' });
      return;
    }

    const destination = orderDestination(result.data);
    const reference =
      result.data.push?.name === 'OrderSended' ? result.data.push.params.oid : result.data.push?.params.otid;
    analytics.trackPurchase({ transactionId: String(reference ?? ''), total: prices.total, entries });
    checkoutDraftClear();
    attempts.current.renew();
    if (destination && 'external' in destination) {
      // The redirecting page first — its code may still be on its way on a slow connection — and the
      // provider 300 ms after it shows (spec §9), never before it.
      const external = destination.external;
      void Promise.resolve(navigate(paths.redirecting('pagamento-on-line'))).then(() => {
        setTimeout(() => location.assign(external), PAYMENT_REDIRECT_DELAY_MS);
      });
    } else {
      void navigate(destination?.page ?? paths.home);
    }
    input.onOrderPlaced({ paysOnline: destination !== null && 'external' in destination });
    form.reset(emptyCheckoutValues);
    if (user !== null) {
      void loadSavedAddresses(user.id).then((answer) => {
        if (answer.ok) rememberSavedAddresses(answer.data);
      });
    }
  }

  /** The customer changed something: a new attempt, and the browser's prices again. */
  const renew = useCallback(() => {
    attempts.current.renew();
    setChanged(null);
    // What the notice would resend is no longer what the form holds: the submit button sends the new values.
    setUnsent(null);
  }, []);

  /** "Try again" after a send without an answer: the same values, method and key. */
  async function retry(): Promise<void> {
    if (unsent === null) return;
    setRetrying(true);
    try {
      await send(unsent.values, unsent.verifyMethod);
    } finally {
      setRetrying(false);
    }
  }

  return {
    send,
    freshPrices,
    sentPrices: changed?.sent ?? null,
    renew,
    prepareToken,
    unsent: unsent?.kind ?? null,
    retrying,
    retry,
  };
}

/** What the checkout form gets from useCheckoutSubmit. */
export type CheckoutSubmit = ReturnType<typeof useCheckoutSubmit>;
