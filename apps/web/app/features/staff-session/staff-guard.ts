import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localPath } from '../../lib/first-load/paths.ts';
import { staffPaths } from '../../lib/staff-paths.ts';
import type { StaffSessionState } from './staff-session.ts';

/** The restaurant's side's pages open without a session: sign-in and the set-password link. */
export function staffPageIsPublic(pathname: string): boolean {
  return (
    pathname === staffPaths.signIn ||
    pathname.startsWith(`${staffPaths.signIn}/`) ||
    pathname.startsWith('/gestione/imposta-password/')
  );
}

/** The sign-in address that comes back to `here` afterwards. */
export function staffSignInFor(here: string): string {
  return `${staffPaths.signIn}?next=${encodeURIComponent(here)}`;
}

/** Where a sign-in goes on: the `next` of its address when it is a page of the restaurant's side, else the board. */
export function staffSignInTarget(search: string, origin: string): string {
  const next = new URLSearchParams(search).get('next');
  const local = next === null ? null : localPath(next, origin);
  return local !== null &&
    (local === staffPaths.board || local.startsWith(`${staffPaths.board}/`)) &&
    !staffPageIsPublic(local)
    ? local
    : staffPaths.board;
}

/**
 * Sends a visitor without a session from a protected page to the sign-in, and back here after it. A member
 * who just signed out goes to the plain sign-in: whoever signs in next on this screen must not land on the
 * page the last one left (for a staff member after an owner, a page they may not see).
 */
export function useStaffGuard(session: StaffSessionState): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const open = staffPageIsPublic(location.pathname);
  const left = session.status === 'signed-out' && session.left === true;
  useEffect(() => {
    if (open || session.status !== 'signed-out') return;
    void navigate(left ? staffPaths.signIn : staffSignInFor(`${location.pathname}${location.search}`), {
      replace: true,
    });
  }, [open, session.status, left, location.pathname, location.search, navigate]);
  return open || session.status === 'signed-in';
}
