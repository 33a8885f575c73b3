import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { staffTranslator } from '@ordina/i18n/staff';
import { StorefrontProvider } from '../../lib/storefront-context.tsx';
import { staffOwner } from '../../test/staff-member-fixture.ts';
import { storefront } from '../../test/storefront-fixture.ts';
import { OwnerPage } from './owner-page.tsx';
import type { StaffOutletContext, StaffSessionState } from './staff-session.ts';

afterEach(cleanup);

const t = staffTranslator('en');

/** An owner-only route below a layout whose outlet hands it `session`. */
function renderOwnerRoute(session: StaffSessionState) {
  const context: StaffOutletContext = {
    session,
    locale: 'en',
    t,
    signedIn: () => undefined,
    signedOut: () => undefined,
  };
  const page = (
    <OwnerPage title="title.menu">
      {({ staff, locale, storefront: shown }) => (
        <p>{`menu of ${shown.anagraphic.name} for ${staff.name} in ${locale}`}</p>
      )}
    </OwnerPage>
  );
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet context={context} />, children: [{ index: true, element: page }] }],
    { initialEntries: ['/'] },
  );
  const shop = storefront();
  render(
    <StorefrontProvider value={{ storefront: shop, initialDataJson: '', pageMessagesJson: null, nonce: '' }}>
      <RouterProvider router={router} />
    </StorefrontProvider>,
  );
  return shop;
}

describe('an owner-only page of the restaurant side', () => {
  it('shows the owner the page, titled with the business name', () => {
    const shop = renderOwnerRoute({ status: 'signed-in', staff: staffOwner() });
    expect(screen.getByText(`menu of ${shop.anagraphic.name} for Anna in en`)).toBeTruthy();
    expect(document.title).toBe(`${t('title.menu')} - ${shop.anagraphic.name}`);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses any other member with STAFF_FORBIDDEN, and draws nothing of the page', () => {
    renderOwnerRoute({ status: 'signed-in', staff: staffOwner({ role: 'staff' }) });
    expect(screen.getByRole('alert').textContent).toBe(t('error.STAFF_FORBIDDEN'));
    expect(screen.queryByText(/menu of/)).toBeNull();
  });

  it('draws nothing while the session is still asked', () => {
    renderOwnerRoute({ status: 'loading' });
    expect(document.body.textContent).toBe('');
  });
});
