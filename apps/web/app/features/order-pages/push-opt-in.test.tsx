import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import { apiDouble } from '../../test/api-double.ts';
import { PushOptIn } from './push-opt-in.tsx';
import { renderOrderPage } from './test/render-order-page.tsx';

const t = createTranslator('en');
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Sets a navigator property for one test (jsdom has no service worker, and its own user agent). */
function navigatorHas(name: 'serviceWorker' | 'userAgent', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'userAgent');
});

/** A browser with Web Push: its permission answer, and a push service that subscribes. */
function pushBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const subscribe = vi.fn(() =>
    Promise.resolve({
      toJSON: () => ({
        endpoint: 'https://push.example/send/abc',
        expirationTime: null,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      }),
    }),
  );
  const registration = { pushManager: { subscribe, getSubscription: vi.fn(() => Promise.resolve(null)) } };
  navigatorHas('serviceWorker', {
    register: vi.fn(() => Promise.resolve(registration)),
    ready: Promise.resolve(registration),
  });
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal('Notification', { permission, requestPermission });
  return { subscribe, requestPermission };
}

describe('the order page’s notifications switch', () => {
  it('offers no button where the browser has no Web Push (PushManager missing)', () => {
    renderOrderPage(<PushOptIn oid={31} hash="h4sh" t={t} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Notifications' })).toBeNull();
  });

  it('tells an iPhone to add the site to the Home Screen first (iOS 16.4+), without a button', () => {
    navigatorHas('userAgent', IPHONE);
    renderOrderPage(<PushOptIn oid={31} hash="h4sh" t={t} />);
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByText(t('push_optin.ios_hint'))).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says notifications are blocked, and how to allow them, when the site was refused before', () => {
    pushBrowser('denied');
    renderOrderPage(<PushOptIn oid={31} hash="h4sh" t={t} />);
    expect(screen.getByRole('status').textContent).toBe(t('push_optin.denied'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the customer refuses the permission it asked for, and subscribes nothing', async () => {
    const { subscribe } = pushBrowser('default', 'denied');
    const { calls } = apiDouble({});
    renderOrderPage(<PushOptIn oid={31} hash="h4sh" t={t} />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(t('push_optin.denied'))).toBeTruthy();
    expect(subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('asks the permission, subscribes with the server’s VAPID key and hands the subscription to the order', async () => {
    const { subscribe, requestPermission } = pushBrowser('default');
    const { calls } = apiDouble({
      'GET /api/push/public-key': { body: { data: { publicKey: 'BAEC' } } },
      'POST /api/order/31/h4sh/push-subscription': { body: { data: { done: true } } },
    });
    renderOrderPage(<PushOptIn oid={31} hash="h4sh" t={t} />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications are on for this order.')).toBeTruthy();
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 1, 2]),
    });
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/order/31/h4sh/push-subscription',
      body: { endpoint: 'https://push.example/send/abc', keys: { auth: 'A'.repeat(22) } },
    });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says it could not, and offers the button again, when the server refuses the subscription', async () => {
    pushBrowser('granted');
    apiDouble({
      'GET /api/push/public-key': { body: { data: { publicKey: 'BAEC' } } },
      'POST /api/order/31/h4sh/push-subscription': {
        status: 400,
        body: { data: { errors: ['WRONG_PUSH_SUBSCRIPTION'] } },
      },
    });
    renderOrderPage(<PushOptIn oid={31} hash="h4sh" t={t} />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(t('push_optin.failed'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
  });
});
