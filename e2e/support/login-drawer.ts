import type { Locator, Page } from '@playwright/test';
import { translate, type MessageKey } from '@ordina/i18n';
import { ACCOUNT_PASSWORD } from './accounts.ts';
import { expect, visit } from './hydration.ts';

/*
 * The storefront's right-hand login drawer as the account journeys use it, on Italian pages: the
 * header's entry, the drawer, its registration view and the registration form filled as a person
 * types it (the phone keeps its +39 prefix; the privacy consent ticked).
 */

const it = (key: MessageKey) => translate('it', key);

/** The header's login entry: "Accedi" for a guest, the user's avatar once logged in. */
export function loginEntry(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^(Accedi|Account di .+)$/ });
}

/** The login drawer (open or not). */
export function loginDrawer(page: Page): Locator {
  return page.locator('dialog#login-drawer');
}

/** Opens the drawer from the header's entry on the page as it is. */
export async function openLoginDrawer(page: Page): Promise<Locator> {
  await loginEntry(page).click();
  await expect(loginDrawer(page)).toBeVisible();
  return loginDrawer(page);
}

/** Opens the drawer's registration view on the home page. */
export async function openRegistration(page: Page): Promise<Locator> {
  await visit(page, '/');
  const view = await openLoginDrawer(page);
  await view.getByRole('button', { name: it('login.new_account') }).click();
  await expect(view.getByRole('heading', { name: it('login.register_title') })).toBeVisible();
  return view;
}

/** Fills the registration view for `email` (password ACCOUNT_PASSWORD twice, privacy accepted) and sends it. */
export async function registerInDrawer(
  view: Locator,
  person: { email: string; firstName: string; lastName: string },
): Promise<void> {
  await view.getByRole('textbox', { name: it('field.email'), exact: true }).fill(person.email);
  await view.getByRole('textbox', { name: it('field.first_name'), exact: true }).fill(person.firstName);
  await view.getByRole('textbox', { name: it('field.last_name') }).fill(person.lastName);
  const phone = view.getByRole('textbox', { name: it('field.phone') });
  await phone.focus();
  await phone.pressSequentially('333 123 4567');
  await view.getByLabel(it('field.password'), { exact: true }).fill(ACCOUNT_PASSWORD);
  await view.getByLabel(it('field.repeat_password'), { exact: true }).fill(ACCOUNT_PASSWORD);
  await view.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
  await view.getByRole('button', { name: it('login.register_submit') }).click();
}
