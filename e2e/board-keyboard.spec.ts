import type { Locator, Page } from '@playwright/test';
import { staffTranslate, type StaffMessageKey } from '@ordina/i18n/staff';
import { uniqueEmail } from './support/accounts.ts';
import { tabTo } from './support/checkout.ts';
import { confirmedGuestOrder } from './support/orders.ts';
import { expect, onlyInProject, test } from './support/restaurant-server.ts';
import { boardTablet } from './support/staff-board.ts';

// The order board works by keyboard (issue 33's quality bar): a keyboard on the counter's tablet, or
// a switch user, takes an order from "to confirm" to "ready" without touching the screen.

const s = (key: StaffMessageKey, params?: Record<string, string | number>) =>
  staffTranslate('it', key, params);

/** The card of `orderId` in the column named `title`. */
const cardIn = (page: Page, title: StaffMessageKey, orderId: number): Locator =>
  page
    .getByRole('region', { name: new RegExp(`^${s(title)}`) })
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/gestione/ordini/${orderId}"]`) });

onlyInProject('desktop', 'one run: the journey opens its own tablet context');

test('the board by keyboard alone: accept at the requested time, then mark ready', async ({
  browser,
  restaurant,
}, testInfo) => {
  const { context, page } = await boardTablet(browser, restaurant);
  try {
    const orderId = await confirmedGuestOrder(context.request, uniqueEmail('tasti', testInfo.project.name));
    const toConfirm = cardIn(page, 'staff_board.column.to_confirm', orderId);
    await expect(toConfirm).toBeVisible();

    await tabTo(page, toConfirm.getByRole('button', { name: s('staff_board.action.accept') }), 80);
    await page.keyboard.press('Enter');
    // The demo's slots are days ahead: a preset would come before the slot, so the slot is offered.
    const atSlot = toConfirm.getByRole('button', {
      name: new RegExp(`^${s('staff_board.accept.at_slot', { time: '' }).replace('()', '')}`),
    });
    await tabTo(page, atSlot, 10);
    await page.keyboard.press('Enter');

    const inPreparation = cardIn(page, 'staff_board.column.in_preparation', orderId);
    await expect(inPreparation).toBeVisible();
    await tabTo(page, inPreparation.getByRole('button', { name: s('staff_board.action.ready') }), 80);
    await page.keyboard.press('Enter');
    await expect(cardIn(page, 'staff_board.column.ready', orderId)).toBeVisible();
  } finally {
    await context.close();
  }
});
