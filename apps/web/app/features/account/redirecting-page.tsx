import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Translator } from '@ordina/i18n';
import { paths } from '../../lib/first-load/paths.ts';
import { clearSession, readSessionUser } from '../../lib/session/after-hydration-shared/session-store.ts';
import type { ShowFlash } from '../../lib/first-load/flash.ts';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';

/** The redirect types the page knows (spec §2); any other shows a generic title. */
export const REDIRECT_TYPES = { logout: 'logout', onlinePayment: 'pagamento-on-line' } as const;

/** The title of the redirecting page for a type. */
export function redirectingTitle(redirectType: string, t: Translator): string {
  if (redirectType === REDIRECT_TYPES.logout) return t('redirect.logout');
  if (redirectType === REDIRECT_TYPES.onlinePayment) return t('redirect.online_payment');
  return t('redirect.generic');
}

/**
 * Redirecting (spec §2): a spinner and a title per type. 'logout' finishes
 * logging out (the session is cleared if still stored), says 'Logged out'
 * and goes home; the payment type waits for the checkout to send the
 * browser to the payment page.
 */
export function RedirectingPage({
  redirectType,
  t,
  flash,
}: {
  redirectType: string;
  t: Translator;
  flash: ShowFlash;
}) {
  const navigate = useNavigate();

  useEffect(() => {
    if (redirectType !== REDIRECT_TYPES.logout) return;
    if (readSessionUser()) clearSession();
    flash(t('success.logged_out'));
    void navigate(paths.home, { replace: true });
  }, [redirectType, navigate, flash, t]);

  return <PageSpinner title={redirectingTitle(redirectType, t)} label={t('common.loading')} />;
}
