import { type Page } from '@playwright/test';
import { expect, reload, test, visit } from './support/hydration.ts';
import { storefrontSchema, type Locale } from '@ordina/contracts';
import { translate } from '@ordina/i18n';
import { expectNoA11yViolations } from './support/axe.ts';
import { demoBusiness, demoCategories, nameIn } from './support/demo-business.ts';
import { chooseLanguage, languageChooser } from './support/language-chooser.ts';
import { escapeRegExp } from './support/reg-exp.ts';

// HomePage (spec §2): the business name and its categories, in the visitor's
// language, with the initial data inlined in the page; the navbar's language
// chooser switches language and the choice sticks.

const businessName = demoBusiness.anagraphic.name;

/** Every demo category is listed in the page's main content under its `locale` name, linking to its page. */
async function expectCategoriesIn(page: Page, locale: Locale): Promise<void> {
  const main = page.getByRole('main');
  for (const category of demoCategories) {
    const link = main.getByRole('link', {
      name: new RegExp(`^${escapeRegExp(nameIn(category, locale))}(\\s|$)`),
    });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/categorie/${category.slug}`);
  }
}

test('home shows the business and its categories in Italian, with the initial data inline', async ({
  page,
  request,
}) => {
  await visit(page, '/');

  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: businessName })).toHaveAttribute(
    'href',
    '/',
  );
  await expectCategoriesIn(page, 'it');

  const initialData = page.locator('script#initial-data[type="application/json"]');
  await expect(initialData).toHaveCount(1);

  // The data arrives inside the server's HTML itself, not through later calls (spec §1).
  const response = await request.get('/', { headers: { 'Accept-Language': 'it-IT' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const inline = /<script id="initial-data" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  expect(inline, 'server HTML carries <script id="initial-data" type="application/json">').not.toBeNull();
  const storefront = storefrontSchema.parse(JSON.parse(inline?.[1] ?? 'null'));
  expect(storefront.anagraphic.name).toBe(businessName);
  expect(storefront.categories.map((category) => category.slug)).toEqual(
    demoCategories.map((category) => category.slug),
  );
});

test('the navbar language chooser switches the page to English and the choice sticks', async ({ page }) => {
  await visit(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  // WCAG 2.5.3 Label in Name: the chooser's name starts with the code it shows.
  await expect(languageChooser(page)).toHaveAccessibleName(
    `IT – ${translate('it', 'nav.language')}: Italiano`,
  );
  await chooseLanguage(page, 'English');

  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectCategoriesIn(page, 'en');
  for (const category of demoCategories.filter(
    (category) => nameIn(category, 'it') !== nameIn(category, 'en'),
  )) {
    await expect(page.getByRole('main').getByText(nameIn(category, 'it'), { exact: true })).toHaveCount(0);
  }

  await expect(languageChooser(page)).toHaveAccessibleName(
    `EN – ${translate('en', 'nav.language')}: English`,
  );

  await reload(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectCategoriesIn(page, 'en');
});

test('home has no accessibility violations', async ({ page }) => {
  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expectNoA11yViolations(page);
});
