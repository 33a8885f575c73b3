import { expect, test, visit } from './support/hydration.ts';
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { it, orderOnline } from './support/checkout.ts';

// An order paid online through the built-in sandbox gateway (issue 10, spec §2
// payment landing, §4 checkout submit success with redirectTo, §9 300 ms):
// the checkout leaves through the redirecting page to the gateway's hosted
// page, the gateway's signed callback pays the order (never the landing page),
// and the landing page shows what the order says.

/** The lines of the cart the browser keeps (features/cart/cart-summary/cart-storage.ts). */
const cartLines = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('ordina.cart') ?? '[]') as unknown[]).length);

/** A guest's online order (`orderOnline`), cancelled at the gateway: ends on "Payment unsuccessful". */
async function cancelAtTheGateway(page: Page, project: string): Promise<void> {
  await orderOnline(page, project);
  await page.getByRole('button', { name: it('sandbox_pay.cancel') }).click();
  await expect(page.getByText(it('payment.unsuccessful'))).toBeVisible();
}

/** On "Payment unsuccessful": pays cash on delivery instead, which sends the order (ends on its page). */
async function payCashInstead(page: Page): Promise<void> {
  const offline = page.getByRole('group', { name: it('payment.pay_offline_instead') });
  await offline.getByRole('button', { name: 'Contanti alla consegna' }).click();
  await expect(page).toHaveURL(/\/ordine\/inviato\/\d+\/[^/]+$/);
}

test("a guest pays online: redirecting page, the gateway's page, the landing page says the order is sent", async ({
  page,
}, testInfo) => {
  // Several pages, a proof of work and the gateway: room for a machine twice as slow.
  test.slow();
  // The redirecting page shows for 300 ms only: the tab records the pages the app opens (its history
  // entries, kept in sessionStorage across the move to the gateway on this origin) instead of racing it.
  await page.addInitScript(() => {
    const pushState = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      pushState(...args);
      const opened = JSON.parse(sessionStorage.getItem('e2e.opened') ?? '[]') as string[];
      sessionStorage.setItem('e2e.opened', JSON.stringify([...opened, location.pathname]));
    };
  });
  await orderOnline(page, testInfo.project.name);
  const opened = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('e2e.opened') ?? '[]') as string[],
  );
  expect(opened).toContain('/reindirizzamento/pagamento-on-line');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: /^Paga / }).click();
  await expect(page).toHaveURL(/\/esito-pagamento\/[^/]+\/\d+\/[^/]+$/);
  await expect(page.getByText(it('payment.success'))).toBeVisible();
  // Paid: the cart that went to pay is emptied now, not before (issue 34 item 12).
  await expect.poll(() => cartLines(page)).toBe(0);
  await expectNoA11yViolations(page);
});

test('a customer who cancels at the gateway lands on "Payment unsuccessful"; its retry link reopens the payment, which then succeeds', async ({
  page,
}, testInfo) => {
  test.slow();
  await cancelAtTheGateway(page, testInfo.project.name);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: it('payment.retry') }).click();
  await expect(page.getByRole('heading', { name: it('sandbox_pay.title') })).toBeVisible();
  await page.getByRole('button', { name: /^Paga / }).click();
  await expect(page.getByText(it('payment.success'))).toBeVisible();
});

test('the redirecting page shown while the browser leaves for the gateway has no accessibility violations', async ({
  page,
}) => {
  await visit(page, '/reindirizzamento/pagamento-on-line');
  await expect(page).toHaveTitle(new RegExp(`^${it('page.redirecting')} - `));
  await expectNoA11yViolations(page);
});

test('a failed payment keeps the cart and says until when the order waits; paying cash instead sends the order and empties the cart (issue 34 item 12)', async ({
  page,
}, testInfo) => {
  test.slow();
  await cancelAtTheGateway(page, testInfo.project.name);
  await expect(
    page.getByText(/^Il tuo ordine resta in attesa del pagamento fino alle \d\d:\d\d/),
  ).toBeVisible();
  expect(await cartLines(page)).toBe(1);
  await expectNoA11yViolations(page);

  await payCashInstead(page);
  await expect.poll(() => cartLines(page)).toBe(0);
});

test('the answer to the pay-on-delivery tap is lost on the way: the page looks at the order again and opens it (issue 32)', async ({
  page,
}, testInfo) => {
  test.slow();
  await cancelAtTheGateway(page, testInfo.project.name);
  // The switch reaches the server, but its answer never comes back (the connection dropped).
  await page.route('**/api/order/*/*/payment-method', async (route) => {
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await payCashInstead(page);
  await expect(page.getByText(it('errors.GENERIC_ERROR'))).toHaveCount(0);
  await expect.poll(() => cartLines(page)).toBe(0);
});
