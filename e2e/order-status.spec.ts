import { expect, test, visit } from './support/hydration.ts';
import { formatTime, translate, type MessageKey } from '@ordina/i18n';
import { registeredUser, uniqueEmail } from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { placeOrder } from './support/orders.ts';
import { staffSignIn } from './support/staff.ts';

// The customer's live status page (issue 33, docs/decisions/044) on a phone: the restaurant accepts
// the order through the staff API (its own signed-in session, cookie + CSRF header), and the page the
// customer keeps open says the spec's 'Confirmed' (§4) and the promised time, without a reload.

const it = (key: MessageKey) => translate('it', key);

test("the restaurant accepts an order: the customer's status page says Confirmed and the promised time", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the customer follows the order on a phone (390×844)');
  const email = uniqueEmail('stella', testInfo.project.name);
  const push = await placeOrder(request, email, await registeredUser(request, email, 'Stella'));
  if (push.name !== 'OrderSended') throw new Error(`a customer's order is sent at once, not ${push.name}`);
  const { oid, hash } = push.params;

  await visit(page, `/ordine/inviato/${oid}/${hash}`);
  const live = page.getByRole('region', { name: new RegExp(it('orders.status')) });
  await expect(live.getByText(it('order_status.to_confirm'))).toBeVisible();
  await expect(live.getByText(it('order_live.next.to_manage'))).toBeVisible();

  const staff = await staffSignIn(request);
  const accepted = await request.post(`/api/staff/orders/${oid}/accept`, {
    headers: staff.headers,
    data: { readyAtSlot: true },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { order } = ((await accepted.json()) as { data: { order: { status: string; promisedAt: string } } })
    .data;
  expect(order.status).toBe('confirmed');

  // The customer comes back to the tab: the page asks again at once (it also does every 30 s).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(live.getByText(it('order_status.confirmed'))).toBeVisible();
  await expect(live.getByText(it('order_live.next.confirmed'))).toBeVisible();
  await expect(live.locator('time')).toHaveAttribute('datetime', order.promisedAt);
  await expect(live.locator('time')).toContainText(formatTime(new Date(order.promisedAt), 'Europe/Rome'));
  await expectNoA11yViolations(page);

  // A second press by another member finds it moved: 409 with the order as it is now.
  const other = await staffSignIn(request);
  const late = await request.post(`/api/staff/orders/${oid}/reject`, {
    headers: other.headers,
    data: { reason: 'too_busy' },
  });
  expect(late.status()).toBe(409);
  expect(await late.json()).toMatchObject({
    data: { errors: ['ORDER_STATUS_CHANGED'], order: { status: 'confirmed' } },
  });
});
