import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Storefront } from '@ordina/contracts';
import { acceptingOrdersOnly, demoStorefront } from '../../test/demo-storefront.ts';
import { renderPage } from '../../test/render-page.tsx';
import { createLiveStore } from './after-hydration/live-store.ts';
import type { LiveEnvironment } from './after-hydration/live-store.ts';
import { LiveWarnings } from './after-hydration/live-warnings.tsx';
import { resetLiveStoreForTests } from './after-hydration/use-live-storefront.ts';

/** The demo business accepting orders on Tuesdays 12:00–15:00 only. */
function lunchOnly(): Storefront {
  return acceptingOrdersOnly(demoStorefront(), { tue: [{ from: '12:00', to: '15:00' }] });
}

describe('time-left warnings', () => {
  beforeEach(() => {
    resetLiveStoreForTests();
    // The store's own poll must not reach a network: the server is "down" here.
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 503 })));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function minutesOfWarnings(path: string) {
    // Tuesday 14:49:30 in Rimini (UTC+2 in July): 11 minutes before acceptance ends at 15:00.
    vi.useFakeTimers({
      now: new Date('2025-07-15T12:49:30Z'),
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const shown: { at: string; text: string }[] = [];
    const flash = (text: string) => shown.push({ at: new Date().toISOString().slice(11, 16), text });
    renderPage(<LiveWarnings flash={flash} />, { storefront: lunchOnly(), locale: 'en', path });
    // Until 15:03 Rimini time.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(14 * 60_000);
    });
    return shown;
  }

  it('flashes at 10, 5 and 2 minutes left, then says orders are no longer accepted', async () => {
    expect(await minutesOfWarnings('/')).toEqual([
      { at: '12:50', text: 'You have 10 minutes to finish' },
      { at: '12:55', text: 'You have 5 minutes to finish' },
      { at: '12:58', text: 'You have 2 minutes to finish' },
      { at: '13:00', text: "We're no longer taking orders" },
    ]);
  });

  it('stays quiet on the menu page', async () => {
    expect(await minutesOfWarnings('/menu')).toEqual([]);
  });
});

function fakeEnvironment(responses: unknown[]) {
  let hidden = false;
  let visibilityListener: (() => void) | null = null;
  const urls: string[] = [];
  const environment: LiveEnvironment = {
    fetch: (url) => {
      urls.push(url);
      return Promise.resolve(Response.json(responses.shift()));
    },
    now: () => new Date(),
    hidden: () => hidden,
    onVisibilityChange: (listener) => {
      visibilityListener = listener;
      return () => (visibilityListener = null);
    },
  };
  return {
    environment,
    urls,
    hide: (value: boolean) => {
      hidden = value;
      visibilityListener?.();
    },
  };
}

const closedState = {
  serverTime: '2025-07-15T12:00:00.000Z',
  timeZone: 'Europe/Rome',
  acceptance: { accepting: false, until: null, untilDate: null, minutesLeft: null, warning: null },
  open: { open: false, today: { weekday: 'tue', intervals: [], closed: true }, upcoming: [] },
  configuration_version: 'v2',
};

describe('live store', () => {
  afterEach(() => vi.useRealTimers());

  it('starts from the inline storefront with the domain rules', () => {
    const store = createLiveStore(demoStorefront(), {
      version: 'v1',
      environment: fakeEnvironment([]).environment,
    });
    // The demo accepts round the clock.
    expect(store.getSnapshot().acceptance.accepting).toBe(true);
    expect(store.getSnapshot().today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('polls every 60 s with its version, takes the new state and storefront, and skips polls while the tab is hidden', async () => {
    vi.useFakeTimers({ now: new Date('2025-07-15T11:59:00Z') });
    const renamed = {
      ...demoStorefront(),
      anagraphic: { ...demoStorefront().anagraphic, name: 'Lido Nuovo' },
    };
    const fake = fakeEnvironment([{ data: { ...closedState, storefront: renamed } }, { data: closedState }]);
    const store = createLiveStore(demoStorefront(), { version: 'v1', environment: fake.environment });
    const changes = vi.fn();
    store.subscribe(changes);
    const stop = store.start();

    await vi.advanceTimersByTimeAsync(59_999);
    expect(fake.urls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.urls).toEqual(['/api/storefront/live?version=v1']);
    expect(store.getSnapshot().acceptance.accepting).toBe(false);
    expect(store.getSnapshot().storefront.anagraphic.name).toBe('Lido Nuovo');
    expect(store.getSnapshot().today).toBe('2025-07-15');
    // The server said 12:00:00 when the browser's clock read 12:00:00 (11:59 + 60 s): no correction.
    expect(store.clockOffsetMs()).toBe(0);

    fake.hide(true);
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(fake.urls).toHaveLength(1);

    // Back on the tab after missed polls: one at once, with the version the server sent.
    fake.hide(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.urls).toEqual(['/api/storefront/live?version=v1', '/api/storefront/live?version=v2']);
    // Without a storefront in the answer the page keeps the one it has.
    expect(store.getSnapshot().storefront.anagraphic.name).toBe('Lido Nuovo');
    expect(changes).toHaveBeenCalledTimes(2);

    stop();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(fake.urls).toHaveLength(2);
  });

  it('ignores an answer of the wrong shape', async () => {
    const fake = fakeEnvironment([{ data: { serverTime: 'x' } }]);
    const store = createLiveStore(demoStorefront(), { environment: fake.environment });
    const before = store.getSnapshot();
    await store.poll();
    expect(fake.urls).toEqual(['/api/storefront/live']);
    expect(store.getSnapshot()).toBe(before);
  });
});
