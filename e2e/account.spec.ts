import { expect, reload, test, visit } from './support/hydration.ts';
import { errorMessage, translate, type MessageKey } from '@ordina/i18n';
import {
  ACCOUNT_PASSWORD,
  captchaToken,
  flash,
  logIn,
  recoveryPath,
  registeredUser,
  renewalStatus,
  storedUser,
  uniqueEmail,
  useSession,
  userWhoDeclinedPrivacy,
} from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';

// The personal area (spec §2 routes with access 'auth', the route guard,
// change password) against the real server. Each test makes its own account
// through the real API (register → the e-mailed code on the dev mailbox →
// verify) and starts logged in through localStorage, so it checks one thing
// and stays short on a slow machine. Pages are in Italian (the browser's language).

const it = (key: MessageKey, params?: Record<string, string>) => translate('it', key, params);

for (const path of [
  '/area-personale/il-mio-account',
  '/area-personale/i-miei-ordini',
  '/area-personale/accetta-privacy-policy',
]) {
  test(`${path} sends a visitor who is not logged in home`, async ({ page }) => {
    await visit(page, path);
    await expect(page).toHaveURL(/\/$/);
  });
}

test('my account shows the profile with the e-mail locked, and no save button until something changes', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('elena', testInfo.project.name);
  await useSession(page, await registeredUser(request, email, 'Elena'));

  await visit(page, '/area-personale/il-mio-account');
  await expect(page).toHaveTitle(/^Il mio account - /);
  await expect(page.getByRole('heading', { level: 1, name: it('page.account') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: it('field.first_name'), exact: true })).toHaveValue('Elena');
  await expect(page.getByRole('textbox', { name: it('field.email') })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: it('field.email') })).toHaveValue(email);
  await expect(page.getByText(it('account.no_addresses'))).toBeVisible();
  await expect(page.getByRole('button', { name: it('account.save') })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('my account refuses an incomplete phone and focuses it', async ({ page, request }, testInfo) => {
  await useSession(page, await registeredUser(request, uniqueEmail('emma', testInfo.project.name), 'Emma'));
  await visit(page, '/area-personale/il-mio-account');
  const phone = page.getByRole('textbox', { name: it('account.phone_optional') });
  await phone.fill('12');
  await page.getByRole('button', { name: it('account.save') }).click();
  // Digits that make no number (issue 11 "honest forms"): not 'Required field' on an optional field.
  await expect(page.getByText(it('validation.invalid_number'))).toBeVisible();
  await expect(phone).toBeFocused();
  await expectNoA11yViolations(page);
});

test("my account saves the profile; the stored user is the server's answer and survives a reload", async ({
  page,
  request,
}, testInfo) => {
  await useSession(
    page,
    await registeredUser(request, uniqueEmail('emilio', testInfo.project.name), 'Emilio'),
  );
  await visit(page, '/area-personale/il-mio-account');
  const firstName = page.getByRole('textbox', { name: it('field.first_name'), exact: true });
  const phone = page.getByRole('textbox', { name: it('account.phone_optional') });
  const save = page.getByRole('button', { name: it('account.save') });
  await expect(firstName).toHaveValue('Emilio');

  await firstName.fill('Emiliano');
  await phone.fill('3339876543');
  await save.click();
  await expect(flash(page, it('success.data_saved'))).toBeVisible();
  await expect(save).toHaveCount(0);
  await expect(phone).toHaveValue('+39 333 987 6543');
  await reload(page);
  await expect(firstName).toHaveValue('Emiliano');
  await expect(phone).toHaveValue('+39 333 987 6543');
});

test('my orders: nothing ordered yet', async ({ page, request }, testInfo) => {
  await useSession(
    page,
    await registeredUser(request, uniqueEmail('ettore', testInfo.project.name), 'Ettore'),
  );
  await visit(page, '/area-personale/i-miei-ordini');
  await expect(page).toHaveTitle(/^I miei ordini - /);
  await expect(page.getByText(it('orders.empty'))).toBeVisible();
  await expect(page.getByRole('button', { name: it('common.refresh') })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a user who has accepted the privacy policy is sent away from the accept page', async ({
  page,
  request,
}, testInfo) => {
  await useSession(page, await registeredUser(request, uniqueEmail('enzo', testInfo.project.name), 'Enzo'));
  await visit(page, '/area-personale/accetta-privacy-policy');
  await expect(page).toHaveURL(/\/$/);
});

test('the privacy gate: a user who has not accepted goes to the accept page, must tick the box, then back where they were going', async ({
  page,
  request,
}, testInfo) => {
  await useSession(
    page,
    await userWhoDeclinedPrivacy(request, uniqueEmail('elisa', testInfo.project.name), 'Elisa'),
  );

  await visit(page, '/area-personale/i-miei-ordini');
  await expect(page).toHaveURL(/\/area-personale\/accetta-privacy-policy$/);
  await expect(page).toHaveTitle(/^Accetta l'informativa sulla privacy - /);
  await expect(page.getByRole('heading', { level: 1, name: it('page.accept_privacy') })).toBeVisible();
  const accept = page.getByRole('button', { name: it('privacy.accept'), exact: true });
  await accept.click();
  await expect(page.getByText(it('validation.privacy_required'))).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('checkbox').check();
  await accept.click();
  await expect(page).toHaveURL(/\/area-personale\/i-miei-ordini$/);
  await expect(page.getByText(it('orders.empty'))).toBeVisible();
});

test('a user who has not accepted the privacy policy is sent to the accept page and declining there logs out', async ({
  page,
  request,
}, testInfo) => {
  const notAccepted = await userWhoDeclinedPrivacy(
    request,
    uniqueEmail('giulia', testInfo.project.name),
    'Giulia',
  );
  await useSession(page, notAccepted);

  // The route guard, from a page outside the personal area.
  await visit(page, '/contatti');
  await expect(page).toHaveURL(/\/area-personale\/accetta-privacy-policy$/);
  const entry = page.getByRole('banner').getByRole('button', { name: /^(Accedi|Account di .+)$/ });
  await expect(entry).toHaveAccessibleName('Account di Giulia Rossi');

  // Declining through the page: the server is told, the session ends here and there.
  await page.getByRole('button', { name: it('privacy.decline'), exact: true }).click();
  await expect(flash(page, it('success.logged_out'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(entry).toHaveAccessibleName('Accedi');
  expect(await storedUser(page)).toBeNull();
  expect(await renewalStatus(request, notAccepted)).toBe(401);
});

test('delete the account: a dialog, then logged out at home, and every session of the account ends', async ({
  page,
  request,
}, testInfo) => {
  const user = await registeredUser(request, uniqueEmail('eva', testInfo.project.name), 'Eva');
  await useSession(page, user);
  await visit(page, '/area-personale/il-mio-account');

  await page.getByRole('button', { name: it('account.delete_account') }).click();
  const dialog = page.getByRole('dialog', { name: it('account.delete_account_title') });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: it('account.delete_account_confirm') }).click();
  await expect(flash(page, it('success.user_removed'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedUser(page)).toBeNull();
  // Checked without a login: the account calls are rate limited.
  expect(await renewalStatus(request, user)).toBe(401);
});

test('the change-password page refuses a weak password', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('fabio', testInfo.project.name);
  await registeredUser(request, email, 'Fabio');
  await visit(page, await recoveryPath(request, email));

  await expect(page).toHaveTitle(/^Cambia password - /);
  await expect(page.getByRole('heading', { level: 1, name: it('page.change_password') })).toBeVisible();
  const password = page.getByLabel(it('field.new_password'), { exact: true });
  await password.fill('debole');
  await page.getByLabel(it('field.repeat_password'), { exact: true }).fill('debole');
  await page.getByRole('button', { name: it('password.submit') }).click();
  await expect(page.getByText(it('validation.password_rule'))).toBeVisible();
  await expect(password).toBeFocused();
  await expectNoA11yViolations(page);
});

test('changing the password ends the older sessions and leads to the e-mail login; the new password logs in', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('franco', testInfo.project.name);
  const before = await registeredUser(request, email, 'Franco');
  await visit(page, await recoveryPath(request, email));

  await page.getByLabel(it('field.new_password'), { exact: true }).fill('Nuova2026');
  await page.getByLabel(it('field.repeat_password'), { exact: true }).fill('Nuova2026');
  await page.getByRole('button', { name: it('password.submit') }).click();
  // The ALTCHA proof of work runs in the page; then home, with the drawer on the e-mail login
  // saying 'Password changed' inside it (a page snackbar would sit under the drawer, unseen).
  const drawer = page.locator('dialog#login-drawer');
  await expect(drawer.getByRole('status').filter({ hasText: it('password.changed') })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(drawer.getByRole('heading', { name: it('login.with_email') })).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: it('field.email'), exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  // The change ended the session the confirmation opened; the new password logs in, the old one no longer.
  expect(await renewalStatus(request, before)).toBe(401);
  expect((await logIn(request, email, 'Nuova2026')).status()).toBe(200);
  expect((await logIn(request, email, ACCOUNT_PASSWORD)).status()).toBe(401);
});

test('a change-password link works once: used again, it is refused with WRONG_CODE', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('fiora', testInfo.project.name);
  await registeredUser(request, email, 'Fiora');
  const path = await recoveryPath(request, email);
  const code = decodeURIComponent(path.split('/').pop() ?? '');
  const change = await request.post('/api/user/change-password', {
    data: { code, password: 'Nuova2026', recaptchaToken: await captchaToken(request) },
  });
  expect(change.status()).toBe(200);

  await visit(page, path);
  await page.getByLabel(it('field.new_password'), { exact: true }).fill('Ancora2026');
  await page.getByLabel(it('field.repeat_password'), { exact: true }).fill('Ancora2026');
  await page.getByRole('button', { name: it('password.submit') }).click();
  await expect(flash(page, errorMessage('it', ['WRONG_CODE']))).toBeVisible();
});
