import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffTranslator } from '@ordina/i18n/staff';
import { staffPaths } from '../../lib/staff-paths.ts';
import { staffOwner } from '../../test/staff-member-fixture.ts';
import { apiDouble, callsTo } from '../../test/api-double.ts';
import { StaffHeader } from './staff-header.tsx';
import { useStaffGuard } from './staff-guard.ts';
import { useStaffSession } from './staff-session.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = staffTranslator('en');
const owner = staffOwner();

/** The staff layout's parts that take part in signing out: the session, its guard and the header. */
function Layout() {
  const { session, signedIn, signedOut } = useStaffSession('en');
  const allowed = useStaffGuard(session);
  return (
    <>
      {session.status === 'signed-in' ? (
        <StaffHeader staff={owner} t={t} signedIn={signedIn} signedOut={signedOut} />
      ) : null}
      {allowed ? <Outlet /> : null}
    </>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

describe('signing out on the restaurant side', () => {
  it.each([
    ['Sign out', 'POST /api/staff/logout'],
    ['Sign out on every device', 'POST /api/staff/logout-everywhere'],
  ])(
    "'%s' lands on the plain sign-in, never with the page it left as the next one's 'next'",
    async (button, call) => {
      const { calls } = apiDouble({
        'GET /api/staff/me': { body: { data: { staff: owner, csrfToken: 'csrf-1' } } },
        [call]: { body: { data: { ok: true } } },
      });
      const routes = [
        {
          element: <Layout />,
          children: [
            { path: staffPaths.signIn, element: <Where /> },
            { path: staffPaths.security, element: <Where /> },
          ],
        },
      ];
      render(
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [staffPaths.security] })} />,
      );
      fireEvent.click(await screen.findByRole('button', { name: button }));
      expect(screen.getByTestId('where').textContent).toBe(staffPaths.security);
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(staffPaths.signIn));
      expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
      const [method, path] = call.split(' ') as [string, string];
      expect(callsTo(calls, method, path)).toHaveLength(1);
    },
  );
});
