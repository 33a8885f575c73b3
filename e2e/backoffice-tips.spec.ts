import { translate } from '@ordina/i18n';
import { staffTranslate, type StaffMessageKey } from '@ordina/i18n/staff';
import { expectNoA11yViolations } from './support/axe.ts';
import { FRITTURA, methodRadio, seedCart } from './support/checkout.ts';
import { visit } from './support/hydration.ts';
import { expect, onlyInProject, test } from './support/restaurant-server.ts';
import { signInAsOwner } from './support/staff.ts';

// Tips (issue 37, docs/decisions/067) from the back office: the owner switches them on in the settings
// with percentages of their own, saves, and the storefront's checkout offers them. The page has no axe
// violation with the section filled in.

const s = (key: StaffMessageKey, params?: Record<string, string | number>) =>
  staffTranslate('it', key, params);

onlyInProject('desktop', 'the owner at the laptop');

test('the owner switches tips on with 8, 12 and 18 %, and the checkout offers them', async ({
  page,
  restaurant,
}) => {
  test.slow();
  await signInAsOwner(page, restaurant.databasePath, '/gestione/impostazioni');
  await expect(page.getByRole('heading', { level: 1, name: s('title.settings') })).toBeVisible();
  await page.getByRole('checkbox', { name: s('settings.tips.enabled') }).check();
  const presets = page.getByRole('group', { name: s('settings.tips.presets') });
  for (const [index, percent] of ['8', '12', '18'].entries())
    await presets.getByRole('textbox', { name: s('settings.tips.preset', { n: index + 1 }) }).fill(percent);
  await page.getByRole('textbox', { name: s('settings.tips.max_amount') }).fill('30,00');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: s('settings.save') }).click();
  await expect(page.getByText(/^Salvato: versione \d+\.$/)).toBeVisible();

  await seedCart(page, [FRITTURA]);
  await visit(page, '/concludi-ordine');
  await methodRadio(page, 'pick_up').check();
  const tip = page.getByRole('group', { name: translate('it', 'checkout.tip.title') });
  await expect(tip.getByRole('radio')).toHaveCount(5);
  // Of the products after the demo's first-order discount (15 %): 12 % of 11,90 € = 1,428 → 1,43 €.
  await expect(tip.getByRole('radio', { name: '12 %' })).toHaveAccessibleDescription('1,43 €');
});
