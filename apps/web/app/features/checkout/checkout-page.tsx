import { useDeferredValue, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '@ordina/contracts';
import { orderLoginRequired } from '@ordina/domain';
import type { Cart } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import type { ShowFlash } from '../../lib/first-load/flash.ts';
import { paths } from '../../lib/first-load/paths.ts';
import { useStorefront } from '../../lib/storefront-context.tsx';
import { CheckoutForm } from './checkout-form.tsx';
import type { CheckoutPricing, CheckoutPricingInput } from './checkout-types.ts';
import type { CheckoutSubmitInput } from './use-checkout-submit.ts';

/** What the page composes: the cart (restored in the browser), the customer, the summary's pricing and the summary itself. */
export interface CheckoutPageProps {
  readonly cart: { readonly entries: Cart; readonly hydrated: boolean };
  readonly user: SessionUser | null;
  readonly pricing: CheckoutPricing;
  readonly onPricingInput: (input: CheckoutPricingInput) => void;
  readonly onOrderPlaced: CheckoutSubmitInput['onOrderPlaced'];
  /** The business clock's now; null until the browser knows it. */
  readonly now: Date | null;
  /** The non-modifiable order summary (from the cart feature). */
  readonly summary: ReactNode;
  readonly t: Translator;
  readonly flash: ShowFlash;
}

/**
 * FormPage (spec §2): a guest of a solo_login business is told 'login to
 * order' and sent home; an empty cart shows the alert with the
 * select-category button; otherwise the form beside the order summary. The
 * server renders the wait: the cart lives in the browser.
 */
export function CheckoutPage({
  cart,
  user,
  pricing,
  onPricingInput,
  onOrderPlaced,
  now,
  summary,
  t,
  flash,
}: CheckoutPageProps) {
  const { configuration } = useStorefront();
  const navigate = useNavigate();
  // The session is read with the cart: both are known once the browser restored them.
  const known = cart.hydrated;
  const loginRequired = known && orderLoginRequired(configuration.customer_auth_type, user !== null);
  // The form is the page's largest render. Mounted from a deferred value, React renders it at transition
  // priority, yielding to the browser every few milliseconds instead of one long task once the cart and the
  // clock are known (both arrive as synchronous store updates): taps and typing stay answered meanwhile.
  const contentReady = useDeferredValue(known && now !== null, false);

  useEffect(() => {
    if (!loginRequired) return;
    flash(t('checkout.login_to_order'), { tone: 'error' });
    void navigate(paths.home, { replace: true });
  }, [loginRequired, flash, navigate, t]);

  return (
    <div className="pb-8">
      <h1 id="checkout-title" className="text-2xl font-bold text-stone-900">
        {t('checkout.title')}
      </h1>
      {!contentReady || loginRequired || now === null ? (
        // A screen tall: the footer starts below the fold, so the form (taller than a screen) does not
        // push it out of sight once the cart is restored (a 0.17 layout shift measured by Lighthouse). The
        // same top margin as the form's: React keeps this element for the form's, and a margin that grew
        // by 24 px moved it (a 0.025 layout shift).
        <div className="mt-6 min-h-svh">
          <PageSpinner label={t('common.loading')} />
        </div>
      ) : cart.entries.length === 0 ? (
        <div role="alert" className="mt-6 rounded-2xl bg-amber-50 p-5 text-amber-900">
          <p className="font-semibold">{t('checkout.empty_cart')}</p>
          <Link
            to={paths.home}
            className="bg-button text-button-text focus-visible:ring-primary mt-4 inline-flex min-h-11 items-center rounded-full px-5 py-2.5 font-semibold shadow-sm hover:brightness-110 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t('checkout.select_category')}
          </Link>
        </div>
      ) : (
        <div className="mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
          <CheckoutForm
            entries={cart.entries}
            user={user}
            pricing={pricing}
            onPricingInput={onPricingInput}
            onOrderPlaced={onOrderPlaced}
            now={now}
            t={t}
            flash={flash}
          />
          <div className="mt-8 lg:mt-0">{summary}</div>
        </div>
      )}
    </div>
  );
}
