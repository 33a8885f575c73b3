import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Locale, SessionUser, Storefront } from '@ordina/contracts';
import { StorefrontProvider } from '../../../lib/storefront-context.tsx';
import type { RootLoaderData } from '../../../lib/first-load/use-locale.ts';
import { sessionUser } from '../../../lib/session/test/session-user.ts';
import { AppShell } from '../../../shell/app-shell.tsx';
import { storefront as testStorefront } from '../../../test/storefront-fixture.ts';

type AuthType = Storefront['configuration']['customer_auth_type'];

/** The test storefront with customer accounts of `authType` and the given social sign-ins. */
export function accountsStorefront(
  authType: AuthType = 'guest_or_login',
  oauth: { google?: string; facebook?: string } = {},
): Storefront {
  const base = testStorefront();
  return {
    ...base,
    configuration: {
      ...base.configuration,
      customer_auth_type: authType,
      routes: {
        ...base.configuration.routes,
        oauth_google: oauth.google ?? '',
        oauth_facebook: oauth.facebook ?? '',
      },
    },
  };
}

/** A user whose token is valid for another day (no renewal during a test). */
export function freshUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const now = Math.floor(Date.now() / 1000);
  return sessionUser({ iat: now, exp: now + 86_400, rat: now + 84_600, ...overrides });
}

/** One recorded call of the fetch double. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A fetch double for the API (tests only): `routes` maps 'METHOD /path' to
 * the response; the live poll and anything unlisted answer 503.
 */
export function fakeApi(routes: Record<string, () => Response | Promise<Response>>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, method, headers: (init.headers ?? {}) as Record<string, string>, body });
    const answer = routes[`${method} ${url}`];
    return Promise.resolve(answer ? answer() : new Response('', { status: 503 }));
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    fetch,
    callsTo: (method: string, url: string) =>
      calls.filter((call) => call.method === method && call.url === url),
  };
}

/** Renders the real shell (navbar, drawers, flash region) around a page at `path`, in English unless `locale` says otherwise. */
export function renderShell({
  storefront = accountsStorefront(),
  path = '/',
  locale = 'en',
}: { storefront?: Storefront; path?: string; locale?: Locale } = {}) {
  const root: RootLoaderData = { locale, businessName: storefront.anagraphic.name };
  const page = (
    <AppShell>
      <p>page</p>
    </AppShell>
  );
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        element: page,
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root } } },
  );
  render(
    <StorefrontProvider value={{ storefront, initialDataJson: '', pageMessagesJson: null, nonce: '' }}>
      <RouterProvider router={router} />
    </StorefrontProvider>,
  );
  return router;
}
