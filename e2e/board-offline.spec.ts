import { staffTranslate, type StaffMessageKey } from '@ordina/i18n/staff';
import { uniqueEmail } from './support/accounts.ts';
import { confirmedGuestOrder } from './support/orders.ts';
import { expect, onlyInProject, test } from './support/restaurant-server.ts';
import { boardTablet } from './support/staff-board.ts';

// The board survives a network drop (issue 33 "Quality bar", "Live"; docs/decisions/045): the tablet
// goes offline for 20 s, the board says so in its red banner, two guests' orders arrive meanwhile
// (through the API, which the tablet's offline state does not reach), and once the network is back
// the banner goes and both orders are on the board — the same document, never reloaded.

const s = (key: StaffMessageKey, params?: Record<string, string | number>) =>
  staffTranslate('it', key, params);

/** How long the board stays offline. */
const OFFLINE_MS = 20_000;

onlyInProject('desktop', 'one run: the journey opens its own tablet context');

test('the board offline for 20 s shows its lost-connection banner, then every order placed meanwhile without a reload', async ({
  browser,
  restaurant,
  request,
}, testInfo) => {
  const { context: board, page } = await boardTablet(browser, restaurant);
  try {
    const toConfirm = page.getByRole('region', {
      name: new RegExp(`^${s('staff_board.column.to_confirm')}`),
    });
    const banner = page.getByText(s('staff_board.banner.connection_lost'));
    // A mark in this document: a reload would lose it.
    await page.evaluate(() => {
      (window as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true;
    });

    await board.setOffline(true);
    await expect(banner).toBeVisible();
    await expect(page.getByText(s('staff_board.live.off'), { exact: true })).toBeVisible();

    // Two orders while the tablet is offline: the test's own API client is another context.
    const whileOffline = [
      await confirmedGuestOrder(request, uniqueEmail('olga', testInfo.project.name)),
      await confirmedGuestOrder(request, uniqueEmail('pia', testInfo.project.name)),
    ];
    await expect(banner).toBeVisible();
    for (const id of whileOffline)
      await expect(toConfirm.locator(`a[href="/gestione/ordini/${id}"]`)).toHaveCount(0);
    // The scenario is about time: the tablet stays offline the 20 s the issue names.
    await page.waitForTimeout(OFFLINE_MS);
    await expect(banner).toBeVisible();

    await board.setOffline(false);
    await expect(banner).toBeHidden();
    await expect(page.getByText(s('staff_board.live.on'), { exact: true })).toBeVisible();
    for (const id of whileOffline)
      await expect(toConfirm.locator(`a[href="/gestione/ordini/${id}"]`)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument),
    ).toBe(true);
  } finally {
    await board.close();
  }
});
