import type { BrowserContext, Page } from '@playwright/test';
import { staffTranslate, type StaffMessageKey } from '@ordina/i18n/staff';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { confirmedGuestOrder } from './support/orders.ts';
import { expect, onlyInProject, test } from './support/restaurant-server.ts';
import { boardTablet } from './support/staff-board.ts';

// Kitchen tickets printed from the board (issue 33 "Kitchen tickets" and "Start shift",
// docs/decisions/046 and 048), on two 1024×768 tablets of one restaurant, both with "auto-print
// accepted orders" on: Start shift prints a test ticket; an order accepted on one tablet prints
// exactly once across the two (the screen that claims the queue's automatic job prints it), and
// not again after a reconnect's snapshot; the card's print button prints a new ticket by hand.
// The print dialog cannot be driven headless: each page's window.print is counted instead.

const s = (key: StaffMessageKey, params?: Record<string, string | number>) =>
  staffTranslate('it', key, params);

/** A tablet whose prints are counted (data-printed on <html>) and whose calls to the print queue are recorded. */
async function countingTablet(board: { context: BrowserContext; page: Page }) {
  const { context, page } = board;
  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printed = String(
        Number(document.documentElement.dataset.printed ?? '0') + 1,
      );
    };
  });
  const queued: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/staff/print-jobs')
      queued.push(request.postData() ?? '');
  });
  await page.goto('/gestione');
  await expect(page.getByText(s('staff_board.live.on'), { exact: true })).toBeVisible();
  const printed = async () => Number((await page.locator('html').getAttribute('data-printed')) ?? '0');
  return { ...board, queued, printed };
}

onlyInProject('desktop', 'one run: the journey opens its own tablet contexts');

test('auto-print on two tablets prints an accepted order once; Start shift prints a test ticket; a card prints by hand', async ({
  browser,
  restaurant,
}, testInfo) => {
  const oven = await countingTablet(await boardTablet(browser, restaurant));
  const till = await countingTablet(await boardTablet(browser, restaurant));
  try {
    // Start shift: one test ticket, alone on paper within the roll's page.
    await oven.page.getByRole('button', { name: s('staff_board.shift.start') }).click();
    await expect(oven.page.getByText(new RegExp(s('staff_board.print.test_printed')))).toBeVisible();
    expect(await oven.printed()).toBe(1);
    await oven.page.emulateMedia({ media: 'print' });
    const paper = oven.page.locator('.kitchen-ticket');
    await expect(paper).toBeVisible();
    await expect(paper).toContainText(s('ticket.test.title'));
    await expect(paper).toHaveCSS('page', 'kitchen-ticket');
    await expect(
      oven.page.getByRole('heading', {
        level: 2,
        name: new RegExp(`^${s('staff_board.column.to_confirm')}`),
      }),
    ).toBeHidden();
    await oven.page.emulateMedia({ media: 'screen' });

    const orderId = await confirmedGuestOrder(
      till.context.request,
      uniqueEmail('elena', testInfo.project.name),
    );
    const cardOn = (page: Page, column: StaffMessageKey) =>
      page
        .getByRole('region', { name: new RegExp(`^${s(column)}`) })
        .getByRole('article')
        .filter({ has: page.locator(`a[href="/gestione/ordini/${orderId}"]`) });
    for (const { page } of [oven, till]) {
      await expect(cardOn(page, 'staff_board.column.to_confirm')).toBeVisible();
      const toggle = page.getByRole('switch', { name: s('staff_board.print.auto') });
      await toggle.click();
      await expect(toggle).toBeChecked();
    }
    await expectNoA11yViolations(oven.page);

    // Accepted on the till: each tablet asks the queue for the order's one automatic job; one prints it.
    const card = cardOn(till.page, 'staff_board.column.to_confirm');
    await card.getByRole('button', { name: s('staff_board.action.accept') }).click();
    await card
      .getByRole('button', {
        name: new RegExp(`^${s('staff_board.accept.at_slot', { time: '' }).replace('()', '')}`),
      })
      .click();
    for (const tablet of [oven, till]) {
      await expect(cardOn(tablet.page, 'staff_board.column.in_preparation')).toBeVisible();
      await expect.poll(() => tablet.queued.length).toBe(1);
      expect(JSON.parse(tablet.queued[0]!)).toEqual({ orderId, auto: true });
    }
    const jobs = async () => {
      const response = await till.context.request.get('/api/staff/print-jobs');
      expect(response.status()).toBe(200);
      return (
        (await response.json()) as { data: { jobs: { orderId: number; auto: boolean; status: string }[] } }
      ).data.jobs.filter((job) => job.orderId === orderId);
    };
    await expect.poll(jobs).toEqual([expect.objectContaining({ auto: true, status: 'printed' })]);
    // The job was printed by the screen that claimed it: the other can no longer claim it, so the count is final.
    expect((await oven.printed()) - 1 + (await till.printed())).toBe(1);

    // A reconnect's snapshot brings the accepted order again: no second ask, no second print.
    await oven.context.setOffline(true);
    await expect(oven.page.getByText(s('staff_board.banner.connection_lost'))).toBeVisible({
      timeout: 15_000,
    });
    await oven.context.setOffline(false);
    await expect(oven.page.getByText(s('staff_board.banner.connection_lost'))).toBeHidden({
      timeout: 15_000,
    });
    await expect(cardOn(oven.page, 'staff_board.column.in_preparation')).toBeVisible();
    expect(oven.queued).toHaveLength(1);
    expect((await oven.printed()) - 1 + (await till.printed())).toBe(1);

    // By hand on the oven: a new job, printed there, said on the board.
    const before = await oven.printed();
    await cardOn(oven.page, 'staff_board.column.in_preparation')
      .getByRole('button', { name: new RegExp(`^${s('staff_board.print.order', { code: '' }).trim()}`) })
      .click();
    await expect(
      oven.page
        .getByRole('status')
        .filter({ hasText: new RegExp(s('staff_board.print.printed', { code: '\\S+' })) }),
    ).toBeVisible();
    await expect.poll(oven.printed).toBe(before + 1);
    await expect
      .poll(async () => (await jobs()).map((job) => `${job.auto}:${job.status}`).sort())
      .toEqual(['false:printed', 'true:printed']);
  } finally {
    await oven.context.close();
    await till.context.close();
  }
});
