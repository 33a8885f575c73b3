import { useCallback, useEffect, useState } from 'react';
import type { Locale, StaffMember } from '@ordina/contracts';
import { staffTranslator } from '@ordina/i18n/staff';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { apiCall, setStaffCsrfToken } from '../../lib/after-hydration-shared/api-client.ts';

/**
 * What the staff layout knows about the session: still asking, nobody signed in (`left`: the member just
 * signed out here), or the member.
 */
export type StaffSessionState = { status: 'loading' } | { status: 'signed-out'; left?: boolean } | { status: 'signed-in'; staff: StaffMember };

/** What the layout hands its pages (React Router outlet context). */
export interface StaffOutletContext {
  session: StaffSessionState;
  /** The language of the restaurant's side now: the member's own, or the page's before sign-in. */
  locale: Locale;
  t: StaffTranslator;
  /** After a sign-in (or a language change): the member and the session's CSRF token. */
  signedIn: (staff: StaffMember, csrfToken: string) => void;
  /** After the member signed out here: the guard takes them to the sign-in (with no page to come back to). */
  signedOut: () => void;
}

/**
 * The staff session as the layout holds it: GET /api/staff/me once on
 * mounting (the cookie is httpOnly: only the server can tell), the CSRF
 * token handed to the one API client for every write.
 */
export function useStaffSession(pageLocale: Locale): StaffOutletContext {
  const [session, setSession] = useState<StaffSessionState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void apiCall('GET /api/staff/me', { progress: false }).then((result) => {
      if (!current) return;
      if (result.ok) {
        setStaffCsrfToken(result.data.csrfToken);
        setSession({ status: 'signed-in', staff: result.data.staff });
      } else setSession({ status: 'signed-out' });
    });
    return () => {
      current = false;
    };
  }, []);
  const signedIn = useCallback((staff: StaffMember, csrfToken: string) => {
    setStaffCsrfToken(csrfToken);
    setSession({ status: 'signed-in', staff });
  }, []);
  const signedOut = useCallback(() => {
    setStaffCsrfToken('');
    setSession({ status: 'signed-out', left: true });
  }, []);
  const locale = session.status === 'signed-in' ? session.staff.locale : pageLocale;
  return { session, locale, t: staffTranslator(locale), signedIn, signedOut };
}
