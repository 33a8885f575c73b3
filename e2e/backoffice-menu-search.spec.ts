import { translate } from '@ordina/i18n';
import { staffTranslate } from '@ordina/i18n/staff';
import { expectNoA11yViolations } from './support/axe.ts';
import { visit } from './support/hydration.ts';
import { expect, onlyInProject, test } from './support/restaurant-server.ts';
import { signInAsOwner } from './support/staff.ts';

// The menu search's switch (issue 37 "Search", docs/decisions/071) from the back office: the demo has it on;
// the owner switches it off in the settings, and the storefront's navbar has no search button any more; on
// again, it is back. The settings page has no axe violation.

onlyInProject('desktop', 'the owner at the laptop');

test('the owner switches the menu search off and on again, and the navbar follows', async ({
  page,
  restaurant,
}) => {
  test.slow();
  const searchButton = page.getByRole('banner').getByRole('button', { name: translate('it', 'search.open') });
  await visit(page, '/');
  await expect(searchButton).toBeVisible();

  await signInAsOwner(page, restaurant.databasePath, '/gestione/impostazioni');
  const toggle = page.getByRole('checkbox', { name: staffTranslate('it', 'settings.menu_search') });
  await expect(toggle).toBeChecked();
  await expect(toggle).toHaveAccessibleDescription(staffTranslate('it', 'settings.menu_search_hint'));
  await expectNoA11yViolations(page);
  await toggle.uncheck();
  await page.getByRole('button', { name: staffTranslate('it', 'settings.save') }).click();
  await expect(page.getByText(/^Salvato: versione \d+\.$/)).toBeVisible();
  await visit(page, '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Lido Azzurro' })).toBeVisible();
  await expect(searchButton).toHaveCount(0);

  await visit(page, '/gestione/impostazioni');
  await toggle.check();
  await page.getByRole('button', { name: staffTranslate('it', 'settings.save') }).click();
  await expect(page.getByText(/^Salvato: versione \d+\.$/)).toBeVisible();
  await visit(page, '/');
  await expect(searchButton).toBeVisible();
});
