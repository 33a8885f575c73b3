import { expect, test, visit } from './support/hydration.ts';
import { chooseEarlySlot, fillIdentity, FRITTURA, it, methodRadio, seedCart } from './support/checkout.ts';

// Screenshots for review (not a journey): run with SHOTS=1.
test.skip(!process.env.SHOTS, 'screenshots only on demand');

test('checkout screenshots', async ({ page }, testInfo) => {
  const name = (state: string) => `/tmp/checkout-shots/${testInfo.project.name}-${state}.png`;
  await visit(page, '/concludi-ordine');
  await expect(page.getByText(it('checkout.empty_cart'))).toBeVisible();
  await page.screenshot({ path: name('empty'), fullPage: true });

  await seedCart(page, [FRITTURA]);
  await visit(page, '/concludi-ordine');
  await page.getByRole('button', { name: it('checkout.confirm_via_email') }).click();
  await expect(page.getByText(it('validation.recheck_fields'))).toBeVisible();
  await page.screenshot({ path: name('errors'), fullPage: true });

  await methodRadio(page, 'pick_up').check();
  await chooseEarlySlot(page);
  await fillIdentity(page, {
    name: 'Giulia',
    lastname: 'Bianchi',
    email: 'giulia@example.it',
    phone: '333 123 4567',
  });
  await page.getByRole('radio', { name: it('payment_method.cash_on_delivery') }).check();
  await page.getByRole('checkbox', { name: /privacy/ }).check();
  await page.screenshot({ path: name('filled'), fullPage: true });
  await page.getByRole('button', { name: it('checkout.confirm_via_email') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: name('dialog') });
});
