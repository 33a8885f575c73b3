import { expect, test } from '@playwright/test';
import type { SessionUser } from '@ordina/contracts';
import { errorMessage, translate, type MessageKey } from '@ordina/i18n';
import { ACCOUNT_PASSWORD, captchaToken, flash, logIn, mailLink, registeredUser, uniqueEmail, useSession } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

// The personal area (spec §2 routes with access 'auth', the route guard,
// change password) against the real server. Accounts are made through the
// real API (register → the e-mailed code on the dev mailbox → verify) to
// keep within the server's per-minute limit on account calls. Pages are in
// Italian (the browser's language). Login calls are limited per minute and
// IP on the server (shared with the other journeys), so each test logs in at most once.

const it = (key: MessageKey, params?: Record<string, string>) => translate('it', key, params);

test('the personal area sends visitors who are not logged in home', async ({ page }) => {
  for (const path of ['/area-personale/il-mio-account', '/area-personale/i-miei-ordini', '/area-personale/accetta-privacy-policy']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('my account: edit and save the profile, no orders yet, the privacy gate, delete the account', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('elena', testInfo.project.name);
  const user = await registeredUser(request, email, 'Elena');
  await useSession(page, user);

  // UserAccount: the profile with the e-mail locked; saving only once something changed.
  await page.goto('/area-personale/il-mio-account');
  await expect(page).toHaveTitle(/^Il mio account - /);
  await expect(page.getByRole('heading', { level: 1, name: it('page.account') })).toBeVisible();
  const firstName = page.getByRole('textbox', { name: it('field.first_name'), exact: true });
  await expect(firstName).toHaveValue('Elena');
  await expect(page.getByRole('textbox', { name: it('field.email') })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: it('field.email') })).toHaveValue(email);
  await expect(page.getByText(it('account.no_addresses'))).toBeVisible();
  const save = page.getByRole('button', { name: it('account.save') });
  await expect(save).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await firstName.fill('Elenia');
  await page.getByRole('textbox', { name: it('account.phone_optional') }).fill('12');
  await save.click();
  await expect(page.getByText(it('validation.required'))).toBeVisible();
  await expect(page.getByRole('textbox', { name: it('account.phone_optional') })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: it('account.phone_optional') }).fill('3339876543');
  await save.click();
  await expect(flash(page, it('success.data_saved'))).toBeVisible();
  await expect(save).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: it('account.phone_optional') })).toHaveValue('+39 333 987 6543');
  // The stored user is the server's answer: it survives a reload.
  await page.reload();
  await expect(page.getByRole('textbox', { name: it('field.first_name'), exact: true })).toHaveValue('Elenia');

  // UserOrders: nothing ordered yet.
  await page.goto('/area-personale/i-miei-ordini');
  await expect(page).toHaveTitle(/^I miei ordini - /);
  await expect(page.getByText(it('orders.empty'))).toBeVisible();
  await expect(page.getByRole('button', { name: it('common.refresh') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A user who accepted is sent away from the accept page.
  await page.goto('/area-personale/accetta-privacy-policy');
  await expect(page).toHaveURL(/\/$/);

  // Declining the policy (here through the API) ends the session; the next login says "not accepted".
  const renewed = await page.evaluate(() => JSON.parse(localStorage.getItem('ordina.user') ?? 'null') as SessionUser);
  const decline = await request.post(`/api/secured/user/${renewed.id}/not-accept-privacy-policy`, { headers: { authorization: `Bearer ${renewed.token}` } });
  expect(decline.status()).toBe(200);
  const login = await logIn(request, email, ACCOUNT_PASSWORD);
  expect(login.status()).toBe(200);
  const notAccepted = ((await login.json()) as { data: SessionUser }).data;
  expect(notAccepted.privacy_policy_accepted).toBe(false);
  await useSession(page, notAccepted);

  // The route guard: to the accept page, then back where the user was going.
  await page.goto('/area-personale/i-miei-ordini');
  await expect(page).toHaveURL(/\/area-personale\/accetta-privacy-policy$/);
  await expect(page).toHaveTitle(/^Accetta l'informativa sulla privacy - /);
  await expect(page.getByRole('heading', { level: 1, name: it('page.accept_privacy') })).toBeVisible();
  await page.getByRole('button', { name: it('privacy.accept'), exact: true }).click();
  await expect(page.getByText(it('validation.privacy_required'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: it('privacy.accept'), exact: true }).click();
  await expect(page).toHaveURL(/\/area-personale\/i-miei-ordini$/);
  await expect(page.getByText(it('orders.empty'))).toBeVisible();

  // Delete the account: a dialog, then logged out at home; the account no longer logs in.
  await page.goto('/area-personale/il-mio-account');
  await page.getByRole('button', { name: it('account.delete_account') }).click();
  const dialog = page.getByRole('dialog', { name: it('account.delete_account_title') });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: it('account.delete_account_confirm') }).click();
  await expect(flash(page, it('success.user_removed'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('ordina.user'))).toBeNull();
  // Every session of the deleted account has ended (checked without a login: those calls are rate limited).
  const renewal = await request.post(`/api/secured/user/${notAccepted.id}/token`, { headers: { authorization: `Bearer ${notAccepted.token}` } });
  expect(renewal.status()).toBe(401);
});

test('a user who has not accepted the privacy policy is sent to the accept page and declining there logs out', async ({ page, request }, testInfo) => {
  // A user who has not accepted, made as above: decline through the API, then log in again.
  const email = uniqueEmail('giulia', testInfo.project.name);
  const user = await registeredUser(request, email, 'Giulia');
  const declineFirst = await request.post(`/api/secured/user/${user.id}/not-accept-privacy-policy`, { headers: { authorization: `Bearer ${user.token}` } });
  expect(declineFirst.status()).toBe(200);
  const login = await logIn(request, email, ACCOUNT_PASSWORD);
  expect(login.status()).toBe(200);
  const notAccepted = ((await login.json()) as { data: SessionUser }).data;
  expect(notAccepted.privacy_policy_accepted).toBe(false);
  await useSession(page, notAccepted);

  // The route guard, from a page outside the personal area.
  await page.goto('/contatti');
  await expect(page).toHaveURL(/\/area-personale\/accetta-privacy-policy$/);
  const entry = page.getByRole('banner').getByRole('button', { name: /^(Accedi|Account di .+)$/ });
  await expect(entry).toHaveAccessibleName('Account di Giulia Rossi');

  // Declining through the page: the server is told, the session ends here and there.
  await page.getByRole('button', { name: it('privacy.decline'), exact: true }).click();
  await expect(flash(page, it('success.logged_out'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(entry).toHaveAccessibleName('Accedi');
  expect(await page.evaluate(() => localStorage.getItem('ordina.user'))).toBeNull();
  const renewal = await request.post(`/api/secured/user/${notAccepted.id}/token`, { headers: { authorization: `Bearer ${notAccepted.token}` } });
  expect(renewal.status()).toBe(401);
});

test('change the password with the recovery e-mail, then log in with the new one', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('franco', testInfo.project.name);
  const before = await registeredUser(request, email, 'Franco');
  const recover = await request.post('/api/user/recover', { data: { username: email, recaptchaToken: await captchaToken(request), locale: 'it' } });
  expect(recover.status()).toBe(200);
  const link = await mailLink(request, email, '/cambia-password/');

  await page.goto(new URL(link).pathname);
  await expect(page).toHaveTitle(/^Cambia password - /);
  await expect(page.getByRole('heading', { level: 1, name: it('page.change_password') })).toBeVisible();
  const password = page.getByLabel(it('field.new_password'), { exact: true });
  const repeat = page.getByLabel(it('field.repeat_password'), { exact: true });
  await password.fill('debole');
  await repeat.fill('debole');
  await page.getByRole('button', { name: it('password.submit') }).click();
  await expect(page.getByText(it('validation.password_rule'))).toBeVisible();
  await expect(password).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await password.fill('Nuova2026');
  await repeat.fill('Nuova2026');
  await page.getByRole('button', { name: it('password.submit') }).click();
  // The ALTCHA proof of work runs in the page; then home, with the drawer on the e-mail login.
  await expect(flash(page, it('password.changed'))).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/);
  const drawer = page.locator('dialog#login-drawer');
  await expect(drawer.getByRole('heading', { name: it('login.with_email') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await drawer.getByRole('textbox', { name: it('field.email'), exact: true }).fill(email);
  await drawer.getByLabel(it('field.password'), { exact: true }).fill('Nuova2026');
  await drawer.getByRole('button', { name: it('login.submit'), exact: true }).click();
  await expect(flash(page, it('success.logged_in'))).toBeVisible();

  // The change ended the account's older sessions (the one the confirmation opened); the code is single use.
  const renewal = await request.post(`/api/secured/user/${before.id}/token`, { headers: { authorization: `Bearer ${before.token}` } });
  expect(renewal.status()).toBe(401);
  await page.goto(new URL(link).pathname);
  await page.getByLabel(it('field.new_password'), { exact: true }).fill('Ancora2026');
  await page.getByLabel(it('field.repeat_password'), { exact: true }).fill('Ancora2026');
  await page.getByRole('button', { name: it('password.submit') }).click();
  await expect(flash(page, errorMessage('it', ['WRONG_CODE']))).toBeVisible({ timeout: 15_000 });
});
