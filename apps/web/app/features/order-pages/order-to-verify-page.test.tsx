import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import { apiDouble, callsTo } from '../../test/api-double.ts';
import type { RecordedCall } from '../../test/api-double.ts';
import { OrderToVerifyPage } from './order-to-verify-page.tsx';
import { renderOrderPage } from './test/render-order-page.tsx';

const t = createTranslator('en');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PENDING = 'GET /api/order-to-verify/detail/5/s3cret/*';
const pendingWith = (status: number, order: { oid: number; hash: string } | null = null) => ({
  [PENDING]: { body: { data: { status, order } } },
});
/**
 * The order still waiting (status 0) until `confirm()`, then confirmed as order 42: the API double's
 * `calls` and the switch.
 */
function pendingUntilConfirmed() {
  let confirmed = false;
  const { calls } = apiDouble({
    [PENDING]: () => ({
      body: {
        data: confirmed ? { status: 100, order: { oid: 42, hash: 'ord3r' } } : { status: 0, order: null },
      },
    }),
  });
  return {
    calls,
    confirm: () => {
      confirmed = true;
    },
  };
}
const pendingCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path.startsWith('/api/order-to-verify/detail/5/s3cret/'));

// The code mailed at 20:15 in Rome (19:15 UTC in December), due 30 minutes later.
const EXPIRES_AT = '2026-12-01T19:45:00.000Z';
const MAIL = { email: 'giulia@exmaple.it', resendsLeft: 3, resendAt: null };
const waitingFor = (mail: typeof MAIL | { email: string; resendsLeft: number; resendAt: string | null }) => ({
  [PENDING]: { body: { data: { status: 0, order: null, expiresAt: EXPIRES_AT, mail } } },
});
const RESEND = 'POST /api/order-to-verify/5/s3cret/resend';

describe('waiting for the e-mail (issue 34 item 13)', () => {
  it('shows where the mail went and the deadline in the business’s zone, and sends it again', async () => {
    const { calls } = apiDouble({
      ...waitingFor(MAIL),
      [RESEND]: {
        body: {
          data: { status: 0, order: null, expiresAt: EXPIRES_AT, mail: { ...MAIL, resendsLeft: 2 } },
        },
      },
    });
    renderOrderPage(<OrderToVerifyPage otid={5} hash="s3cret" type="email" t={t} />);
    expect(await screen.findByText('We sent it to giulia@exmaple.it.')).toBeTruthy();
    expect(screen.getByText('Confirm by 20:45: after that the order is cancelled.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByText('E-mail sent again: use the link in the newest one.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/order-to-verify/5/s3cret/resend')[0]!.body).toMatchObject({
      email: null,
    });
  });

  it('corrects a mistyped address: the new one is sent to the server and shown', async () => {
    const fixed = { ...MAIL, email: 'giulia@example.it', resendsLeft: 2 };
    const { calls } = apiDouble({
      ...waitingFor(MAIL),
      [RESEND]: { body: { data: { status: 0, order: null, expiresAt: EXPIRES_AT, mail: fixed } } },
    });
    renderOrderPage(<OrderToVerifyPage otid={5} hash="s3cret" type="email" t={t} />);
    fireEvent.click(await screen.findByText('Wrong address? Correct it'));
    fireEvent.change(screen.getByLabelText('Your e-mail address'), {
      target: { value: 'giulia@example.it' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send to this address' }));
    expect(await screen.findByText('We sent it to giulia@example.it.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/order-to-verify/5/s3cret/resend')[0]!.body).toMatchObject({
      email: 'giulia@example.it',
    });
  });

  it('once the resends are used up, says so and offers neither', async () => {
    apiDouble(waitingFor({ ...MAIL, resendsLeft: 0 }));
    renderOrderPage(<OrderToVerifyPage otid={5} hash="s3cret" type="email" t={t} />);
    expect(await screen.findByText(/The e-mail can't be sent again/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the e-mail again' })).toHaveProperty('disabled', true);
    expect(screen.queryByText('Wrong address? Correct it')).toBeNull();
  });

  it('a refusal (confirmed meanwhile) is said in words', async () => {
    apiDouble({
      ...waitingFor(MAIL),
      [RESEND]: { status: 409, body: { data: { errors: ['ORDER_NOT_PENDING'] } } },
    });
    renderOrderPage(<OrderToVerifyPage otid={5} hash="s3cret" type="email" t={t} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByText(/no longer waiting for confirmation/)).toBeTruthy();
  });
});

describe('OrderToVerify (/ordine/in-attesa-di-convalida/{otid}/{hash}/{type})', () => {
  it('waiting for an e-mail confirmation: the e-mail instructions as a warning, the heading focused', async () => {
    const { calls } = apiDouble(pendingWith(0));
    renderOrderPage(<OrderToVerifyPage otid={5} hash="s3cret" type="email" t={t} />);
    const status = screen.getByRole('status');
    expect(await within(status).findByText(/We have sent an e-mail to the address you entered/)).toBeTruthy();
    expect(screen.queryByText(/text message/)).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Confirm your order' }),
    );
    // The pending order is read with its hash and a bot-protection token in the path.
    expect(calls.filter((call) => call.path.startsWith('/api/order-to-verify/detail/5/s3cret/')).length).toBe(
      1,
    );
  });

  it('waiting for an SMS confirmation: the SMS instructions', async () => {
    apiDouble(pendingWith(0));
    renderOrderPage(<OrderToVerifyPage otid={5} hash="s3cret" type="sms" t={t} />);
    expect(await screen.findByText(/We have sent a text message to the number you entered/)).toBeTruthy();
    expect(screen.queryByText(/We have sent an e-mail/)).toBeNull();
  });

  it('a verified order (the e-mailed link was used, the page reloaded): leads to its order page, never "place a new order"', async () => {
    apiDouble(pendingWith(100, { oid: 42, hash: 'ord3r' }));
    const { router } = renderOrderPage(<OrderToVerifyPage otid={5} hash="s3cret" type="email" t={t} />);
    expect(await screen.findByText('Your order has been confirmed. Taking you to it…')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ordine/inviato/42/ord3r'));
    expect(screen.getByRole('link', { name: 'See your order' }).getAttribute('href')).toBe(
      '/ordine/inviato/42/ord3r',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/place a new order/i)).toBeNull();
  });

  it('notices by itself that the order was confirmed elsewhere: asks again while waiting, then moves on', async () => {
    const { calls, confirm } = pendingUntilConfirmed();
    const { router } = renderOrderPage(
      <OrderToVerifyPage otid={5} hash="s3cret" type="email" t={t} pollIntervalMs={5} />,
    );
    expect(await screen.findByText(/We have sent an e-mail/)).toBeTruthy();
    await waitFor(() => expect(pendingCalls(calls).length).toBeGreaterThan(1));
    confirm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ordine/inviato/42/ord3r'));
  });

  it('asks at once when the tab comes back into view (confirmed in another tab)', async () => {
    const { calls, confirm } = pendingUntilConfirmed();
    // A pace the test never reaches: only the focus can make the page ask again.
    const { router } = renderOrderPage(
      <OrderToVerifyPage otid={5} hash="s3cret" type="email" t={t} pollIntervalMs={3_600_000} />,
    );
    expect(await screen.findByText(/We have sent an e-mail/)).toBeTruthy();
    expect(pendingCalls(calls)).toHaveLength(1);
    confirm();
    fireEvent.focus(window);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ordine/inviato/42/ord3r'));
  });

  it('an expired order (status 101): the time to confirm ran out, and a new order can be placed', async () => {
    apiDouble(pendingWith(101));
    renderOrderPage(<OrderToVerifyPage otid={5} hash="s3cret" type="email" t={t} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The time to confirm this order ran out: it has been cancelled and will not be prepared.',
    );
    expect(screen.getByRole('link', { name: 'Place a new order' }).getAttribute('href')).toBe('/');
  });

  it('another status ≥ 100 (not verifiable, spec §8): the error and the link to place a new order', async () => {
    apiDouble(pendingWith(102));
    renderOrderPage(<OrderToVerifyPage otid={5} hash="s3cret" type="email" t={t} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Sorry, something went wrong.Please try again with a new order.');
    expect(screen.getByRole('link', { name: 'Place a new order' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText(/We have sent an e-mail/)).toBeNull();
  });

  it('status 99 is still verifiable', async () => {
    apiDouble(pendingWith(99));
    renderOrderPage(<OrderToVerifyPage otid={5} hash="s3cret" type="email" t={t} />);
    expect(await screen.findByText(/We have sent an e-mail/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an unknown pending order (wrong hash): not convalidable', async () => {
    apiDouble({});
    renderOrderPage(<OrderToVerifyPage otid={5} hash="wrong" type="email" t={t} />);
    expect((await screen.findByRole('alert')).textContent).toBe('This order can no longer be confirmed.');
  });

  it('another refusal is named in the alert', async () => {
    apiDouble({
      'GET /api/order-to-verify/detail/5/s3cret/*': {
        status: 400,
        body: { data: { errors: ['WRONG_RECAPTCHA'] } },
      },
    });
    renderOrderPage(<OrderToVerifyPage otid={5} hash="s3cret" type="email" t={t} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Attention: The reCAPTCHA check failed');
  });

  it('an id that is not a number is not convalidable without asking the server', async () => {
    const { calls } = apiDouble(pendingWith(0));
    renderOrderPage(<OrderToVerifyPage otid={0} hash="s3cret" type="email" t={t} />);
    expect((await screen.findByRole('alert')).textContent).toBe('This order can no longer be confirmed.');
    expect(callsTo(calls, 'GET', '/api/order-to-verify/detail/0/s3cret/x')).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });
});
