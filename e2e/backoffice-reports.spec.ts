import { staffTranslate, type StaffMessageKey } from '@ordina/i18n/staff';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { confirmedGuestOrder } from './support/orders.ts';
import { expect, onlyInProject, test } from './support/restaurant-server.ts';
import { signInAsOwner } from './support/staff.ts';

// Issue 35 "Reports" (decision 054): the owner opens today's report at the laptop after a customer's
// order; an order not yet accepted is counted apart, never in the revenue; the page has no axe violation.

const s = (key: StaffMessageKey, params?: Record<string, string | number>) =>
  staffTranslate('it', key, params);

onlyInProject('desktop', 'the owner at the laptop');

test("the owner opens today's report: an order still to confirm is shown apart, the CSV is one link away", async ({
  page,
  request,
  restaurant,
}, testInfo) => {
  // Several calls with a proof of work each and a server of its own: room for a machine twice as slow.
  test.slow();
  // A guest's order, confirmed by its e-mailed code: it reaches the restaurant, to accept.
  await confirmedGuestOrder(request, uniqueEmail('report', testInfo.project.name));
  await signInAsOwner(page, restaurant.databasePath, '/gestione/resoconti');
  await expect(page.getByRole('heading', { level: 1, name: s('title.reports') })).toBeVisible();

  // Today on the business's clock, by default: the order is there, to confirm, not in the revenue.
  await expect(page.getByText(/^1 da confermare \(/)).toBeVisible();
  const csv = page.getByRole('link', { name: s('reports.download') });
  await expect(csv).toHaveAttribute(
    'href',
    /\/api\/staff\/reports\/csv\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/,
  );
  await expectNoA11yViolations(page);
});
