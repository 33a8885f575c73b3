import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Translator } from '@ordina/i18n';
import { inOwnTask } from '../../lib/first-load/lazy-module.ts';

/**
 * Runs the home page's redirects (home-redirects.ts: the e-mail's
 * verification link, a social sign-in's landing, the stored after-login
 * page) once after hydration. Their code loads then, off the home page's
 * first load: every visitor opens home, few arrive from a link with a query.
 */
export function useHomeRedirects({
  flash,
  t,
}: {
  flash: (text: string, options?: { tone?: 'success' | 'error' }) => void;
  t: Translator;
}): void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void inOwnTask(() => import('./after-hydration/home-redirects.ts')).then(
      ({ runHomeRedirects }) => runHomeRedirects({ flash, t, navigate, searchParams }),
      // Offline: no redirect this time.
      () => undefined,
    );
  }, [flash, navigate, t, searchParams]);
}
