import { useId } from 'react';
import { Link } from 'react-router';
import type { OrderBlocker } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { paths } from '../../../lib/first-load/paths.ts';
import { OrderBlockers } from '../../../components/ui/cart-summary-box/order-blockers.tsx';

const proceedClass = 'block w-full rounded-full px-5 py-3 text-center font-semibold';

/**
 * The proceed button to the checkout (spec §2) and, when it is disabled, why
 * (spec §5): minimum order, orders not accepted now, login required (with
 * 'Click here' opening the login drawer). An empty cart is said by the
 * summary itself ('No product').
 */
export function OrderProceed({
  blockers,
  describedBy,
  t,
}: {
  blockers: readonly OrderBlocker[];
  describedBy?: string;
  t: Translator;
}) {
  const reasonsId = useId();
  if (blockers.length === 0) {
    return (
      <Link
        to={paths.checkout}
        className={`${proceedClass} bg-button text-button-text focus-visible:ring-primary shadow-sm hover:brightness-110 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none`}
      >
        {t('summary.proceed')}
      </Link>
    );
  }
  const shown = blockers.filter((b) => b.reason !== 'cart_empty');
  const describedByIds = [shown.length > 0 ? reasonsId : '', describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <>
      <OrderBlockers blockers={blockers} t={t} id={reasonsId} className="mb-3" withDetail={false} />
      {/* Disabled: not a link at all, announced as a disabled link with its reasons. */}
      <span
        role="link"
        aria-disabled="true"
        aria-describedby={describedByIds || undefined}
        className={`${proceedClass} cursor-not-allowed bg-stone-200 text-stone-500`}
      >
        {t('summary.proceed')}
      </span>
    </>
  );
}
