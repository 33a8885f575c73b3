import { type APIRequestContext } from '@playwright/test';
import { translate, type MessageKey } from '@ordina/i18n';
import {
  ACCOUNT_PASSWORD,
  captchaToken,
  mailLink,
  registeredUnconfirmed,
  registeredUser,
  uniqueEmail,
} from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { expect, test, visit } from './support/hydration.ts';
import { loginDrawer, openLoginDrawer, openRegistration, registerInDrawer } from './support/login-drawer.ts';

// Issue 11 "Honest forms" and "Thumbs and keyboards", the account part: an
// unconfirmed account is told so at login and can have its confirmation e-mail
// again; a confirmation link used twice says the account is confirmed and
// offers the login; the privacy dialog closes on Escape with the focus inside
// its frame. Italian pages (the browser's language); DEV_MAILBOX=true.

const it = (key: MessageKey) => translate('it', key);

/** The newest confirmation link to `email` that is not `older` (the resend's, once it is in the mailbox). */
async function newerConfirmationLink(
  request: APIRequestContext,
  email: string,
  older: string,
): Promise<string> {
  let link = older;
  await expect
    .poll(async () => (link = await mailLink(request, email, 'verification_code=')), { timeout: 30_000 })
    .not.toBe(older);
  return link;
}

test('an unconfirmed account is told so at login and can have the confirmation e-mail again', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('ugo', testInfo.project.name);
  await registeredUnconfirmed(request, email, 'Ugo');

  await visit(page, '/');
  const view = await openLoginDrawer(page);
  await view.getByRole('button', { name: it('login.with_email') }).click();
  await view.getByRole('textbox', { name: it('field.email'), exact: true }).fill(email);
  await view.getByLabel(it('field.password'), { exact: true }).fill(ACCOUNT_PASSWORD);
  await view.getByRole('button', { name: it('login.submit'), exact: true }).click();
  await expect(view.getByRole('alert').filter({ hasText: it('login.not_confirmed') })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('not-confirmed.png') });

  await view.getByRole('button', { name: it('login.resend_confirmation') }).click();
  await expect(view.getByText(it('login.resend_check_mail'))).toBeFocused();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('resend-sent.png') });
});

test('registering again with an unconfirmed address offers the confirmation e-mail again', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('eva', testInfo.project.name);
  await registeredUnconfirmed(request, email, 'Eva');

  const view = await openRegistration(page);
  await registerInDrawer(view, { email, firstName: 'Eva', lastName: 'Rossi' });
  const warning = view.getByRole('alert').filter({ hasText: it('login.email_exists') });
  await expect(warning.getByRole('button', { name: it('login.resend_confirmation') })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('email-exists.png') });
});

test("the resent e-mail's link confirms the account and logs it in; the older link no longer works", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('ada', testInfo.project.name);
  await registeredUnconfirmed(request, email, 'Ada');
  const firstLink = await mailLink(request, email, 'verification_code=');
  const resend = await request.post('/api/user/resend-verification', {
    data: { username: email, recaptchaToken: await captchaToken(request), locale: 'it' },
  });
  expect(resend.status()).toBe(200);
  const newLink = new URL(await newerConfirmationLink(request, email, firstLink));
  const older = await request.post('/api/user/verify', {
    data: { code: new URL(firstLink).searchParams.get('verification_code') },
  });
  expect(older.status()).toBe(400);

  // Confirmed and logged in (the 3-second 'Account verified' flash may be gone on a slow machine: the session is the proof).
  await visit(page, newLink.pathname + newLink.search);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account di Ada/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a confirmation link used again opens the login saying the account is already confirmed', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('lia', testInfo.project.name);
  await registeredUser(request, email, 'Lia');
  const link = new URL(await mailLink(request, email, 'verification_code='));

  await visit(page, link.pathname + link.search);
  const view = loginDrawer(page);
  await expect(view.getByRole('status').filter({ hasText: it('account.already_verified') })).toBeVisible();
  await expect(view.getByRole('heading', { name: it('login.with_email') })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('already-confirmed.png') });
});

test('the privacy dialog closes on Escape with the focus inside its frame, back to its link', async ({
  page,
}) => {
  await visit(page, '/contatti');
  const link = page.getByRole('contentinfo').getByRole('link', { name: it('common.privacy_policy') });
  await link.click();
  const dialog = page.getByRole('dialog', { name: it('common.privacy_policy') });
  const policy = dialog.frameLocator('iframe').locator('body');
  await expect(policy).not.toBeEmpty();
  await policy.click();
  // The focus is in the frame's document now: the dialog's own Escape handling never sees its keys.
  await expect
    .poll(() => dialog.locator('iframe').evaluate((frame) => frame.ownerDocument.activeElement === frame))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});
