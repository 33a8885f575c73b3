import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { CaptchaChallengeResponse, SessionUser } from '@ordina/contracts';
import {
  altchaChallengeOf,
  solvedAltchaToken,
} from '../../apps/server/src/plugins/captcha/test/solved-altcha.ts';
import { storeOncePerTab } from './once-per-tab.ts';

// Account helpers the login and personal-area journeys share: the dev
// mailbox (the e2e server runs with DEV_MAILBOX=true), bot-protection tokens,
// accounts made through the real API, and the storefront's flash messages.

/** The password of the accounts `registeredUser` makes (it meets spec §5's password rule). */
export const ACCOUNT_PASSWORD = 'Segreta123';

interface MailboxMessage {
  to: string;
  links: string[];
}

/**
 * An address of this run, project and attempt only (both projects and every test run in parallel against one server).
 * Not at example.com: registration refuses reserved special-use domains; the dev mailbox keeps every e-mail.
 */
export function uniqueEmail(prefix: string, project: string): string {
  return `${prefix}-${project}-${Date.now()}-${randomUUID().slice(0, 8)}@example.it`;
}

/** The storefront's flash message (role status) with this text. */
export function flash(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** The newest dev-mailbox link to `to` containing `linkPart`, waiting for the e-mail to arrive. */
export async function mailLink(request: APIRequestContext, to: string, linkPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mailbox.json');
        expect(response.status(), 'the e2e server runs with DEV_MAILBOX=true').toBe(200);
        const { data } = (await response.json()) as { data: { messages: MailboxMessage[] } };
        link = data.messages
          .filter((message) => message.to === to)
          .flatMap((message) => message.links)
          .find((href) => href.includes(linkPart));
        return link;
      },
      // Mail goes out after the answer, on a busy machine a while later.
      { timeout: 30_000 },
    )
    .toBeDefined();
  return link ?? '';
}

/** A bot-protection token as the browser makes one: the server's ALTCHA challenge, solved. */
export async function captchaToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/captcha/challenge');
  const answer = (await response.json()) as CaptchaChallengeResponse;
  expect(answer.data.provider, 'the e2e server uses the self-hosted ALTCHA').toBe('altcha');
  return solvedAltchaToken(altchaChallengeOf(answer));
}

/** Registers `email` (password ACCOUNT_PASSWORD, Italian, privacy accepted) without confirming it: the confirmation e-mail waits in the dev mailbox. */
export async function registeredUnconfirmed(
  request: APIRequestContext,
  email: string,
  name: string,
): Promise<void> {
  const register = await request.post('/api/user/register', {
    data: {
      username: email,
      name,
      lastname: 'Rossi',
      phone: '+39 333 123 4567',
      password: ACCOUNT_PASSWORD,
      recaptchaToken: await captchaToken(request),
      locale: 'it',
      privacyPolicy: true,
    },
  });
  expect(register.status(), await register.text()).toBe(201);
}

/** Registers `email` (password ACCOUNT_PASSWORD) and confirms it with the mailed code: the logged-in user the server answers. */
export async function registeredUser(
  request: APIRequestContext,
  email: string,
  name: string,
): Promise<SessionUser> {
  await registeredUnconfirmed(request, email, name);
  const code = new URL(await mailLink(request, email, 'verification_code=')).searchParams.get(
    'verification_code',
  );
  const verify = await request.post('/api/user/verify', { data: { code } });
  expect(verify.status()).toBe(200);
  return ((await verify.json()) as { data: SessionUser }).data;
}

/** Logs in through the API: the session user (with the account's privacy flag as stored). */
export async function logIn(request: APIRequestContext, email: string, password: string) {
  return request.post('/api/login_check', { data: { username: email, password } });
}

/** A confirmed account that then declined the privacy policy (through the API), logged in again: its session user says not accepted. */
export async function userWhoDeclinedPrivacy(
  request: APIRequestContext,
  email: string,
  name: string,
): Promise<SessionUser> {
  const user = await registeredUser(request, email, name);
  const decline = await request.post(`/api/secured/user/${user.id}/not-accept-privacy-policy`, {
    headers: bearer(user),
  });
  expect(decline.status()).toBe(200);
  const login = await logIn(request, email, ACCOUNT_PASSWORD);
  expect(login.status()).toBe(200);
  const notAccepted = ((await login.json()) as { data: SessionUser }).data;
  expect(notAccepted.privacy_policy_accepted).toBe(false);
  return notAccepted;
}

/** Asks for a password recovery through the API: the path of the e-mailed change-password link (/cambia-password/…). */
export async function recoveryPath(request: APIRequestContext, email: string): Promise<string> {
  const recover = await request.post('/api/user/recover', {
    data: { username: email, recaptchaToken: await captchaToken(request), locale: 'it' },
  });
  expect(recover.status()).toBe(200);
  return new URL(await mailLink(request, email, '/cambia-password/')).pathname;
}

/** The status of a token renewal with `user`'s token: 200 while the session lives, 401 once it has ended (not rate limited like a login). */
export async function renewalStatus(request: APIRequestContext, user: SessionUser): Promise<number> {
  const renewal = await request.post(`/api/secured/user/${user.id}/token`, { headers: bearer(user) });
  return renewal.status();
}

function bearer(user: SessionUser): Record<string, string> {
  return { authorization: `Bearer ${user.token}` };
}

/**
 * Logs `user` in in this page as a login in this browser would (the session in
 * localStorage), before its first page loads: no extra page visit. Call it
 * before the test's first navigation. The session is placed once per tab, so
 * a logout or an account deletion later in the test sticks across navigations.
 */
export async function useSession(page: Page, user: SessionUser): Promise<void> {
  await storeOncePerTab(page, 'ordina.user', JSON.stringify(user));
}

/** The session user the page keeps in localStorage (null when logged out). */
export async function storedUser(page: Page): Promise<SessionUser | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('ordina.user') ?? 'null') as SessionUser | null);
}
