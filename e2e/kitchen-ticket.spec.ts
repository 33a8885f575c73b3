import { staffTranslate } from '@ordina/i18n/staff';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { confirmedGuestOrder } from './support/orders.ts';
import { expect, onlyInProject, test } from './support/restaurant-server.ts';
import { boardTablet } from './support/staff-board.ts';

// The kitchen ticket (issue 33 "Kitchen tickets", docs/decisions/046) on a 1024×768 tablet: from the
// order view one link opens the ticket; on paper it is the ticket alone, within the 80 mm roll; its
// print goes through the print queue, which records it printed. axe on the order view and the ticket.

const s = (key: Parameters<typeof staffTranslate>[1], params?: Record<string, string | number>) =>
  staffTranslate('it', key, params);

/** 80 mm at the CSS 96 px per inch. */
const ROLL_PX = (80 / 25.4) * 96;

onlyInProject('desktop', 'one run: the journey opens its own tablet context');

test('the order view opens its kitchen ticket, which prints alone within 80 mm through the queue', async ({
  browser,
  restaurant,
}, testInfo) => {
  const { context: board, page } = await boardTablet(browser, restaurant);
  try {
    const orderId = await confirmedGuestOrder(board.request, uniqueEmail('teresa', testInfo.project.name));
    // The browser's print dialog cannot be driven headless: the page's window.print is counted instead.
    await page.addInitScript(() => {
      window.print = () => {
        document.documentElement.dataset.printed = String(
          Number(document.documentElement.dataset.printed ?? '0') + 1,
        );
      };
    });
    await page.goto(`/gestione/ordini/${orderId}`);
    const toTicket = page.getByRole('link', { name: s('ticket.print') });
    await expect(toTicket).toBeVisible();
    await expectNoA11yViolations(page);
    await toTicket.click();
    await expect(page).toHaveURL(new RegExp(`/gestione/ordini/${orderId}/scontrino$`));
    const ticket = page.getByRole('article');
    await expect(ticket.getByRole('heading', { level: 1 })).toContainText(/^Ordine \S+/);
    await expect(ticket).toContainText('Frittura di paranza');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: s('ticket.print') }).click();
    await expect(page.getByRole('status').filter({ hasText: s('ticket.printed') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-printed', '1');

    // On paper: the ticket alone (no staff header, no buttons), no wider than the roll.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: s('ticket.print') })).toBeHidden();
    const box = await ticket.boundingBox();
    expect(box?.width ?? Infinity).toBeLessThanOrEqual(ROLL_PX);
    // The roll's own page size (app.css): an inline <style> would be dropped by the pages' CSP.
    await expect(ticket).toHaveCSS('page', 'kitchen-ticket');
  } finally {
    await board.close();
  }
});
