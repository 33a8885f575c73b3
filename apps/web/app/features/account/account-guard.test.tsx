import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import {
  clearSession,
  readAfterLoginUrl,
  storeAfterLoginUrl,
  storeSessionUser,
} from '../../lib/session/after-hydration-shared/session-store.ts';
import { sessionUser } from '../../lib/session/test/session-user.ts';
import { AccountGuard } from './account-guard.tsx';
import { PrivacyPolicyGate } from './after-hydration/privacy-policy-gate.ts';
import { renderAccountRoute } from './test/render-account.tsx';

const t = createTranslator('en');
const guarded = <AccountGuard t={t}>{(user) => <p>{`private page of ${user.name}`}</p>}</AccountGuard>;

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
});

describe('AccountGuard', () => {
  it('sends a visitor who is not logged in home', async () => {
    const { router } = renderAccountRoute(guarded, { path: '/area-personale/il-mio-account' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText(/private page/)).toBeNull();
  });

  it('shows the page to a user who accepted the privacy policy', () => {
    storeSessionUser(sessionUser());
    renderAccountRoute(guarded, { path: '/area-personale/il-mio-account' });
    expect(screen.getByText('private page of Anna')).toBeTruthy();
  });

  it('sends a user who has not accepted to the accept page and remembers where they were going', async () => {
    storeSessionUser(sessionUser({ privacy_policy_accepted: false }));
    const { router } = renderAccountRoute(guarded, { path: '/area-personale/il-mio-account' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/area-personale/accetta-privacy-policy'),
    );
    expect(readAfterLoginUrl()).toBe('/area-personale/il-mio-account');
    expect(screen.queryByText(/private page/)).toBeNull();
  });

  it('sends a user who accepted away from the accept page to the stored return address, forgetting it', async () => {
    storeSessionUser(sessionUser());
    storeAfterLoginUrl('/area-personale/i-miei-ordini');
    const { router } = renderAccountRoute(guarded, { path: '/area-personale/accetta-privacy-policy' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/area-personale/i-miei-ordini'));
    expect(readAfterLoginUrl()).toBeNull();
  });

  it('sends a user who accepted and arrives with a token query home when no return address is stored', async () => {
    storeSessionUser(sessionUser());
    const { router } = renderAccountRoute(guarded, {
      path: '/area-personale/il-mio-account',
      url: '/area-personale/il-mio-account?token=abc',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('PrivacyPolicyGate (mounted by the shell on every page)', () => {
  it('sends a user who has not accepted from any page to the accept page', async () => {
    storeSessionUser(sessionUser({ privacy_policy_accepted: false }));
    const { router } = renderAccountRoute(
      <>
        <PrivacyPolicyGate />
        <p>contacts</p>
      </>,
      { path: '/contatti', url: '/contatti?from=menu' },
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/area-personale/accetta-privacy-policy'),
    );
    expect(readAfterLoginUrl()).toBe('/contatti?from=menu');
  });

  it('leaves guests and users who accepted where they are', async () => {
    const { router } = renderAccountRoute(<PrivacyPolicyGate />, { path: '/contatti' });
    await act(() => Promise.resolve());
    expect(router.state.location.pathname).toBe('/contatti');
    act(() => storeSessionUser(sessionUser()));
    await act(() => Promise.resolve());
    expect(router.state.location.pathname).toBe('/contatti');
    expect(readAfterLoginUrl()).toBeNull();
  });
});
