import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product, Storefront } from '@ordina/contracts';
import { storefront as baseStorefront } from '../../test/storefront-fixture.ts';
import type { RootLoaderData } from '../first-load/use-locale.ts';
import { StorefrontProvider } from '../storefront-context.tsx';
import { syncTracking, trackAddToCart } from '../analytics/after-hydration-shared/use-analytics.ts';
import { ConsentManager } from './consent-manager.tsx';
import { FOOTER_LINKS_ID } from '../first-load/paths.ts';
import { readConsent, saveConsent } from './after-hydration-shared/consent-store.ts';

type Params = Storefront['configuration']['params'];
type TrackedWindow = Window & {
  dataLayer?: ArrayLike<unknown>[];
  fbq?: { queue: ArrayLike<unknown>[] };
} & Record<string, unknown>;

const GA4 = { param_name: 'GA4_MEASUREMENT_ID', value: 'G-TEST123' };
const PIXEL = { param_name: 'META_PIXEL_ID', value: '123456789012345' };
const product = { id: 301, name: 'Margherita', languages: {} } as unknown as Product;
const win = window as unknown as TrackedWindow;

function withParams(params: Params): Storefront {
  const base = baseStorefront();
  return { ...base, configuration: { ...base.configuration, params } };
}

/** The manager inside a page: storefront (with error reporting or not), English, a router to navigate. */
function renderManager(params: Params, { errorReporting = false } = {}) {
  const storefront = withParams(params);
  const root: RootLoaderData = { locale: 'en', businessName: storefront.anagraphic.name };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '*',
        loader: () => root,
        element: <ConsentManager errorReportingConfigured={errorReporting} />,
      },
    ],
    {
      initialEntries: ['/'],
      hydrationData: { loaderData: { root } },
    },
  );
  render(
    <StorefrontProvider
      value={{
        storefront: {
          ...storefront,
          errorReporting: errorReporting
            ? { dsn: 'https://k@e.example/1', environment: 'test', release: 'test' }
            : null,
        },
        initialDataJson: '',
        pageMessagesJson: null,
        nonce: '',
      }}
    >
      <RouterProvider router={router} />
      <footer>
        <div id={FOOTER_LINKS_ID} />
      </footer>
    </StorefrontProvider>,
  );
  return {
    router,
    // The footer's "Cookie preferences", which the manager places in the footer's links.
    openPreferences: () =>
      fireEvent.click(
        within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie preferences' }),
      ),
  };
}

function scriptSources(): string[] {
  return [...document.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? '');
}

/** gtag commands as arrays. */
function gtagCommands(): unknown[][] {
  return (win.dataLayer ?? []).map((args) => Array.from(args));
}

function pixelCommands(): unknown[][] {
  return (win.fbq?.queue ?? []).map((args) => Array.from(args));
}

const bothConfigured = [GA4, PIXEL];

afterEach(() => {
  cleanup();
  localStorage.clear();
  // No consent: every started service stops and is forgotten.
  syncTracking(bothConfigured);
  for (const script of document.querySelectorAll('script')) script.remove();
  delete win.dataLayer;
  delete win.fbq;
  delete win._fbq;
});

describe('when the banner shows', () => {
  it('asks while no choice is recorded, and not once one is', () => {
    renderManager(bothConfigured);
    const banner = screen.getByRole('region', { name: 'Your privacy' });
    for (const name of ['Accept all', 'Reject all', 'Choose']) {
      expect(within(banner).getByRole('button', { name }).className).toBe(
        within(banner).getByRole('button', { name: 'Accept all' }).className,
      );
    }
    cleanup();
    saveConsent({ analytics: false, marketing: false, errorIdentity: false });
    renderManager(bothConfigured);
    expect(screen.queryByRole('region', { name: 'Your privacy' })).toBeNull();
  });

  it('asks nothing when every configured id is invalid', () => {
    renderManager([
      { param_name: 'GA4_MEASUREMENT_ID', value: 'UA-1-1' },
      { param_name: 'META_PIXEL_ID', value: 'abc' },
    ]);
    expect(screen.queryByRole('region')).toBeNull();
    // Nor does the footer offer "Cookie preferences".
    expect(within(screen.getByRole('contentinfo')).queryByRole('button')).toBeNull();
  });

  it('offers "Cookie preferences" in the footer where something is configured, even after the choice', () => {
    saveConsent({ analytics: false, marketing: false, errorIdentity: false });
    renderManager([{ param_name: 'GA4_MEASUREMENT_ID', value: 'G-TEST123' }]);
    expect(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie preferences' }),
    ).toBeTruthy();
  });
});

describe('the banner', () => {
  it('"Accept all" allows every configured purpose (error reports only when configured) and loads gtag.js and fbevents.js', async () => {
    renderManager(bothConfigured);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(readConsent()?.purposes).toEqual({ analytics: true, marketing: true, errorIdentity: false });
    expect(screen.queryByRole('region', { name: 'Your privacy' })).toBeNull();
    await waitFor(() =>
      expect(scriptSources()).toEqual(
        expect.arrayContaining([
          'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
          'https://connect.facebook.net/en_US/fbevents.js',
        ]),
      ),
    );
    expect(gtagCommands()[1]).toEqual(['config', 'G-TEST123']);
    expect(pixelCommands()).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
    ]);
  });

  it('"Reject all" and the close (×) both refuse everything and load nothing', async () => {
    for (const name of ['Reject all', 'Close: reject all']) {
      renderManager(bothConfigured, { errorReporting: true });
      fireEvent.click(screen.getByRole('button', { name }));
      expect(readConsent()?.purposes).toEqual({ analytics: false, marketing: false, errorIdentity: false });
      cleanup();
      localStorage.clear();
    }
    await Promise.resolve();
    expect(scriptSources()).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
    expect(win.fbq).toBeUndefined();
  });

  it('"Choose" opens one switch per configured purpose, all off, and saves what was switched on', async () => {
    renderManager(bothConfigured, { errorReporting: true });
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie preferences' });
    const switches = within(dialog).getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('id'))).toEqual([
      'consent-purpose-analytics',
      'consent-purpose-marketing',
      'consent-purpose-errorIdentity',
    ]);
    expect(switches.every((s) => !(s as HTMLInputElement).checked)).toBe(true);
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Statistics' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    expect(readConsent()?.purposes).toEqual({ analytics: true, marketing: false, errorIdentity: false });
    await waitFor(() =>
      expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']),
    );
    expect(win.fbq).toBeUndefined();
  });

  it('offers error reports naming the customer only when error reporting is configured', () => {
    renderManager([GA4]);
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(
      within(screen.getByRole('dialog'))
        .getAllByRole('switch')
        .map((s) => s.id),
    ).toEqual(['consent-purpose-analytics']);
  });
});

describe('the preferences, reopened from the footer', () => {
  it('open with the current choice and withdraw it: the services stop sending', async () => {
    const page = renderManager(bothConfigured);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(win.fbq).toBeDefined());
    await waitFor(() => expect(gtagCommands().length).toBeGreaterThan(1));

    page.openPreferences();
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(within(dialog).getByRole<HTMLInputElement>('switch', { name: 'Advertising' }).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject all' }));
    expect(readConsent()?.purposes).toEqual({ analytics: false, marketing: false, errorIdentity: false });

    await waitFor(() => expect(win['ga-disable-G-TEST123']).toBe(true));
    await waitFor(() => expect(pixelCommands().at(-1)).toEqual(['consent', 'revoke']));
    const before = { gtag: gtagCommands().length, pixel: pixelCommands().length };
    trackAddToCart(bothConfigured, { product, qty: 1, totalUnitPrice: 800 });
    await new Promise((done) => setTimeout(done, 0));
    expect({ gtag: gtagCommands().length, pixel: pixelCommands().length }).toEqual(before);
  });
});

describe('events and consent', () => {
  it('drops events sent before consent instead of sending them later', async () => {
    renderManager(bothConfigured);
    trackAddToCart(bothConfigured, { product, qty: 1, totalUnitPrice: 800 });
    await new Promise((done) => setTimeout(done, 0));
    expect(scriptSources()).toEqual([]);
    expect(win.dataLayer).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(pixelCommands()).toHaveLength(2));
    expect(gtagCommands().map((command) => command[0])).toEqual(['js', 'config']);
    expect(pixelCommands().map((command) => command[1])).toEqual(['123456789012345', 'PageView']);
  });

  it('after consent, sends add-to-cart to both services and counts route changes as pixel page views', async () => {
    const page = renderManager(bothConfigured);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(pixelCommands()).toHaveLength(2));

    trackAddToCart(bothConfigured, { product, qty: 2, totalUnitPrice: 950 });
    await waitFor(() => expect(pixelCommands()).toHaveLength(3));
    expect(pixelCommands()[2]).toEqual([
      'track',
      'AddToCart',
      {
        value: 19,
        currency: 'EUR',
        content_type: 'product',
        content_ids: ['301'],
        contents: [{ id: '301', quantity: 2 }],
      },
    ]);
    await waitFor(() => expect(gtagCommands().at(-1)?.[1]).toBe('add_to_cart'));

    await act(() => page.router.navigate('/menu'));
    await waitFor(() => expect(pixelCommands().at(-1)).toEqual(['track', 'PageView']));
    expect(pixelCommands()).toHaveLength(4);
  });
});
