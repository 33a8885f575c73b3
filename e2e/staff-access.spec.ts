import { translate } from '@ordina/i18n';
import { staffTranslate } from '@ordina/i18n/staff';
import { mailLink, uniqueEmail } from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { expect, test } from './support/restaurant-server.ts';
import { choosePassword, firstOwnerLink, signInWithPassword } from './support/staff.ts';

// The restaurant's side (issue 33, decision 043): the tablet by the oven is 1024×768 and touch.
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

const it = (key: Parameters<typeof staffTranslate>[1], params?: Record<string, string>) =>
  staffTranslate('it', key, params);
const PASSWORD = 'Forno2026';

test('the owner signs in on a tablet, invites a member, who sets a password from the e-mailed link and signs in', async ({
  page,
  browser,
  request,
  restaurant,
}, testInfo) => {
  const owner = uniqueEmail('owner', testInfo.project.name);
  const invitee = uniqueEmail('cook', testInfo.project.name);

  // The owner's one-time link: choose the password.
  await page.goto(await firstOwnerLink(restaurant, owner));
  await expect(page.getByRole('heading', { level: 1, name: it('title.set_password') })).toBeVisible();
  // Its own layout: none of the storefront's shell (navbar drawer button).
  await expect(page.getByRole('button', { name: translate('it', 'nav.open_drawer') })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await choosePassword(page, PASSWORD);

  // A protected page without a session goes to the sign-in, and back there after it.
  await page.goto('/gestione/personale');
  await expect(page).toHaveURL(/\/gestione\/accesso\?next=%2Fgestione%2Fpersonale$/);
  await expect(page.getByRole('heading', { level: 1, name: it('title.sign_in') })).toBeVisible();
  await expectNoA11yViolations(page);
  await signInWithPassword(page, owner, PASSWORD);
  await expect(page).toHaveURL(/\/gestione\/personale$/);
  await expect(page.getByRole('heading', { level: 1, name: it('title.members') })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${it('title.members')} - `));

  // Invite a member of staff.
  await page.getByLabel(it('field.email')).fill(invitee);
  await page.getByLabel(it('field.name')).fill('Marco');
  await page.getByRole('button', { name: it('members.invite_submit') }).click();
  await expect(page.getByText(it('members.invited', { email: invitee }))).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: invitee });
  await expect(row.getByText(it('members.pending'))).toBeVisible();
  // Touch targets of 44 px at least.
  for (const button of await row.getByRole('button').all())
    expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectNoA11yViolations(page);

  // The invitee, on another device: the e-mailed link, a password, the sign-in.
  const link = await mailLink(request, invitee, '/gestione/imposta-password/');
  const cook = await browser.newContext({
    baseURL: restaurant.baseURL,
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    locale: 'it-IT',
  });
  const cookPage = await cook.newPage();
  await cookPage.goto(new URL(link).pathname);
  await cookPage.getByLabel(it('field.new_password')).fill('Cucina2026');
  await cookPage.getByLabel(it('field.repeat_password')).fill('Cucina2026');
  await cookPage.getByRole('button', { name: it('set_password.submit') }).click();
  await expect(cookPage).toHaveURL(/\/gestione\/accesso\?impostata=1$/);
  await cookPage.getByLabel(it('field.email')).fill(invitee);
  await cookPage.getByLabel(it('field.password')).fill('Cucina2026');
  await cookPage.keyboard.press('Enter');
  await expect(cookPage).toHaveURL(/\/gestione$/);
  await expect(cookPage.getByText(it('nav.signed_in_as', { name: 'Marco' }))).toBeVisible();
  // Staff, not owner: no staff page nor log in the header.
  await expect(cookPage.getByRole('link', { name: it('nav.members') })).toHaveCount(0);
  await cook.close();

  // The owner's log shows the invitation and the sign-ins.
  await page.getByRole('link', { name: it('nav.audit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: it('title.audit') })).toBeVisible();
  await expect(page.getByRole('cell', { name: it('audit.action.staff.invited') }).first()).toBeVisible();
  await expectNoA11yViolations(page);
});
