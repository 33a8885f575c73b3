import { translate } from '@ordina/i18n';
import { demoCategories, nameIn } from './support/demo-business.ts';
import { startDemoVariant } from './support/demo-variant.ts';
import { expect, test, visit } from './support/hydration.ts';

// A menu-only business (menu_delivery_mode solo_menu, spec §2 Redirects; issue 31 item 3): every
// page but the menu goes to the menu, on a full page load and on in-app navigation alike, and the
// left drawer offers nothing else. The demo server delivers, so this file runs a storefront of its own.

const it = (key: Parameters<typeof translate>[1]) => translate('it', key);

declare global {
  interface Window {
    /** React Router's data router of the hydrated page (set by HydratedRouter): what a Link click drives. */
    __reactRouterDataRouter?: { navigate(to: string): Promise<void> };
  }
}

const storefront = startDemoVariant((demo) => ({
  ...demo,
  configuration: { ...demo.configuration, menu_delivery_mode: 'solo_menu', link_menu_delivery: '0' },
}));

test('a menu-only business shows its menu for any page, offers only the menu in the drawer, and keeps in-app navigation there', async ({
  page,
}) => {
  await visit(page, `${storefront.baseURL}/contatti`);
  await expect(page).toHaveURL(`${storefront.baseURL}/menu`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(it('page.menu')) })).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('button', { name: it('nav.open_drawer') })
    .click();
  const drawer = page.locator('dialog#nav-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link')).toHaveText([it('nav.menu')]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // What a link to a category would do: a client-side navigation, with no page load.
  const category = demoCategories[0]!;
  await page.evaluate(async (path) => {
    const router = window.__reactRouterDataRouter;
    if (router === undefined) throw new Error('no React Router data router on the page');
    await router.navigate(path);
  }, `/categorie/${category.slug}`);
  await expect(page).toHaveURL(`${storefront.baseURL}/menu`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(it('page.menu')) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: nameIn(category, 'it') })).toHaveCount(0);
});
