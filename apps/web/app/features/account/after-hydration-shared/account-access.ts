import type { SessionUser } from '@ordina/contracts';
import { paths } from '../../../lib/first-load/paths.ts';

/**
 * The route guard of spec §2 as pure decisions, so the pages' guard and the
 * shell's privacy gate agree and the rules are tested without a browser.
 */

/** What a guarded page does now: wait for the session, show itself, or leave. */
export type AccessDecision =
  | { kind: 'wait' }
  | { kind: 'show'; user: SessionUser }
  /** `returnTo`: remember this page to come back to after accepting the privacy policy. */
  | { kind: 'redirect'; to: string; returnTo?: string }
  /** Leave for the stored return address (or '/'), forgetting it. */
  | { kind: 'return' };

/** Where the visitor is: path and query string ('' or '?…'). */
export interface PageLocation {
  pathname: string;
  search: string;
}

/** Pages the privacy gate leaves alone: the accept page itself and the redirecting page (logout, payment). */
function gateExempt(pathname: string): boolean {
  return pathname === paths.acceptPrivacy || pathname.startsWith(paths.redirecting(''));
}

/**
 * Any page (spec §2 "Route guard"): a logged-in user who has not accepted the
 * privacy policy is sent to the accept page, remembering where they were.
 * Null when nothing has to happen.
 */
export function privacyGateRedirect(
  user: SessionUser | null,
  location: PageLocation,
): { to: string; returnTo: string } | null {
  if (!user || user.privacy_policy_accepted || gateExempt(location.pathname)) return null;
  return { to: paths.acceptPrivacy, returnTo: `${location.pathname}${location.search}` };
}

/**
 * The personal-area pages (access 'auth' in spec §2): wait until the stored
 * session can be read (after hydration); no user → home; privacy not
 * accepted → the accept page; an accepted user on the accept page, or
 * arriving with a `token` query parameter, → the stored return address or home.
 */
export function accountAccess(
  hydrated: boolean,
  user: SessionUser | null,
  location: PageLocation,
): AccessDecision {
  if (!hydrated) return { kind: 'wait' };
  if (!user) return { kind: 'redirect', to: paths.home };
  if (!user.privacy_policy_accepted) {
    if (location.pathname === paths.acceptPrivacy) return { kind: 'show', user };
    return { kind: 'redirect', to: paths.acceptPrivacy, returnTo: `${location.pathname}${location.search}` };
  }
  if (location.pathname === paths.acceptPrivacy || new URLSearchParams(location.search).has('token'))
    return { kind: 'return' };
  return { kind: 'show', user };
}
