import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import {
  clearSession,
  readAfterLoginUrl,
  readSessionUser,
  storeAfterLoginUrl,
  storeSessionUser,
} from '../../lib/session/after-hydration-shared/session-store.ts';
import { sessionUser } from '../../lib/session/test/session-user.ts';
import { AcceptPrivacyPage } from './accept-privacy-page.tsx';
import { AccountGuard } from './account-guard.tsx';
import { apiDouble, callsTo } from '../../test/api-double.ts';
import { renderAccountRoute } from './test/render-account.tsx';

const t = createTranslator('en');
const pending = sessionUser({ privacy_policy_accepted: false });
const renewed = sessionUser({ privacy_policy_accepted: true, token: 'renewed.token' });

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderPage() {
  const flash = vi.fn();
  storeSessionUser(pending);
  // As the route composes it: the guard decides where accepting and declining lead.
  const view = renderAccountRoute(
    <AccountGuard t={t}>
      {(user) => <AcceptPrivacyPage user={user} policyUrl="/privacy/en.html" t={t} flash={flash} />}
    </AccountGuard>,
    { path: '/area-personale/accetta-privacy-policy' },
  );
  return { ...view, flash };
}

describe('AccettaPrivacyPolicy', () => {
  it('asks for the box to be ticked before accepting, without calling the server', async () => {
    const { calls } = apiDouble({});
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(screen.getByText('Please accept the privacy policy to continue')).toBeTruthy(),
    );
    expect(document.activeElement).toBe(screen.getByRole('checkbox'));
    expect(calls).toEqual([]);
  });

  it('ticks the box from its whole sentence; the policy opens from the link beside it, which does not tick (issue 34, item 7)', () => {
    apiDouble({});
    renderPage();
    const box = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'I have read and accept the privacy policy',
    });
    fireEvent.click(screen.getByText('I have read and accept the privacy policy'));
    expect(box.checked).toBe(true);
    expect(document.querySelector('dialog iframe')).toBeNull();
    // The whole row is the label, 44 px tall at least.
    expect(box.closest('label')?.className).toContain('min-h-11');
    const link = screen.getByRole('link', { name: 'Read the privacy policy' });
    expect(link.closest('label')).toBeNull();
    expect(link.getAttribute('href')).toBe('/privacy/en.html');
    fireEvent.click(link);
    expect(document.querySelector('dialog iframe')?.getAttribute('src')).toBe('/privacy/en.html');
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    fireEvent.click(link);
    expect(box.checked).toBe(false);
  });

  it('accepting stores the renewed user and goes to the stored return address', async () => {
    const { calls } = apiDouble({
      'POST /api/secured/user/7/accept-privacy-policy': { body: { data: renewed } },
    });
    storeAfterLoginUrl('/area-personale/i-miei-ordini');
    const { router } = renderPage();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/area-personale/i-miei-ordini'));
    const [call] = callsTo(calls, 'POST', '/api/secured/user/7/accept-privacy-policy');
    expect(call?.authorization).toBe('Bearer header.payload.signature');
    expect((call?.body as { currentPage: string }).currentPage).toMatch(/^http/);
    expect(readSessionUser()).toEqual(renewed);
    expect(readAfterLoginUrl()).toBeNull();
  });

  it('accepting without a stored return address goes home', async () => {
    apiDouble({ 'POST /api/secured/user/7/accept-privacy-policy': { body: { data: renewed } } });
    const { router } = renderPage();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a failed accept stays on the page with the Attention snackbar', async () => {
    apiDouble({
      'POST /api/secured/user/7/accept-privacy-policy': {
        status: 500,
        body: { data: { errors: ['GENERIC_ERROR'] } },
      },
    });
    const { router, flash } = renderPage();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(flash).toHaveBeenCalledWith('Attention: Something went wrong.', { tone: 'error' }),
    );
    expect(router.state.location.pathname).toBe('/area-personale/accetta-privacy-policy');
    expect(readSessionUser()).toEqual(pending);
  });

  it('declining tells the server, logs out and goes home', async () => {
    const { calls } = apiDouble({
      'POST /api/secured/user/7/not-accept-privacy-policy': { body: { data: { done: true } } },
    });
    storeAfterLoginUrl('/area-personale/i-miei-ordini');
    const { router, flash } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: "Don't accept" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(calls, 'POST', '/api/secured/user/7/not-accept-privacy-policy')).toHaveLength(1);
    expect(readSessionUser()).toBeNull();
    expect(readAfterLoginUrl()).toBeNull();
    expect(flash).toHaveBeenCalledWith("You're logged out");
  });

  it('declining logs out even when the server does not answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const { router } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: "Don't accept" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readSessionUser()).toBeNull();
  });
});
