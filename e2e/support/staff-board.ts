import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { staffTranslate } from '@ordina/i18n/staff';
import type { OwnServer } from './own-server.ts';
import { staffSignIn } from './staff.ts';

/**
 * The board (/gestione) on a 1024×768 touch tablet, signed in as a staff member of the journey's own
 * restaurant (the session cookie set as the sign-in would); resolves once the board is live.
 */
export async function boardTablet(
  browser: Browser,
  restaurant: OwnServer,
): Promise<{ context: BrowserContext; page: Page }> {
  const { baseURL } = restaurant;
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  const staff = await staffSignIn(context.request, { databasePath: restaurant.databasePath });
  const [name, value] = (staff.headers.cookie ?? '').split('=') as [string, string];
  await context.addCookies([{ name, value, url: `${baseURL}/api/staff` }]);
  const page = await context.newPage();
  await page.goto('/gestione');
  const toConfirm = staffTranslate('it', 'staff_board.column.to_confirm');
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${toConfirm}`) })).toBeVisible();
  await expect(page.getByText(staffTranslate('it', 'staff_board.live.on'), { exact: true })).toBeVisible();
  return { context, page };
}
