import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { staffErrorText, staffTranslate, type StaffMessageKey } from '@ordina/i18n/staff';
import { expectNoA11yViolations } from './support/axe.ts';
import { visit } from './support/hydration.ts';
import { expect, onlyInProject, test } from './support/restaurant-server.ts';
import { signInWithPassword, staffMember } from './support/staff.ts';

// The owner's second factor (issue 33 "Staff accounts and access"; docs/decisions/043, 050) on the
// owner's phone (390×844): TOTP turned on at /gestione/sicurezza from the key shown on screen, the
// recovery codes kept; from then on the password alone does not sign in, the authenticator step asks
// the code, a wrong one is refused with the message, the right one signs in, and a recovery code
// opens the door once. Codes come from otpauth, the library the server checks them with.

const s = (key: StaffMessageKey, params?: Record<string, string | number>) =>
  staffTranslate('it', key, params);

/** The authenticator app: the code of `secret` at `timestamp` (SHA-1, 6 digits, 30 s, as the server's totp-codes.ts). */
const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp,
  });

/** The plain sign-in page: signing out never keeps the page left as the next member's `next`. */
const SIGN_IN_URL = /\/gestione\/accesso$/;

/** Signs out from the staff header: back on the sign-in page. */
async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: s('nav.sign_out'), exact: true }).click();
  await expect(page).toHaveURL(SIGN_IN_URL);
}

/** Signed in: the staff header names the member (the demo's staff member is 'Banco'), off the sign-in page. */
async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByText(s('nav.signed_in_as', { name: 'Banco' }))).toBeVisible();
  await expect(page).not.toHaveURL(SIGN_IN_URL);
}

onlyInProject('phone', 'the owner’s phone (390×844): one run');

test('an owner turns TOTP on: then the password alone is not enough, a wrong code is refused, the right code and a recovery code (once) sign in', async ({
  page,
  request,
  restaurant,
}) => {
  const { email, password } = await staffMember(request, {
    role: 'owner',
    databasePath: restaurant.databasePath,
  });

  // Signed in with the password alone (no second factor yet), straight back to the security page.
  await visit(page, '/gestione/sicurezza');
  await expect(page).toHaveURL(/\/gestione\/accesso\?next=%2Fgestione%2Fsicurezza$/);
  await signInWithPassword(page, email, password);
  await expect(page).toHaveURL(/\/gestione\/sicurezza$/);
  await expect(page.getByRole('heading', { level: 1, name: s('title.security') })).toBeVisible();
  await expect(page.getByText(s('security.state_off'))).toBeVisible();
  await expectNoA11yViolations(page);

  // The key as the owner copies it into the app (grouped by four on screen), confirmed with the app's code.
  await page.getByRole('button', { name: s('security.start') }).click();
  const shownKey = page.getByRole('code');
  await expect(shownKey).toBeVisible();
  const secret = ((await shownKey.textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoA11yViolations(page);
  await page.getByLabel(s('field.totp_code')).fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: s('security.enable') }).click();

  // The recovery codes, shown once: kept.
  const codes = page.getByRole('list', { name: s('security.codes_title') });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await codes.getByRole('listitem').allTextContents();
  await expectNoA11yViolations(page);
  await page.getByRole('checkbox', { name: s('security.codes_saved') }).check();
  await page.getByRole('button', { name: s('security.codes_done') }).click();
  await expect(page.getByText(s('security.enabled_done'))).toBeVisible();
  await expect(page.getByText(s('security.state_on'))).toBeVisible();

  // The password alone: the authenticator step, not the board.
  await signOut(page);
  await signInWithPassword(page, email, password);
  const codeField = page.getByLabel(s('field.totp_code'));
  await expect(codeField).toBeVisible();
  await expect(page.getByText(s('sign_in.totp_intro'))).toBeVisible();
  await expect(page).toHaveURL(SIGN_IN_URL);
  await expectNoA11yViolations(page);

  // A wrong code (none of the steps the server accepts now): refused, said in the alert.
  const now = Date.now();
  const valid = [-60_000, -30_000, 0, 30_000, 60_000].map((offset) => codeAt(secret, now + offset));
  const wrong = ['000000', '111111', '222222'].find((code) => !valid.includes(code))!;
  await codeField.fill(wrong);
  await page.getByRole('button', { name: s('sign_in.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(staffErrorText('it', ['STAFF_TOTP_WRONG']));
  await expect(page).toHaveURL(SIGN_IN_URL);

  // The right code: the next step's (the step the set-up spent cannot be used again), within the server's ±1 step.
  await codeField.fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: s('sign_in.submit') }).click();
  await expectSignedIn(page);

  // A recovery code opens the door once.
  for (const outcome of ['signed in', 'refused'] as const) {
    await signOut(page);
    await signInWithPassword(page, email, password);
    await page.getByRole('button', { name: s('sign_in.use_recovery') }).click();
    await page.getByLabel(s('field.recovery_code')).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: s('sign_in.submit') }).click();
    if (outcome === 'signed in') await expectSignedIn(page);
    else await expect(page.getByRole('alert')).toHaveText(staffErrorText('it', ['STAFF_TOTP_WRONG']));
  }
  await expect(page).toHaveURL(SIGN_IN_URL);
});
