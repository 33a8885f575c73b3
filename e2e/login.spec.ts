import { expect, reload, test, visit } from './support/hydration.ts';
import { errorMessage, translate, type MessageKey } from '@ordina/i18n';
import {
  ACCOUNT_PASSWORD,
  flash,
  mailLink,
  registeredUnconfirmed,
  registeredUser,
  uniqueEmail,
  useSession,
} from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { loginEntry, openLoginDrawer, openRegistration, registerInDrawer } from './support/login-drawer.ts';
import { seedCart, TIRAMISU } from './support/checkout.ts';

// The right-hand login drawer (spec §2, §4 "Session", §5, §8) against the
// real server: register, confirm by the e-mailed link (dev mailbox), the user
// menu and logout, a wrong password, log in; password recovery. Each test
// checks one step; the accounts it needs are made through the real API.
// Pages are in Italian (the browser's language); the server runs with DEV_MAILBOX=true.

const it = (key: MessageKey, params?: Record<string, string>) => translate('it', key, params);

test('a guest opens the drawer on its home view', async ({ page }) => {
  await visit(page, '/');
  const view = await openLoginDrawer(page);
  await expect(view.getByRole('heading', { name: it('login.title') })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('registering in the drawer checks the form: the privacy consent is required, the phone gets its prefix, the passwords must match', async ({
  page,
}) => {
  // LOGIN_USERPWD_REGISTER
  const view = await openRegistration(page);
  await view.getByRole('button', { name: it('login.register_submit') }).click();
  await expect(view.getByText(it('validation.privacy_required'))).toBeVisible();
  await expectNoA11yViolations(page);

  const phone = view.getByRole('textbox', { name: it('field.phone') });
  await phone.focus();
  await expect(phone).toHaveValue('+39 ');
  await view.getByLabel(it('field.password'), { exact: true }).fill(ACCOUNT_PASSWORD);
  await view.getByLabel(it('field.repeat_password'), { exact: true }).fill('Segreta124');
  await expect(view.getByText(it('validation.password_match'))).toBeVisible();
});

test('registering in the drawer with a complete form sends it, then says to check your mail', async ({
  page,
}, testInfo) => {
  const view = await openRegistration(page);
  await registerInDrawer(view, {
    email: uniqueEmail('carla', testInfo.project.name),
    firstName: 'Carla',
    lastName: 'Verdi',
  });
  // The ALTCHA proof of work runs in the page, then the server sends the mail.
  await expect(view.getByText(it('login.register_check_mail'))).toBeVisible();
  await expectNoA11yViolations(page);
  await view
    .getByRole('button', { name: it('common.close') })
    .first()
    .click();
  await expect(view).toBeHidden();
});

test('the e-mailed confirmation link confirms the account and logs the new user in', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('carlo', testInfo.project.name);
  await registeredUnconfirmed(request, email, 'Carlo');

  // The home page with ?verification_code=…
  await visit(page, await mailLink(request, email, 'verification_code='));
  await expect(flash(page, it('account.verified'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(loginEntry(page)).toHaveAccessibleName(it('nav.user_avatar', { name: 'Carlo Rossi' }));
  await expect(loginEntry(page)).toHaveText('C');
});

test('a logged-in user opens the user menu, which links to the personal area, and logs out', async ({
  page,
  request,
}, testInfo) => {
  await useSession(
    page,
    await registeredUser(request, uniqueEmail('cesare', testInfo.project.name), 'Cesare'),
  );
  await visit(page, '/');
  await expect(loginEntry(page)).toHaveAccessibleName(it('nav.user_avatar', { name: 'Cesare Rossi' }));

  const view = await openLoginDrawer(page);
  await expect(view.getByRole('heading', { name: 'Cesare Rossi' })).toBeVisible();
  await expect(view.getByRole('link', { name: it('user.my_account') })).toHaveAttribute(
    'href',
    '/area-personale/il-mio-account',
  );
  await expect(view.getByRole('link', { name: it('user.my_orders') })).toHaveAttribute(
    'href',
    '/area-personale/i-miei-ordini',
  );
  await expectNoA11yViolations(page);
  await view.getByRole('button', { name: it('user.logout') }).click();
  await expect(flash(page, it('success.logged_out'))).toBeVisible();
  await expect(loginEntry(page)).toHaveAccessibleName(it('nav.login'));
});

test('logging out at the checkout leaves the next guest on the phone an empty one (spec §4, issue 31 item 10)', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('decio', testInfo.project.name);
  await seedCart(page, [TIRAMISU]);
  await useSession(page, await registeredUser(request, email, 'Decio'));
  await visit(page, '/concludi-ordine');
  const firstName = page.getByRole('textbox', { name: it('field.first_name'), exact: true });
  await expect(firstName).toHaveValue('Decio');
  await page.getByRole('textbox', { name: it('field.phone') }).fill('+39 333 765 4321');
  const draft = () => page.evaluate(() => localStorage.getItem('ordina.checkoutDraft') ?? '');
  await expect.poll(draft).toContain(email);

  const view = await openLoginDrawer(page);
  await view.getByRole('button', { name: it('user.logout') }).click();
  await expect(flash(page, it('success.logged_out'))).toBeVisible();
  await expect(loginEntry(page)).toHaveAccessibleName(it('nav.login'));
  expect(await draft()).not.toContain(email);

  await visit(page, '/concludi-ordine');
  await expect(page.getByRole('textbox', { name: it('field.email') })).toHaveValue('');
  await expect(firstName).toHaveValue('');
  await expect(page.getByRole('textbox', { name: it('field.phone') })).toHaveValue('');
});

test('log in with e-mail: a wrong password is refused, the right one logs in and the session survives a reload', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('chiara', testInfo.project.name);
  await registeredUser(request, email, 'Chiara');
  await visit(page, '/');

  // LOGIN_USERPWD
  const view = await openLoginDrawer(page);
  await view.getByRole('button', { name: it('login.with_email') }).click();
  await expect(view.getByRole('heading', { name: it('login.with_email') })).toBeVisible();
  await expectNoA11yViolations(page);
  await view.getByRole('textbox', { name: it('field.email'), exact: true }).fill(email);
  const password = view.getByLabel(it('field.password'), { exact: true });
  await password.fill('Sbagliata123');
  await view.getByRole('button', { name: it('login.submit'), exact: true }).click();
  await expect(
    view.getByRole('alert').filter({ hasText: errorMessage('it', ['WRONG_LOGIN_DATA']) }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await password.fill(ACCOUNT_PASSWORD);
  await view.getByRole('button', { name: it('login.submit'), exact: true }).click();
  await expect(flash(page, it('success.logged_in'))).toBeVisible();
  await expect(view).toBeHidden();
  await expect(loginEntry(page)).toHaveText('C');

  // The session lives in localStorage.
  await reload(page);
  await expect(loginEntry(page)).toHaveAccessibleName(it('nav.user_avatar', { name: 'Chiara Rossi' }));
});

test('recover the password from the drawer: the e-mail with the change-password link arrives', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('dario', testInfo.project.name);
  await registeredUser(request, email, 'Dario');
  await visit(page, '/categorie/pizze');

  const view = await openLoginDrawer(page);
  await view.getByRole('button', { name: it('login.recover_password') }).click();
  await expect(view.getByRole('heading', { name: it('login.recover_title') })).toBeVisible();
  await expectNoA11yViolations(page);
  await view.getByRole('textbox', { name: it('field.email'), exact: true }).fill(email);
  await view.getByRole('button', { name: it('common.send') }).click();
  // The ALTCHA proof of work runs in the page, then the server sends the mail.
  await expect(view.getByText(it('login.recover_check_mail'))).toBeVisible();
  await expectNoA11yViolations(page);

  const link = await mailLink(request, email, '/cambia-password/');
  expect(new URL(link).pathname).toMatch(/^\/cambia-password\/[A-Za-z0-9_-]+$/);
});

test('closing the drawer brings it back to its home view', async ({ page }) => {
  await visit(page, '/');
  const view = await openLoginDrawer(page);
  await view.getByRole('button', { name: it('login.recover_password') }).click();
  await expect(view.getByRole('heading', { name: it('login.recover_title') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await openLoginDrawer(page);
  await expect(view.getByRole('heading', { name: it('login.title') })).toBeVisible();
});

test('the menu page has no login entry', async ({ page }) => {
  await visit(page, '/menu');
  await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
  await expect(loginEntry(page)).toHaveCount(0);
});
