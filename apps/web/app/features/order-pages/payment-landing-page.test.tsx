import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order, Storefront } from '@ordina/contracts';
import { createTranslator } from '@ordina/i18n';
import { apiDouble } from '../../test/api-double.ts';
import type { RecordedCall } from '../../test/api-double.ts';
import { order } from '../../test/order-fixture.ts';
import { PaymentLandingPage } from './payment-landing-page.tsx';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_MAX_ATTEMPTS } from './payment-outcome.ts';
import { renderOrderPage, storefrontWithPhones } from './test/render-order-page.tsx';

const t = createTranslator('en');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const waiting = order({
  id: 8,
  code: 'PAY8',
  statusCode: 'waiting_payment',
  transactions: [{ resourceUrlPay: 'https://pay.example/s/8', status: 'pending' }],
});
const paid = order({
  id: 8,
  code: 'PAY8',
  statusCode: 'to_manage',
  transactions: [{ resourceUrlPay: 'https://pay.example/s/8', status: 'paid' }],
});
const DETAIL = 'GET /api/order/detail/8/h4sh/*';
// Short polls for the tests; the page's own timing is 3 s × 40.
const fast = { intervalMs: 5, maxAttempts: 3 };

/** Answers the order detail with `orders` in turn (the last one repeated). */
function answersInTurn(orders: Order[]) {
  let index = 0;
  return { [DETAIL]: () => ({ body: { data: orders[Math.min(index++, orders.length - 1)] } }) };
}

const detailCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path.startsWith('/api/order/detail/8/h4sh/'));

function renderLanding(result: string, storefront = storefrontWithPhones()) {
  return renderOrderPage(
    <PaymentLandingPage result={result} oid={8} hash="h4sh" storefront={storefront} t={t} timing={fast} />,
    { storefront },
  );
}

/** The success landing of the order cancelled because its time to pay ran out; its payment `status`. */
function landOnExpiredOrder(status: Order['transactions'][number]['status']) {
  apiDouble(
    answersInTurn([
      {
        ...waiting,
        statusCode: 'canceled',
        cancelReason: 'payment_expired',
        transactions: [{ resourceUrlPay: null, status }],
      },
    ]),
  );
  renderLanding('successo');
}

describe('PaymentLandingPage (/esito-pagamento/{result}/{oid}/{hash})', () => {
  it('checking while the order waits for the webhook, then success with the order once it is paid', async () => {
    const { calls } = apiDouble(answersInTurn([waiting, waiting, paid]));
    renderLanding('successo');
    const status = screen.getByRole('status');
    expect(within(status).getByText('Checking the payment…')).toBeTruthy();
    expect(
      await within(status).findByText('Payment successful: your order has been sent. Thank you!'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Order PAY8' })).toBeTruthy();
    expect(detailCalls(calls)).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Payment result' }));
    expect(screen.queryByRole('link', { name: 'Retry payment' })).toBeNull();
  });

  it('a failure result: one look at the order, then Payment unsuccessful with the retry link and the phone numbers', async () => {
    const { calls } = apiDouble(answersInTurn([waiting]));
    renderLanding('annullato');
    expect((await screen.findByRole('alert')).textContent).toBe('Payment unsuccessful');
    expect(screen.getByRole('link', { name: 'Retry payment' }).getAttribute('href')).toBe(
      'https://pay.example/s/8',
    );
    expect(screen.getByText('Need help? Call us:')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+39 0541 372418' }).getAttribute('href')).toBe(
      'tel:+390541372418',
    );
    expect(screen.getByRole('link', { name: '+39 333 1234567' }).getAttribute('href')).toBe(
      'tel:+393331234567',
    );
    expect(detailCalls(calls)).toHaveLength(1);
  });

  it('names the order and its amount on the failure page (issue 31 item 9)', async () => {
    apiDouble(answersInTurn([{ ...waiting, amountFinal: 2350 }]));
    renderLanding('annullato');
    await screen.findByRole('alert');
    expect(screen.getByText('Order PAY8')).toBeTruthy();
    expect(screen.getByText('€23.50')).toBeTruthy();
  });

  it('a failure result for an order the webhook already paid: success (the URL is only a hint)', async () => {
    apiDouble(answersInTurn([paid]));
    renderLanding('annullato');
    expect(await screen.findByText('Payment successful: your order has been sent. Thank you!')).toBeTruthy();
    expect(screen.queryByText('Payment unsuccessful')).toBeNull();
  });

  it('a success result whose latest payment attempt failed: unsuccessful, with the retry link', async () => {
    apiDouble(
      answersInTurn([
        { ...waiting, transactions: [{ resourceUrlPay: 'https://pay.example/s/8', status: 'failed' }] },
      ]),
    );
    renderLanding('successo');
    expect((await screen.findByRole('alert')).textContent).toBe('Payment unsuccessful');
    expect(screen.getByRole('link', { name: 'Retry payment' })).toBeTruthy();
  });

  it('an order cancelled because its time to pay ran out: says so, no retry link, the way to order again (issue 31 item 7)', async () => {
    landOnExpiredOrder('canceled');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The time to pay ran out, so your order was cancelled and will not be prepared. If a payment still goes through, it will be refunded in full.',
    );
    expect(screen.queryByText('Payment unsuccessful')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Retry payment' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Order again' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Order PAY8')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+39 0541 372418' })).toBeTruthy();
  });

  it('a payment made after the order expired: cancelled because the time ran out, the payment being refunded, order again (issue 31 item 7)', async () => {
    landOnExpiredOrder('paid');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The time to pay ran out, so your order was cancelled and will not be prepared. Your payment arrived afterwards: it is being refunded to you in full.',
    );
    expect(screen.getByRole('link', { name: 'Order again' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Retry payment' })).toBeNull();
  });

  it('an order the business cancelled: cancelled, without a reason it does not have', async () => {
    apiDouble(answersInTurn([{ ...waiting, statusCode: 'canceled', transactions: [] }]));
    renderLanding('annullato');
    expect((await screen.findByRole('alert')).textContent).toBe('This order has been cancelled.');
    expect(screen.getByRole('link', { name: 'Order again' })).toBeTruthy();
  });

  it('stops asking after the cap: says the order is not paid yet, with the payment link, check again and the phones (issue 31 item 9)', async () => {
    const { calls } = apiDouble(answersInTurn([waiting, waiting, waiting, paid]));
    renderLanding('successo');
    expect(await screen.findByText(/Your order has not been paid yet/)).toBeTruthy();
    expect(screen.queryByText('Checking the payment…')).toBeNull();
    expect(detailCalls(calls)).toHaveLength(fast.maxAttempts);
    expect(screen.getByText('Order PAY8')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      'https://pay.example/s/8',
    );
    expect(screen.getByRole('link', { name: '+39 0541 372418' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Payment successful: your order has been sent. Thank you!')).toBeTruthy();
    expect(detailCalls(calls)).toHaveLength(fast.maxAttempts + 1);
  });

  it('checks for about half a minute, not minutes', () => {
    expect(PAYMENT_POLL_INTERVAL_MS * PAYMENT_POLL_MAX_ATTEMPTS).toBeLessThanOrEqual(30_000);
  });

  it('keeps asking through a network failure', async () => {
    let call = 0;
    apiDouble({
      [DETAIL]: () =>
        call++ === 0
          ? { status: 503, body: { data: { errors: ['GENERIC_ERROR'] } } }
          : { body: { data: paid } },
    });
    renderLanding('successo');
    expect(await screen.findByText('Payment successful: your order has been sent. Thank you!')).toBeTruthy();
  });

  it('an unknown order: the error in an alert, with the phone numbers, and no more asking', async () => {
    const { calls } = apiDouble({});
    renderLanding('successo');
    expect((await screen.findByRole('alert')).textContent).toBe('Attention: Not found');
    expect(screen.getByText('Need help? Call us:')).toBeTruthy();
    expect(detailCalls(calls)).toHaveLength(1);
  });

  it('shows no phone list when the business has no numbers', async () => {
    apiDouble(answersInTurn([waiting]));
    renderLanding('ko', storefrontWithPhones('', ''));
    expect(await screen.findByText('Payment unsuccessful')).toBeTruthy();
    expect(screen.queryByText('Need help? Call us:')).toBeNull();
  });
});

describe('PaymentLandingPage after a failed payment: held until, or pay on delivery instead (issue 34 item 12)', () => {
  const base = storefrontWithPhones();
  const withMethods: Storefront = {
    ...base,
    configuration: {
      ...base.configuration,
      payment_methods: [
        { code: 'card', name: 'Card online', label: '', description: '', online: true, languages: {} },
        { code: 'cash', name: 'Cash on delivery', label: '', description: '', online: false, languages: {} },
      ],
      delivery_method: [
        { code: 'home_delivery', name: 'Home delivery', paymentTypes: [{ code: 'card' }, { code: 'cash' }] },
      ],
    },
  };
  // Placed 19:30 in Rome, 30 minutes to pay.
  const unpaid = { ...waiting, paymentTypeCode: 'card', payUntil: '2026-11-23T19:00:00.000Z' };
  const SWITCH = 'POST /api/order/8/h4sh/payment-method';

  function renderFailed(onSwitched: (order: Order) => void, storefront = withMethods) {
    return renderOrderPage(
      <PaymentLandingPage
        result="annullato"
        oid={8}
        hash="h4sh"
        storefront={storefront}
        t={t}
        timing={fast}
        onSwitched={onSwitched}
      />,
      { storefront },
    );
  }

  it("says until when the order waits, and sends it to pay cash when the customer picks the delivery method's offline type", async () => {
    const placed = { ...unpaid, statusCode: 'to_manage' as const, paymentTypeCode: 'cash', payUntil: null };
    const { calls } = apiDouble({
      [DETAIL]: { body: { data: unpaid } },
      [SWITCH]: { body: { data: placed } },
    });
    const onSwitched = vi.fn();
    renderFailed(onSwitched);
    expect(
      await screen.findByText('Your order is held for its payment until 20:00: after that it is cancelled.'),
    ).toBeTruthy();
    const offline = screen.getByRole('group', { name: 'Or pay on delivery or collection:' });
    expect(
      within(offline)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cash on delivery']);
    fireEvent.click(within(offline).getByRole('button', { name: 'Cash on delivery' }));
    await vi.waitFor(() => expect(onSwitched).toHaveBeenCalledWith(placed));
    const sent = calls.find((call) => call.path === '/api/order/8/h4sh/payment-method');
    expect(sent?.body).toMatchObject({ paymentTypeCode: 'cash' });
  });

  it("shows the server's refusal and stays on the page", async () => {
    apiDouble({
      [DETAIL]: { body: { data: unpaid } },
      [SWITCH]: { status: 400, body: { data: { errors: ['WRONG_PAYMENT_METHOD'] } } },
    });
    const onSwitched = vi.fn();
    renderFailed(onSwitched);
    fireEvent.click(await screen.findByRole('button', { name: 'Cash on delivery' }));
    const refusal = await screen.findByText(t.errors(['WRONG_PAYMENT_METHOD']));
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(onSwitched).not.toHaveBeenCalled();
  });

  // The order as the server holds it once the switch went through, with its answer lost on the way.
  const switched = { ...unpaid, statusCode: 'to_manage' as const, paymentTypeCode: 'cash', payUntil: null };
  /** The order detail: waiting for its payment until the tap, then `after`. */
  function detailUntilTheTap(after: Order) {
    let tapped = false;
    return {
      [DETAIL]: () => ({ body: { data: tapped ? after : unpaid } }),
      tap: () => (tapped = true),
    };
  }

  it('the connection drops on the tap: looks at the order again and opens it when it no longer waits for its payment', async () => {
    const detail = detailUntilTheTap(switched);
    const { calls } = apiDouble({
      [DETAIL]: detail[DETAIL],
      [SWITCH]: () => {
        detail.tap();
        throw new TypeError('Failed to fetch');
      },
    });
    const onSwitched = vi.fn();
    renderFailed(onSwitched);
    fireEvent.click(await screen.findByRole('button', { name: 'Cash on delivery' }));
    await vi.waitFor(() => expect(onSwitched).toHaveBeenCalledWith(switched));
    expect(detailCalls(calls)).toHaveLength(2);
    expect(screen.queryByText(t.errors(['GENERIC_ERROR']))).toBeNull();
  });

  it('409 ORDER_NOT_PENDING (switched already): looks at the order again and opens it', async () => {
    const detail = detailUntilTheTap(switched);
    apiDouble({
      [DETAIL]: detail[DETAIL],
      [SWITCH]: () => {
        detail.tap();
        return { status: 409, body: { data: { errors: ['ORDER_NOT_PENDING'] } } };
      },
    });
    const onSwitched = vi.fn();
    renderFailed(onSwitched);
    fireEvent.click(await screen.findByRole('button', { name: 'Cash on delivery' }));
    await vi.waitFor(() => expect(onSwitched).toHaveBeenCalledWith(switched));
    expect(screen.queryByText(t.errors(['GENERIC_ERROR']))).toBeNull();
  });

  it('the connection drops and the order still waits: says the connection dropped, and the types stay to tap again', async () => {
    const { calls } = apiDouble({
      [DETAIL]: { body: { data: unpaid } },
      [SWITCH]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const onSwitched = vi.fn();
    renderFailed(onSwitched);
    fireEvent.click(await screen.findByRole('button', { name: 'Cash on delivery' }));
    expect((await screen.findByText(t('offline.message'))).getAttribute('role')).toBe('alert');
    expect(detailCalls(calls)).toHaveLength(2);
    expect(onSwitched).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cash on delivery' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers no other way when the delivery method takes only online payments', async () => {
    const onlineOnly: Storefront = {
      ...withMethods,
      configuration: {
        ...withMethods.configuration,
        delivery_method: [{ code: 'home_delivery', name: 'Home delivery', paymentTypes: [{ code: 'card' }] }],
      },
    };
    apiDouble({ [DETAIL]: { body: { data: unpaid } } });
    renderFailed(vi.fn(), onlineOnly);
    expect(await screen.findByRole('link', { name: 'Retry payment' })).toBeTruthy();
    expect(screen.getByText(/held for its payment until 20:00/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Or pay when/ })).toBeNull();
  });
});
