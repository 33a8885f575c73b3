import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import { apiDouble, callsTo } from '../../test/api-double.ts';
import { order } from '../../test/order-fixture.ts';
import { storefront } from '../../test/storefront-fixture.ts';
import { OrderVerifyPage } from './order-verify-page.tsx';
import { renderOrderPage } from './test/render-order-page.tsx';

const t = createTranslator('en');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const confirmed = order({ id: 44, code: 'V3RF', statusCode: 'to_manage' });
const verifyAnswer = (verifiedAlready: boolean) => ({
  'POST /api/order/verify': { body: { data: { order: confirmed, verifiedAlready } } },
});

describe('OrderVerify (/ordine/convalida/{codice})', () => {
  it('in progress, then verified with the order summary; the code goes with a bot-protection token', async () => {
    const { calls } = apiDouble(verifyAnswer(false));
    renderOrderPage(<OrderVerifyPage code="c0de" storefront={storefront()} t={t} />);
    const status = screen.getByRole('status');
    expect(within(status).getByText('We are confirming your order…')).toBeTruthy();
    expect(await within(status).findByText('Your order has been confirmed. Thank you!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Order V3RF' })).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Order confirmation' }),
    );
    const [call] = callsTo(calls, 'POST', '/api/order/verify');
    expect(call!.body).toMatchObject({
      code: 'c0de',
      other: { recaptchaToken: expect.stringMatching(/.{20,}/) as string },
    });
  });

  it('already verified (data.verifiedAlready): says so, with the order', async () => {
    apiDouble(verifyAnswer(true));
    renderOrderPage(<OrderVerifyPage code="c0de" storefront={storefront()} t={t} />);
    expect(
      await screen.findByText('This order has already been confirmed or is no longer valid.'),
    ).toBeTruthy();
    expect(screen.queryByText('Your order has been confirmed. Thank you!')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Order V3RF' })).toBeTruthy();
  });

  it('a wrong or expired code: not verified, in an alert, with the way home', async () => {
    apiDouble({
      'POST /api/order/verify': {
        status: 404,
        body: { data: { errors: ['WRONG_ORDER_VERIFICATION_CODE'] } },
      },
    });
    renderOrderPage(<OrderVerifyPage code="nope" storefront={storefront()} t={t} />);
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't confirm your order.");
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('another refusal is named under the not-verified message', async () => {
    apiDouble({ 'POST /api/order/verify': { status: 400, body: { data: { errors: ['WRONG_RECAPTCHA'] } } } });
    renderOrderPage(<OrderVerifyPage code="c0de" storefront={storefront()} t={t} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't confirm your order.Attention: The reCAPTCHA check failed",
    );
  });

  it('sends the code once under React strict mode (its effects run twice): the customer sees verified, not already verified', async () => {
    let uses = 0;
    const { calls, fetch } = apiDouble({
      'POST /api/order/verify': () => ({ body: { data: { order: confirmed, verifiedAlready: uses++ > 0 } } }),
    });
    renderOrderPage(<OrderVerifyPage code="c0de" storefront={storefront()} t={t} />, { strict: true });
    expect(await screen.findByText('Your order has been confirmed. Thank you!')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/order/verify')).toHaveLength(1);
    // Each send starts by fetching a bot-protection challenge, at once: a second send would show here.
    expect(fetch.mock.calls.filter(([url]) => url === '/api/captcha/challenge')).toHaveLength(1);
  });
});
