import type { OrderBlocker } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { requestLogin } from '../../../lib/first-load/open-login.ts';

/**
 * Why the order cannot be sent now (spec §5): minimum order (with what is
 * missing), orders not accepted, login required ('Click here' opens the login
 * drawer). An empty cart is said by the summary itself. The order summary's
 * proceed button and the checkout form show the same list.
 */
export function OrderBlockers({
  blockers,
  t,
  id,
  className = '',
  withDetail = true,
}: {
  blockers: readonly OrderBlocker[];
  t: Translator;
  id?: string;
  className?: string;
  /** False where the amount missing to the minimum is already said beside the list (the order summary). */
  withDetail?: boolean;
}) {
  const shown = blockers.filter((blocker) => blocker.reason !== 'cart_empty');
  if (shown.length === 0) return null;
  return (
    <ul id={id} className={`space-y-1.5 text-sm text-amber-900 ${className}`}>
      {shown.map((blocker) => (
        <li key={blocker.reason} className="rounded-lg bg-amber-50 px-3 py-2">
          {t.message(blocker.message)}
          {withDetail && blocker.detail ? (
            <span className="block font-semibold">{t.message(blocker.detail)}</span>
          ) : null}
          {blocker.action ? (
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
          ) : null}
        </li>
      ))}
    </ul>
  );
}
