import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createStaffMember, findBusinessByKey, openDatabase } from '@ordina/db';
import { staffTranslate } from '@ordina/i18n/staff';
import { demoBusiness } from './demo-business.ts';
import type { OwnServer } from './own-server.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A staff member of the demo restaurant with a password, not signed in yet (docs/decisions/044): written
 * into the e2e server's database (or `databasePath`, a journey's own server's) the way
 * `createStaffMember` does for an invitation (a one-time password link whose SHA-256 is stored), then
 * the password set through the real staff route — the server's own password hashing. Its e-mail and password.
 */
export async function staffMember(
  request: APIRequestContext,
  {
    role = 'staff',
    databasePath = process.env.E2E_DATABASE_PATH,
  }: { role?: 'owner' | 'staff'; databasePath?: string } = {},
): Promise<{ email: string; password: string }> {
  const path = databasePath;
  if (path === undefined) throw new Error('E2E_DATABASE_PATH is set by playwright.config.ts');
  const email = `banco-${randomBytes(6).toString('hex')}@lido.example`;
  const token = randomBytes(24).toString('base64url');
  const database = openDatabase(path);
  try {
    const business = await findBusinessByKey(database.db, demoBusiness.business.key);
    if (business === undefined) throw new Error('the e2e server has not seeded the demo business');
    const created = await createStaffMember(database.db, {
      businessId: business.id,
      actorId: null,
      email,
      name: 'Banco',
      role,
      locale: 'it',
      token: {
        hash: createHash('sha256').update(token).digest('hex'),
        expiresAt: new Date(Date.now() + 3_600_000),
      },
      mail: null,
      now: new Date(),
    });
    if (!created.ok) throw new Error(created.reason);
  } finally {
    await database.close();
  }
  const password = 'Cucina2026';
  const set = await request.post('/api/staff/set-password', { data: { token, password } });
  expect(set.status(), await set.text()).toBe(200);
  return { email, password };
}

/**
 * A signed-in staff member of the demo restaurant, for journeys that act as the restaurant through
 * the API (docs/decisions/044): a `staffMember`, signed in through the real staff route (the
 * server's session cookie). `headers` go on every staff call (cookie + CSRF header).
 */
export async function staffSignIn(
  request: APIRequestContext,
  options: { role?: 'owner' | 'staff'; databasePath?: string } = {},
): Promise<{ headers: Record<string, string> }> {
  const { email, password } = await staffMember(request, options);
  const login = await request.post('/api/staff/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  // The cookie is Path=/api/staff and SameSite=Strict: sent by hand, as the board's own page would.
  const cookie = (login.headers()['set-cookie'] ?? '').split(';')[0] ?? '';
  const { csrfToken } = ((await login.json()) as { data: { csrfToken: string } }).data;
  return { headers: { cookie, 'x-csrf-token': csrfToken } };
}

/**
 * The owner of a journey's own restaurant (`databasePath`: its server's database), signed in through
 * the staff sign-in page that `path`, a back-office page, shows first (in Italian, the demo's language).
 */
export async function signInAsOwner(page: Page, databasePath: string, path: string): Promise<void> {
  const { email, password } = await staffMember(page.request, { role: 'owner', databasePath });
  await page.goto(path);
  await signInWithPassword(page, email, password);
}

/** E-mail and password on the staff sign-in page the page shows (hydrated, in Italian); the answer is the caller's to check. */
export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(staffTranslate('it', 'field.email')).fill(email);
  await page.getByLabel(staffTranslate('it', 'field.password')).fill(password);
  await page.getByRole('button', { name: staffTranslate('it', 'sign_in.submit') }).click();
}

/**
 * The first owner of a journey's own restaurant, made as a deployment makes one (`npm run staff:add`,
 * against its server's database): the path of the one-time link that chooses the owner's password.
 */
export async function firstOwnerLink(restaurant: OwnServer, email: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'node',
    ['--import', 'tsx', 'packages/db/src/cli/staff-add.ts', email, '--role', 'owner', '--name', 'Anna'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: `sqlite:${restaurant.databasePath}`,
        PUBLIC_URL: restaurant.baseURL,
      },
    },
  );
  const link = /https?:\/\/\S+\/gestione\/imposta-password\/\S+/.exec(stdout)?.[0];
  expect(link, stdout).toBeDefined();
  return new URL(link ?? '').pathname;
}

/** Chooses `password` on the open set-password page (a one-time link's) and waits until it is saved. */
export async function choosePassword(page: Page, password: string): Promise<void> {
  await page.getByLabel(staffTranslate('it', 'field.new_password')).fill(password);
  await page.getByLabel(staffTranslate('it', 'field.repeat_password')).fill(password);
  await page.getByRole('button', { name: staffTranslate('it', 'set_password.submit') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: staffTranslate('it', 'set_password.done') }),
  ).toBeVisible();
}
