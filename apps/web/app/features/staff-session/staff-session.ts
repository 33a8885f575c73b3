import { useCallback, useState } from 'react';
import type { Locale, StaffMember } from '@ordina/contracts';
import { staffTranslator } from '@ordina/i18n/staff';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { apiCall, setStaffCsrfToken } from '../../lib/after-hydration-shared/api-client.ts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';

/**
 * What the staff layout knows about the session: still asking, nobody signed in (`left`: the member just
 * signed out here), or the member.
 */
export type StaffSessionState =
  | { status: 'loading' }
  | { status: 'signed-out'; left?: boolean }
  | { status: 'signed-in'; staff: StaffMember };

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
  const asked = useApiQuery<StaffSessionState>('staff-me', async ({ signal }) => {
    const result = await apiCall('GET /api/staff/me', { progress: false, signal });
    if (!result.ok) return { status: 'signed-out' };
    setStaffCsrfToken(result.data.csrfToken);
    return { status: 'signed-in', staff: result.data.staff };
  });
  // A sign-in, a language change or a sign-out here replaces what the server first said.
  const [changed, setSession] = useState<StaffSessionState | null>(null);
  const session = changed ?? asked.value ?? { status: 'loading' };
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
