import { useId } from 'react';
import { Link } from 'react-router';
import type { OrderBlocker } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { paths } from '../../lib/paths.ts';
import { requestLogin } from '../../lib/open-login.ts';

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
      {shown.length > 0 && (
        <ul id={reasonsId} className="mb-3 space-y-1.5 text-sm text-amber-900">
          {shown.map((blocker) => (
            <li key={blocker.reason} className="rounded-lg bg-amber-50 px-3 py-2">
              {t.message(blocker.message)}
              {blocker.action && (
                <>
                  {' '}
                  <button
                    type="button"
                    onClick={() => requestLogin()}
                    className="text-primary focus-visible:ring-primary rounded font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none"
                  >
                    {t.message(blocker.action)}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
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
