import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, readSessionUser, storeSessionUser } from '../after-hydration-shared/session-store.ts';
import { sessionUser } from '../test/session-user.ts';
import { RENEWAL_RETRY_MS, useTokenRenewal } from './use-token-renewal.ts';

// Token of the fixture: expires at 1_800_086_400 s, so renewal is due from 1_800_084_600 s (exp − 1800).
const EXP_MS = 1_800_086_400_000;
const RENEW_AT_MS = EXP_MS - 1_800_000;

function Page() {
  useTokenRenewal();
  return null;
}

function renderAt(nowMs: number) {
  vi.useFakeTimers({ now: nowMs, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const router = createMemoryRouter(
    [
      { path: '/', element: <Page /> },
      { path: '/reindirizzamento/:type', element: <Page /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const renewed = sessionUser({ token: 'renewed.token', exp: 1_800_172_800, rat: 1_800_171_000 });
let fetch: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(Response.json({ data: renewed })),
  );
  vi.stubGlobal('fetch', fetch);
  storeSessionUser(sessionUser());
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('token renewal', () => {
  it('does nothing before the renewal moment, then renews at exp − 1800 s with the bearer token', async () => {
    renderAt(RENEW_AT_MS - 10_000);
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/secured/user/7/token');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer header.payload.signature');
    expect(readSessionUser()).toEqual(renewed);
  });

  it('renews at once when the renewal moment has passed', async () => {
    renderAt(RENEW_AT_MS + 60_000);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledOnce();
    expect(readSessionUser()?.token).toBe('renewed.token');
  });

  it('logs out an expired token and goes to the logout page, without calling the server', async () => {
    const router = renderAt(EXP_MS);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).not.toHaveBeenCalled();
    expect(readSessionUser()).toBeNull();
    expect(router.state.location.pathname).toBe('/reindirizzamento/logout');
  });

  it('logs out when the server refuses the renewal', async () => {
    fetch.mockImplementation(() =>
      Promise.resolve(Response.json({ data: { errors: ['HTTP_UNAUTHORIZED'] } }, { status: 401 })),
    );
    const router = renderAt(RENEW_AT_MS);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(readSessionUser()).toBeNull();
    expect(router.state.location.pathname).toBe('/reindirizzamento/logout');
  });

  it('keeps the still-valid session when offline and tries again a minute later', async () => {
    fetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    const router = renderAt(RENEW_AT_MS);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledOnce();
    expect(readSessionUser()?.token).toBe('header.payload.signature');
    expect(router.state.location.pathname).toBe('/');
    await act(() => vi.advanceTimersByTimeAsync(RENEWAL_RETRY_MS));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(readSessionUser()?.token).toBe('renewed.token');
  });
});
