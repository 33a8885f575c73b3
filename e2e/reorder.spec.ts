import { expect, test, visit } from './support/hydration.ts';
import { translate, type MessageKey } from '@ordina/i18n';
import { registeredUser, uniqueEmail } from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { placeOrder } from './support/orders.ts';

// "Order again" (issue 37, beyond the spec) on a phone: a customer's earlier order, opened from its
// page, goes back into the cart at today's prices, and the checkout has it.

const it = (key: MessageKey, params?: Record<string, string>) => translate('it', key, params);

test('a customer orders an earlier order again from its page, and the checkout has its lines', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, 'a phone journey');
  const email = uniqueEmail('riordino', testInfo.project.name);
  const push = await placeOrder(request, email, await registeredUser(request, email, 'Rita'));
  if (push.name !== 'OrderSended') throw new Error(`a customer's order is sent at once, not ${push.name}`);

  await visit(page, `/ordine/inviato/${push.params.oid}/${push.params.hash}`);
  await page.getByRole('button', { name: it('reorder.button') }).click();
  // The order is one Frittura di paranza (support/orders.ts).
  await expect(page.getByText('1 prodotto è di nuovo nel carrello, ai prezzi di oggi.')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: it('reorder.go_to_checkout') }).click();
  await expect(page).toHaveURL(/\/concludi-ordine$/);
  await expect(page.getByText('Frittura di paranza').first()).toBeVisible();
});
