import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import { apiDouble, callsTo } from '../../test/api-double.ts';
import { OrderToVerifyPage } from './order-to-verify-page.tsx';
import { renderOrderPage } from './test/render-order-page.tsx';

const t = createTranslator('en');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pendingWith = (status: number) => ({ 'GET /api/order-to-verify/detail/5/s3cret/*': { body: { data: { status } } } });

describe('OrderToVerify (/ordine/in-attesa-di-convalida/{otid}/{hash}/{type})', () => {
  it('waiting for an e-mail confirmation: the e-mail instructions as a warning, the heading focused', async () => {
    const { calls } = apiDouble(pendingWith(0));
    renderOrderPage(<OrderToVerifyPage otid={5} hash="s3cret" type="email" t={t} />);
    const status = screen.getByRole('status');
    expect(await within(status).findByText(/We have sent an e-mail to the address you entered/)).toBeTruthy();
    expect(screen.queryByText(/text message/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Confirm your order' }));
    // The pending order is read with its hash and a bot-protection token in the path.
    expect(calls.filter((call) => call.path.startsWith('/api/order-to-verify/detail/5/s3cret/')).length).toBe(1);
  });

  it('waiting for an SMS confirmation: the SMS instructions', async () => {
    apiDouble(pendingWith(0));
    renderOrderPage(<OrderToVerifyPage otid={5} hash="s3cret" type="sms" t={t} />);
    expect(await screen.findByText(/We have sent a text message to the number you entered/)).toBeTruthy();
    expect(screen.queryByText(/We have sent an e-mail/)).toBeNull();
  });

  it.each([100, 101])('status %i (≥ 100, not verifiable): the error and the link to place a new order', async (status) => {
    apiDouble(pendingWith(status));
    renderOrderPage(<OrderToVerifyPage otid={5} hash="s3cret" type="email" t={t} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Apologies, an error has occurred.Try again and place a new order.');
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
    apiDouble({ 'GET /api/order-to-verify/detail/5/s3cret/*': { status: 400, body: { data: { errors: ['WRONG_RECAPTCHA'] } } } });
    renderOrderPage(<OrderToVerifyPage otid={5} hash="s3cret" type="email" t={t} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Attention: reCAPTCHA code incorrect');
  });

  it('an id that is not a number is not convalidable without asking the server', async () => {
    const { calls } = apiDouble(pendingWith(0));
    renderOrderPage(<OrderToVerifyPage otid={0} hash="s3cret" type="email" t={t} />);
    expect((await screen.findByRole('alert')).textContent).toBe('This order can no longer be confirmed.');
    expect(callsTo(calls, 'GET', '/api/order-to-verify/detail/0/s3cret/x')).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });
});
