import { expect, test, type Locator, type Page } from '@playwright/test';
import { errorMessage, translate, type MessageKey } from '@ordina/i18n';
import { flash, mailLink, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

// The right-hand login drawer (spec §2, §4 "Session", §5, §8) against the
// real server: register, confirm by the e-mailed link (dev mailbox), log out,
// a wrong password, log in; password recovery. Pages are in Italian (the
// browser's language); the server runs with DEV_MAILBOX=true.

const it = (key: MessageKey, params?: Record<string, string>) => translate('it', key, params);

function entry(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^(Accedi|Account di .+)$/ });
}

async function openDrawer(page: Page): Promise<Locator> {
  await entry(page).click();
  const drawer = page.locator('dialog#login-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

test('register, confirm by e-mail, log out, refuse a wrong password, log in', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('carla', testInfo.project.name);
  const password = 'Segreta123';
  await page.goto('/');

  const drawer = await openDrawer(page);
  await expect(drawer.getByRole('heading', { name: it('login.title') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // LOGIN_USERPWD_REGISTER
  await drawer.getByRole('button', { name: it('login.new_account') }).click();
  await expect(drawer.getByRole('heading', { name: it('login.register_title') })).toBeVisible();
  await drawer.getByRole('button', { name: it('login.register_submit') }).click();
  await expect(drawer.getByText(it('validation.privacy_required'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('textbox', { name: it('field.email'), exact: true }).fill(email);
  await drawer.getByRole('textbox', { name: it('field.first_name'), exact: true }).fill('Carla');
  await drawer.getByRole('textbox', { name: it('field.last_name') }).fill('Verdi');
  const phone = drawer.getByRole('textbox', { name: it('field.phone') });
  await phone.focus();
  await expect(phone).toHaveValue('+39 ');
  await phone.pressSequentially('333 123 4567');
  await drawer.getByLabel(it('field.password'), { exact: true }).fill(password);
  await drawer.getByLabel(it('field.repeat_password'), { exact: true }).fill('Segreta124');
  await expect(drawer.getByText(it('validation.password_match'))).toBeVisible();
  await drawer.getByLabel(it('field.repeat_password'), { exact: true }).fill(password);
  await drawer.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
  await drawer.getByRole('button', { name: it('login.register_submit') }).click();
  // The ALTCHA proof of work runs in the page, then the server sends the mail.
  await expect(drawer.getByText(it('login.register_check_mail'))).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('button', { name: it('common.close') }).first().click();
  await expect(drawer).toBeHidden();

  // The confirmation link: the home page with ?verification_code=…
  const link = await mailLink(request, email, 'verification_code=');
  await page.goto(link);
  await expect(flash(page, it('account.verified'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(entry(page)).toHaveAccessibleName(it('nav.user_avatar', { name: 'Carla Verdi' }));
  await expect(entry(page)).toHaveText('C');

  // The user menu, then logout.
  await openDrawer(page);
  await expect(drawer.getByRole('heading', { name: 'Carla Verdi' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: it('user.my_account') })).toHaveAttribute('href', '/area-personale/il-mio-account');
  await expect(drawer.getByRole('link', { name: it('user.my_orders') })).toHaveAttribute('href', '/area-personale/i-miei-ordini');
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('button', { name: it('user.logout') }).click();
  await expect(flash(page, it('success.logged_out'))).toBeVisible();
  await expect(entry(page)).toHaveAccessibleName(it('nav.login'));

  // LOGIN_USERPWD: a wrong password, then the right one.
  await openDrawer(page);
  await drawer.getByRole('button', { name: it('login.with_email') }).click();
  await expect(drawer.getByRole('heading', { name: it('login.with_email') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('textbox', { name: it('field.email'), exact: true }).fill(email);
  await drawer.getByLabel(it('field.password'), { exact: true }).fill('Sbagliata123');
  await drawer.getByRole('button', { name: it('login.submit'), exact: true }).click();
  await expect(drawer.getByRole('alert').filter({ hasText: errorMessage('it', ['WRONG_LOGIN_DATA']) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await drawer.getByLabel(it('field.password'), { exact: true }).fill(password);
  await drawer.getByRole('button', { name: it('login.submit'), exact: true }).click();
  await expect(flash(page, it('success.logged_in'))).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(entry(page)).toHaveText('C');

  // The session survives a reload (localStorage).
  await page.reload();
  await expect(entry(page)).toHaveAccessibleName(it('nav.user_avatar', { name: 'Carla Verdi' }));
});

test('recover the password: the e-mail with the change-password link arrives', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('dario', testInfo.project.name);
  // An account to recover, registered through the drawer.
  await page.goto('/categorie/pizze');
  const drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: it('login.new_account') }).click();
  await drawer.getByRole('textbox', { name: it('field.email'), exact: true }).fill(email);
  await drawer.getByRole('textbox', { name: it('field.first_name'), exact: true }).fill('Dario');
  await drawer.getByRole('textbox', { name: it('field.last_name') }).fill('Neri');
  await drawer.getByRole('textbox', { name: it('field.phone') }).fill('+39 333 765 4321');
  await drawer.getByLabel(it('field.password'), { exact: true }).fill('Segreta123');
  await drawer.getByLabel(it('field.repeat_password'), { exact: true }).fill('Segreta123');
  await drawer.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
  await drawer.getByRole('button', { name: it('login.register_submit') }).click();
  await expect(drawer.getByText(it('login.register_check_mail'))).toBeVisible({ timeout: 15_000 });

  // Closing returns to the home view; recovery from there.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await openDrawer(page);
  await expect(drawer.getByRole('heading', { name: it('login.title') })).toBeVisible();
  await drawer.getByRole('button', { name: it('login.recover_password') }).click();
  await expect(drawer.getByRole('heading', { name: it('login.recover_title') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('textbox', { name: it('field.email'), exact: true }).fill(email);
  await drawer.getByRole('button', { name: it('common.send') }).click();
  await expect(drawer.getByText(it('login.recover_check_mail'))).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);

  const link = await mailLink(request, email, '/cambia-password/');
  expect(new URL(link).pathname).toMatch(/^\/cambia-password\/[A-Za-z0-9_-]+$/);
});

test('the menu page has no login entry', async ({ page }) => {
  await page.goto('/menu');
  await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
  await expect(entry(page)).toHaveCount(0);
});
