import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoStorefront } from '../../../test/demo-storefront.ts';
import { checkoutTipChoice } from '../checkout-tip.ts';
import { TipStep } from './tip-step.tsx';
import { renderStep, t } from './test/step-harness.tsx';

afterEach(cleanup);

const tips = { enabled: true, presets: [5, 10, 15], max_amount: 2000 };
const storefront = () => {
  const s = demoStorefront();
  return { ...s, configuration: { ...s.configuration, tips } };
};
// 20,50 of products less a 1,03 discount: the presets are taken of 19,47.
const prices = { cart: 2050, coupon: -103, shipping: 400, freeShipping: false, total: 2347 };

function renderTip() {
  return renderStep((form) => <TipStep form={form} tips={tips} prices={prices} t={t} />, {
    storefront: storefront(),
  });
}

describe('TipStep (docs/decisions/067)', () => {
  it('is a group named Tip, read with its hint: no tip chosen, each preset with its euros, another amount', () => {
    renderTip();
    const group = screen.getByRole('group', { name: 'Tip' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(group.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/minimum order/);
    const radios = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => r.value)).toEqual(['none', '5', '10', '15', 'other']);
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'No tip' }).checked).toBe(true);
    // 10 % of 19,47 = 1,947 → 1,95; 5 % → 0,97 (0,9735); 15 % → 2,92 (2,9205).
    const ten = within(group).getByRole('radio', { name: '10 %' });
    expect(document.getElementById(ten.getAttribute('aria-describedby') ?? '')?.textContent).toBe('€1.95');
    expect(within(group).getByText('€0.97')).toBeTruthy();
    expect(within(group).getByText('€2.92')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Tip in euros' })).toBeNull();
  });

  it('asks for the amount in euros only once another amount is chosen, and checks it against the cap', async () => {
    renderTip();
    fireEvent.click(screen.getByRole('radio', { name: 'Another amount' }));
    const field = await screen.findByRole('textbox', { name: 'Tip in euros' });
    expect(
      document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent,
    ).toBe('For example 2.50 (up to €20.00)');
    fireEvent.change(field, { target: { value: '20,01' } });
    fireEvent.submit(screen.getByRole('form', { name: 'checkout' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(t('errors.WRONG_TIP'))).toBeTruthy();
    fireEvent.change(field, { target: { value: 'tre' } });
    await waitFor(() => expect(screen.getByText(t('validation.invalid_number'))).toBeTruthy());
    fireEvent.change(field, { target: { value: '2,50' } });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText(t('errors.WRONG_TIP'))).toBeNull();
  });

  it('reads the values as the request carries them: a preset, an amount in cents, or nothing', () => {
    expect(checkoutTipChoice({ tip: '10', tipAmount: '' }, tips)).toEqual({ percent: 10 });
    expect(checkoutTipChoice({ tip: 'other', tipAmount: '2,50' }, tips)).toEqual({ amount: 250 });
    expect(checkoutTipChoice({ tip: 'other', tipAmount: '2.5' }, tips)).toEqual({ amount: 250 });
    expect(checkoutTipChoice({ tip: 'none', tipAmount: '2,50' }, tips)).toBeNull();
    // Still being typed, or above the cap: nothing is sent until the rule lets the form through.
    expect(checkoutTipChoice({ tip: 'other', tipAmount: '20,01' }, tips)).toBeNull();
    // A saved draft's choice the business no longer offers: no tip, never a WRONG_TIP.
    expect(checkoutTipChoice({ tip: '12', tipAmount: '' }, tips)).toBeNull();
    expect(checkoutTipChoice({ tip: '10', tipAmount: '' }, { ...tips, enabled: false })).toBeNull();
    expect(checkoutTipChoice({ tip: '10', tipAmount: '' }, undefined)).toBeNull();
  });
});
