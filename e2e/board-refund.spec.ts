import type { APIRequestContext } from '@playwright/test';
import { openDatabase } from '@ordina/db';
import { formatMoney } from '@ordina/i18n';
import { staffTranslate, type StaffMessageKey } from '@ordina/i18n/staff';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import {
  chooseEarlySlot,
  fillIdentity,
  FRITTURA,
  it,
  methodRadio,
  seedCart,
  uniquePhone,
} from './support/checkout.ts';
import { visit } from './support/hydration.ts';
import { expect, onlyInProject, test } from './support/restaurant-server.ts';
import { boardTablet } from './support/staff-board.ts';

// Reject with refund (issue 33 "Quality bar", "Actions"; docs/decisions/018, 044): a guest on a
// 390×844 phone pays online through the built-in sandbox gateway; the board on a 1024×768 tablet
// shows the paid order, the staff reject it with a reason; the order ends in the done column as
// rejected with its refund, the customer's status page says the spec's canceled label (§4,
// 'Annullato') and why, the gateway's refund is recorded refunded, and the customer's e-mail says so.

const s = (key: StaffMessageKey, params?: Record<string, string | number>) =>
  staffTranslate('it', key, params);

/** The order's payment and refund rows as the ledger keeps them (payment_transactions). */
async function ledger(databasePath: string, orderId: number) {
  const database = openDatabase(`sqlite:${databasePath}`);
  try {
    return await database.db
      .selectFrom('payment_transactions')
      .select(['kind', 'status', 'amount', 'provider'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  } finally {
    await database.close();
  }
}

/** The plain-text bodies of the dev mailbox's e-mails to `to`. */
async function mailsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get('/dev/mailbox.json');
  expect(response.status(), 'the journey servers run with DEV_MAILBOX=true').toBe(200);
  const { data } = (await response.json()) as { data: { messages: { to: string; text: string }[] } };
  return data.messages.filter((message) => message.to === to).map((message) => message.text);
}

onlyInProject(
  'phone',
  'one run: the guest is the phone project’s page, the board a tablet context of its own',
);

test('a guest pays online, the board rejects the order with a reason: done as rejected, "Annullato" for the customer, the payment refunded', async ({
  page,
  browser,
  restaurant,
}, testInfo) => {
  // Two browser contexts, a proof of work and the gateway: room for a machine twice as slow.
  test.slow();
  const { context: board, page: tablet } = await boardTablet(browser, restaurant);
  try {
    // The guest orders one Frittura to pick up and pays it at the sandbox gateway.
    const email = uniqueEmail('rimborso', testInfo.project.name);
    await seedCart(page, [FRITTURA]);
    await visit(page, '/concludi-ordine');
    await methodRadio(page, 'pick_up').check();
    await chooseEarlySlot(page);
    await fillIdentity(page, { name: 'Lucia', lastname: 'Bruni', email, phone: uniquePhone() });
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
    await page.getByRole('button', { name: it('checkout.submit') }).click();
    await expect(page.getByRole('heading', { name: it('sandbox_pay.title') })).toBeVisible();
    await page.getByRole('button', { name: /^Paga / }).click();
    await expect(page.getByText(it('payment.success'))).toBeVisible();
    const [, oid, hash] =
      /\/esito-pagamento\/[^/]+\/(\d+)\/([^/]+)$/.exec(new URL(page.url()).pathname) ?? [];
    expect(oid, page.url()).toBeDefined();
    const orderId = Number(oid);
    // Paid by the gateway's signed callback, which the landing page's answer already reflects.
    await expect
      .poll(async () => (await ledger(restaurant.databasePath, orderId))[0])
      .toMatchObject({ kind: 'payment', status: 'paid', provider: 'sandbox' });
    const [payment] = await ledger(restaurant.databasePath, orderId);
    const amount = formatMoney(payment!.amount, 'it');

    // The board shows it, paid online.
    const toConfirm = tablet.getByRole('region', {
      name: new RegExp(`^${s('staff_board.column.to_confirm')}`),
    });
    const card = toConfirm
      .getByRole('article')
      .filter({ has: tablet.locator(`a[href="/gestione/ordini/${orderId}"]`) });
    await expect(card).toBeVisible();
    await expect(card.getByText(s('staff_board.payment.paid_online'))).toBeVisible();
    const code = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').replace(
      s('staff_board.order_code', { code: '' }),
      '',
    );

    // Reject with a reason: the reasons asked, axe with them open.
    await card.getByRole('button', { name: s('staff_board.action.reject') }).click();
    const reasons = card.getByRole('group', { name: s('staff_board.reject.title', { code }) });
    await expect(reasons).toBeVisible();
    await reasons.getByRole('radio', { name: s('staff_board.reject.closing') }).check();
    await expectNoA11yViolations(tablet);
    await card.getByRole('button', { name: s('staff_board.reject.confirm') }).click();

    // Done today: rejected, with the refund.
    await expect(toConfirm.locator(`a[href="/gestione/ordini/${orderId}"]`)).toHaveCount(0);
    const doneToday = tablet.getByRole('group').filter({
      has: tablet.getByRole('heading', {
        level: 2,
        name: new RegExp(`^${s('staff_board.column.done_today', { count: 1 }).replace(/\(.*\)/, '')}`),
      }),
    });
    await doneToday.getByRole('heading', { level: 2 }).click();
    const ended = doneToday.getByRole('article', { name: s('staff_board.order_code', { code }) });
    await expect(ended.getByText(s('staff_board.ended.rejected'), { exact: true })).toBeVisible();
    await expect(ended.getByText(s('staff_board.payment.refunded', { amount }))).toBeVisible();

    // The gateway's refund, recorded as done; the customer's e-mail says so.
    await expect
      .poll(async () =>
        (await ledger(restaurant.databasePath, orderId)).map(({ kind, status, amount: cents }) => ({
          kind,
          status,
          cents,
        })),
      )
      .toEqual([
        { kind: 'payment', status: 'paid', cents: payment!.amount },
        { kind: 'refund', status: 'refunded', cents: payment!.amount },
      ]);
    const refundLine = it('mail.order_refund_line', { amount });
    await expect
      .poll(async () => (await mailsTo(page.request, email)).some((text) => text.includes(refundLine)), {
        timeout: 30_000,
      })
      .toBe(true);

    // The customer's status page: the spec's label for canceled, and why.
    await visit(page, `/ordine/inviato/${orderId}/${hash}`);
    const live = page.getByRole('region', { name: new RegExp(it('orders.status')) });
    await expect(live.getByText(it('order_status.deleted'), { exact: true })).toBeVisible();
    await expect(live.getByText(it('order_end_reason.closing'))).toBeVisible();
    await expectNoA11yViolations(page);
  } finally {
    await board.close();
  }
});
