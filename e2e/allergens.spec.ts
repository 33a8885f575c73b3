import { expectNoA11yViolations } from './support/axe.ts';
import { expect, test, visit } from './support/hydration.ts';

// Allergens (issue 37, beyond the spec; docs/decisions/070) on a phone: the card's line, the options
// dialog following the choices, and the menu's "Avoid allergens" filter kept for the visit. Demo data:
// packages/db/demo/lido-azzurro.json (show_allergens on; Margherita 301: milk, traces of soy, gluten through
// its default Classico dough, only traces with the gluten-free one; Marinara 302: no milk).

test('a customer reads a pizza’s allergens, sees the gluten-free dough change them, and hides what has milk', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone journey');
  await visit(page, '/categorie/pizze');
  const margherita = page.locator('#prodotto-301');
  const marinara = page.locator('#prodotto-302');
  await expect(margherita).toContainText('Contiene Glutine, Latte. Può contenere tracce di Soia');
  await expectNoA11yViolations(page);

  // The options dialog says what this line contains as it is chosen.
  await margherita.getByRole('button', { name: /Aggiungi all'ordine: Margherita/ }).click();
  const options = page.getByRole('dialog', { name: 'Margherita' });
  const line = options.getByTestId('line-allergens');
  await expect(line).toHaveText('Allergeni: Contiene Glutine, Latte. Può contenere tracce di Soia');
  await options.getByRole('radio', { name: /Senza glutine/ }).check();
  await expect(line).toHaveText('Allergeni: Contiene Latte. Può contenere tracce di Glutine, Soia');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();

  // The filter: its code arrives after hydration; a press before then is retried.
  const button = page.getByRole('button', { name: 'Evita allergeni' });
  const filter = page.getByRole('dialog', { name: 'Allergeni da evitare' });
  await expect(async () => {
    await button.click();
    await expect(filter).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expectNoA11yViolations(page);
  const milk = filter.getByRole('checkbox', { name: 'Latte' });
  await milk.focus();
  await page.keyboard.press('Space');
  await expect(milk).toBeChecked();
  await expect(margherita).toBeHidden();
  await expect(marinara).toBeVisible();
  await filter.getByRole('button', { name: 'Fatto' }).click();
  await expect(filter).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page.getByText('Alcuni prodotti sono nascosti dal filtro allergeni.')).toBeVisible();

  // Kept for the visit: another load of the page hides the same products.
  await visit(page, '/categorie/pizze');
  await expect(margherita).toBeHidden();
  await expect(marinara).toBeVisible();
});
