import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import { clearSession, storeSessionUser } from '../../lib/session/after-hydration-shared/session-store.ts';
import { sessionUser } from '../../lib/session/test/session-user.ts';
import { storefront } from '../../test/storefront-fixture.ts';
import { OrderDetailPage } from './order-detail-page.tsx';
import { apiDouble, callsTo } from '../../test/api-double.ts';
import { order } from '../../test/order-fixture.ts';
import { renderAccountRoute } from './test/render-account.tsx';

const t = createTranslator('en');

beforeEach(() => storeSessionUser(sessionUser()));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function renderPage(orderId: number, shop = storefront()) {
  return renderAccountRoute(
    <OrderDetailPage user={sessionUser()} orderId={orderId} storefront={shop} t={t} />,
    {
      path: '/area-personale/i-miei-ordini/:id/:orderCode',
      url: `/area-personale/i-miei-ordini/${orderId}/A7K2`,
    },
  );
}

const full = order({
  id: 42,
  code: 'A7K2',
  statusCode: 'delivered',
  products: [
    {
      id: 3,
      name: 'Margherita',
      category_name: 'Pizze',
      qty: 2,
      final_price: 1400,
      productOptions: [
        {
          id: 1,
          name: 'Dough',
          options: [
            { id: 5, name: 'Wholemeal', price: 100, operand: '+' },
            { id: 6, name: 'Large', price: 0, operand: '+' },
          ],
        },
      ],
      removedItems: 'Basil, Oregano',
      removedIds: [1, 2],
    },
    {
      id: 4,
      name: 'Tiramisù',
      category_name: 'Dolci',
      qty: 1,
      final_price: 500,
      productOptions: [],
      removedItems: '',
      removedIds: [],
    },
  ],
  amount: 1900,
  amountDelivery: 250,
  amountDiscount: 190,
  amountManualDiscount: 100,
  amountFinal: 1860,
  coupons: [{ code: 'WELCOME10', discountMode: '%', discountValue: 10, freeShipping: false }],
  annotations: 'Ring twice',
});

describe('UserOrder', () => {
  // Issue 31 item 6: the checkout's label ('Cash on delivery', not the business's 'Cash') and the business's description.
  it("names the payment method as the checkout did, with the business's description in the page's language", async () => {
    apiDouble({ 'GET /api/secured/user/7/order/42': { body: { data: full } } });
    const shop = storefront();
    shop.configuration.payment_methods = [
      {
        code: 'cash_on_delivery',
        name: 'Contanti',
        label: 'Contanti',
        description: 'Paghi in contanti alla consegna.',
        online: false,
        languages: { en: { label: 'Cash', description: 'Pay in cash on delivery.' } },
      },
    ];
    renderPage(42, shop);
    const payment = within(await screen.findByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Cash on delivery')).toBeTruthy();
    expect(payment.getByText('Pay in cash on delivery.')).toBeTruthy();
    expect(payment.queryByText('Cash')).toBeNull();
  });

  it('shows the order: status, date, products with options and removed items, delivery, payment, coupons, amounts', async () => {
    const { calls } = apiDouble({ 'GET /api/secured/user/7/order/42': { body: { data: full } } });
    renderPage(42);
    const title = await screen.findByRole('heading', { level: 1, name: 'Order A7K2' });
    const article = title.closest('article')!;
    expect(within(article).getByText('Confirmed')).toBeTruthy();
    expect(within(article).getByText('Placed on 23/11/2026, 19:30')).toBeTruthy();

    const products = within(screen.getByRole('region', { name: 'Your products' }));
    expect(products.getByText('Margherita')).toBeTruthy();
    expect(products.getByText('Dough')).toBeTruthy();
    expect(products.getByText('Wholemeal, Large', { exact: false })).toBeTruthy();
    expect(products.getByText('Without: Basil, Oregano')).toBeTruthy();
    expect(products.getByText('€14.00')).toBeTruthy();

    const delivery = within(screen.getByRole('region', { name: 'Delivery' }));
    expect(delivery.getByText('Home delivery')).toBeTruthy();
    expect(delivery.getByText('23/11/2026, 20:15')).toBeTruthy();
    expect(delivery.getByText('Via Roma 1, 40100 Bologna')).toBeTruthy();
    expect(delivery.getByText('Ring twice')).toBeTruthy();

    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Cash on delivery')).toBeTruthy();
    expect(payment.getByText('WELCOME10')).toBeTruthy();
    expect(payment.getByText('−10%')).toBeTruthy();

    const amounts = within(screen.getByRole('region', { name: 'Amounts' }));
    expect(amounts.getByText('€19.00')).toBeTruthy();
    expect(amounts.getByText('€2.50')).toBeTruthy();
    expect(amounts.getByText('-€1.90')).toBeTruthy();
    expect(amounts.getByText('-€1.00')).toBeTruthy();
    expect(amounts.getByText('€18.60')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/secured/user/7/order/42')[0]?.authorization).toBe(
      'Bearer header.payload.signature',
    );
  });

  it('shows the place of table, umbrella and car services instead of an address', async () => {
    apiDouble({
      'GET /api/secured/user/7/order/8': {
        body: {
          data: order({
            id: 8,
            deliveryMethodCode: 'beach_umbrella_delivery',
            delivery: { ...full.delivery, table: '12B' },
            amountDelivery: 0,
          }),
        },
      },
    });
    renderPage(8);
    const delivery = within(await screen.findByRole('region', { name: 'Delivery' }));
    expect(delivery.getByText('Beach umbrella number')).toBeTruthy();
    expect(delivery.getByText('12B')).toBeTruthy();
    expect(delivery.queryByText('Via Roma 1, 40100 Bologna')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Amounts' })).queryByText('Delivery')).toBeNull();
  });

  it('offers the payment page while the order awaits payment', async () => {
    apiDouble({
      'GET /api/secured/user/7/order/9': {
        body: {
          data: order({
            id: 9,
            statusCode: 'waiting_payment',
            transactions: [{ resourceUrlPay: 'https://pay.example/9', status: 'pending' }],
          }),
        },
      },
    });
    renderPage(9);
    expect((await screen.findByRole('link', { name: 'Go to payment' })).getAttribute('href')).toBe(
      'https://pay.example/9',
    );
  });

  it('says when the order does not exist', async () => {
    apiDouble({});
    renderPage(404);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This order could not be found.'));
  });

  it('has a back button to the order list', () => {
    apiDouble({});
    renderPage(1);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/area-personale/i-miei-ordini',
    );
  });
});
