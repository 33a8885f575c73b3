import { act, cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoStorefront } from '../../test/demo-storefront.ts';
import { StorefrontProvider } from '../../lib/storefront-context.tsx';
import { renderPage } from '../../test/render-page.tsx';
import type { LiveState } from '@ordina/domain';
import { useLazyLiveStorefront } from './use-lazy-live-storefront.ts';
import { resetLiveStoreForTests } from './after-hydration/use-live-storefront.ts';

// The demo business accepts orders all day, every day; this loader state says the opposite,
// so the test can tell which one the page shows.
const storefront = demoStorefront();
const closedAtLoad: LiveState = {
  today: '2026-06-08',
  acceptance: { accepting: false, until: null, untilDate: null, minutesLeft: null },
  untilWeekday: null,
  open: { open: false, today: { weekday: 'mon', intervals: [], closed: true }, upcoming: [] },
};

function Probe() {
  const { acceptance, today } = useLazyLiveStorefront(closedAtLoad, null);
  return <p data-testid="probe">{`${acceptance.accepting ? 'accepting' : 'not accepting'} ${today}`}</p>;
}

beforeEach(() => {
  resetLiveStoreForTests();
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 503 })));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useLazyLiveStorefront', () => {
  it("renders the loader's state on the server", () => {
    const html = renderToString(
      <StorefrontProvider value={{ storefront, initialDataJson: '', pageMessagesJson: null, nonce: '' }}>
        <Probe />
      </StorefrontProvider>,
    );
    expect(html).toContain('not accepting 2026-06-08');
  });

  it('follows the live store (the domain rules on the browser clock) once it has loaded', async () => {
    await act(async () => {
      renderPage(<Probe />, { storefront });
      await Promise.resolve();
    });
    const probe = await screen.findByText(/^accepting /);
    const todayInRome = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect(probe.textContent).toBe(`accepting ${todayInRome}`);
  });
});
