import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import { apiDouble, callsTo } from '../../test/api-double.ts';
import { order } from '../../test/order-fixture.ts';
import { storefront } from '../../test/storefront-fixture.ts';
import { OrderSentPage } from './order-sent-page.tsx';
import { renderOrderPage } from './test/render-order-page.tsx';

const t = createTranslator('en');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const placed = order({ id: 31, code: 'Q9TX', statusCode: 'to_manage', amountFinal: 1850 });

describe('OrderSended (/ordine/inviato/{oid}/{hash})', () => {
  // configuration.web_push (docs/decisions/069): the status-notification switch only where the business sends them.
  it.each([
    [true, 1],
    [false, 0],
  ] as const)('with web_push %s shows %i status-notification opt-in', async (webPush, shown) => {
    Object.defineProperty(navigator, 'userAgent', {
      value:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      configurable: true,
    });
    try {
      apiDouble({ 'GET /api/order/detail/31/h4sh/*': { body: { data: placed } } });
      const shop = storefront();
      shop.configuration.web_push = webPush;
      renderOrderPage(<OrderSentPage oid={31} hash="h4sh" storefront={shop} t={t} />);
      expect(await screen.findByText('Your order has been sent. Thank you!')).toBeTruthy();
      expect(screen.queryAllByRole('heading', { name: t('push_optin.title') })).toHaveLength(shown);
    } finally {
      Reflect.deleteProperty(navigator, 'userAgent');
    }
  });

  it('asks for the order with its hash and a bot-protection token, then shows the success banner and the summary', async () => {
    const { calls } = apiDouble({ 'GET /api/order/detail/31/h4sh/*': { body: { data: placed } } });
    renderOrderPage(<OrderSentPage oid={31} hash="h4sh" storefront={storefront()} t={t} />);

    const status = screen.getByRole('status');
    expect(within(status).getByText('Loading…')).toBeTruthy();
    expect(await within(status).findByText('Your order has been sent. Thank you!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Order Q9TX' })).toBeTruthy();
    expect(screen.getByText('Awaiting confirmation')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Amounts' })).getByText('€18.50')).toBeTruthy();
    // The token is the third segment: a solved ALTCHA payload, never empty.
    const [call] = calls;
    const token = decodeURIComponent(call!.path.split('/').pop()!);
    expect(JSON.parse(atob(token))).toMatchObject({ number: 3 });
  });

  it.each([
    [
      'waiting_payment',
      null,
      'Your order is awaiting payment: it will be sent as soon as the payment arrives.',
      'Awaiting payment',
    ],
    ['canceled', null, 'This order has been cancelled.', 'Cancelled'],
    [
      'canceled',
      'payment_expired',
      'The time to pay ran out, so your order was cancelled and will not be prepared. If a payment still goes through, it will be refunded in full.',
      'Cancelled',
    ],
  ] as const)(
    'a %s order (%s) never reads "sent, thank you": its banner agrees with its badge (issue 31 item 9)',
    async (statusCode, cancelReason, banner, badge) => {
      apiDouble({
        'GET /api/order/detail/31/h4sh/*': { body: { data: { ...placed, statusCode, cancelReason } } },
      });
      renderOrderPage(<OrderSentPage oid={31} hash="h4sh" storefront={storefront()} t={t} />);
      expect(await screen.findByText(banner)).toBeTruthy();
      expect(screen.getByText(badge)).toBeTruthy();
      expect(screen.queryByText('Your order has been sent. Thank you!')).toBeNull();
      if (statusCode === 'canceled')
        expect(screen.getByRole('link', { name: 'Order again' }).getAttribute('href')).toBe('/');
    },
  );

  it.each([
    ['pick_up', 'Pick-up time'],
    ['take_away', 'Pick-up time'],
    ['table_delivery', 'Serving time'],
    ['home_delivery', 'Delivery time'],
  ] as const)('labels the time of a %s order "%s" (issue 31 item 9)', async (deliveryMethodCode, label) => {
    apiDouble({ 'GET /api/order/detail/31/h4sh/*': { body: { data: { ...placed, deliveryMethodCode } } } });
    renderOrderPage(<OrderSentPage oid={31} hash="h4sh" storefront={storefront()} t={t} />);
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText(label)).toBeTruthy();
    for (const other of ['Pick-up time', 'Serving time', 'Delivery time'].filter((text) => text !== label))
      expect(within(delivery).queryByText(other)).toBeNull();
  });

  it('moves the focus to the main heading once the order is shown', async () => {
    apiDouble({ 'GET /api/order/detail/31/h4sh/*': { body: { data: placed } } });
    renderOrderPage(<OrderSentPage oid={31} hash="h4sh" storefront={storefront()} t={t} />);
    await screen.findByText('Your order has been sent. Thank you!');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Order sent' }));
  });

  it('shows a refusal as an alert with the way home (spec §8: errors in an alert)', async () => {
    apiDouble({});
    renderOrderPage(<OrderSentPage oid={31} hash="wrong" storefront={storefront()} t={t} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Attention: Not found');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Your order has been sent. Thank you!')).toBeNull();
  });

  it('does not ask the server about an address whose order id is not a number', async () => {
    const { calls } = apiDouble({});
    renderOrderPage(<OrderSentPage oid={0} hash="h4sh" storefront={storefront()} t={t} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Attention: Not found');
    expect(callsTo(calls, 'GET', '/api/captcha/challenge')).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  describe('the live status page (docs/decisions/044)', () => {
    it('shows where the order stands: the spec label, what happens next, the promised time and the restaurant phone', async () => {
      const confirmed = {
        ...placed,
        statusCode: 'confirmed' as const,
        promisedAt: '2026-11-23T19:45:00.000Z',
      };
      apiDouble({ 'GET /api/order/detail/31/h4sh/*': { body: { data: confirmed } } });
      const shop = storefront();
      shop.anagraphic.phone = '+39 051 123456';
      renderOrderPage(<OrderSentPage oid={31} hash="h4sh" storefront={shop} t={t} />);
      const live = await screen.findByRole('region', { name: /Status/ });
      expect(within(live).getByText('Confirmed').closest('[data-color]')?.getAttribute('data-color')).toBe(
        'success',
      );
      expect(within(live).getByText('Your order is being prepared.')).toBeTruthy();
      // 20:45 on the business's clock (Rome), as the detail's other times.
      expect(within(live).getByText(/20:45/).getAttribute('datetime')).toBe('2026-11-23T19:45:00.000Z');
      expect(within(live).getByRole('link', { name: '+39 051 123456' }).getAttribute('href')).toBe(
        'tel:+39051123456',
      );
      // One status badge on the page: the live one stands in for the detail's.
      expect(screen.getAllByText('Confirmed')).toHaveLength(1);
    });

    it('tells why the restaurant rejected the order', async () => {
      apiDouble({
        'GET /api/order/detail/31/h4sh/*': {
          body: { data: { ...placed, statusCode: 'canceled', cancelReason: 'too_busy' } },
        },
      });
      renderOrderPage(<OrderSentPage oid={31} hash="h4sh" storefront={storefront()} t={t} />);
      const live = await screen.findByRole('region', { name: /Status/ });
      expect(within(live).getByText('The restaurant has too many orders right now.')).toBeTruthy();
      expect(within(live).getByText('Cancelled')).toBeTruthy();
    });

    it('asks again when the tab comes back into view and shows the new status, in the background', async () => {
      let answer = placed;
      const { calls } = apiDouble({ 'GET /api/order/detail/31/h4sh/*': () => ({ body: { data: answer } }) });
      renderOrderPage(<OrderSentPage oid={31} hash="h4sh" storefront={storefront()} t={t} />);
      await screen.findByText('The restaurant is about to confirm your order. This page updates itself.');
      answer = { ...placed, statusCode: 'confirmed', promisedAt: '2026-11-23T19:45:00.000Z' };
      document.dispatchEvent(new Event('visibilitychange'));
      expect(await screen.findByText('Your order is being prepared.')).toBeTruthy();
      expect(calls.filter((call) => call.path.startsWith('/api/order/detail/31/h4sh/'))).toHaveLength(2);
      expect(screen.queryByText('Loading…')).toBeNull();
    });

    it('asks again by itself every 30 seconds', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        let answer = placed;
        apiDouble({ 'GET /api/order/detail/31/h4sh/*': () => ({ body: { data: answer } }) });
        renderOrderPage(<OrderSentPage oid={31} hash="h4sh" storefront={storefront()} t={t} />);
        await vi.waitFor(() => expect(screen.getByText('Awaiting confirmation')).toBeTruthy(), {
          timeout: 10_000,
        });
        answer = { ...placed, statusCode: 'ready_delivery', deliveryMethodCode: 'home_delivery' };
        await vi.advanceTimersByTimeAsync(30_000);
        await vi.waitFor(() => expect(screen.getByText('Your order is on its way.')).toBeTruthy(), {
          timeout: 10_000,
        });
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
