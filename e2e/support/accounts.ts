import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib/v1';
import type { SessionUser } from '@ordina/contracts';

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
 * An address of this run and project only (both projects run in parallel against one server).
 * Not at example.com: registration refuses reserved special-use domains; the dev mailbox keeps every e-mail.
 */
export function uniqueEmail(prefix: string, project: string): string {
  return `${prefix}-${project}-${Date.now()}@example.it`;
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
        link = data.messages.filter((message) => message.to === to).flatMap((message) => message.links).find((href) => href.includes(linkPart));
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return link ?? '';
}

/** A bot-protection token as the browser makes one: the server's ALTCHA challenge, solved. */
export async function captchaToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/captcha/challenge');
  const { data } = (await response.json()) as {
    data: { provider: string; challenge: { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string } };
  };
  expect(data.provider, 'the e2e server uses the self-hosted ALTCHA').toBe('altcha');
  const { challenge } = data;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  expect(solution).not.toBeNull();
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution?.number, salt: challenge.salt, signature: challenge.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Registers `email` (password ACCOUNT_PASSWORD) and confirms it with the mailed code: the logged-in user the server answers. */
export async function registeredUser(request: APIRequestContext, email: string, name: string): Promise<SessionUser> {
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
  const code = new URL(await mailLink(request, email, 'verification_code=')).searchParams.get('verification_code');
  const verify = await request.post('/api/user/verify', { data: { code } });
  expect(verify.status()).toBe(200);
  return ((await verify.json()) as { data: SessionUser }).data;
}

/** Logs in through the API: the session user (with the account's privacy flag as stored). */
export async function logIn(request: APIRequestContext, email: string, password: string) {
  return request.post('/api/login_check', { data: { username: email, password } });
}

/** Puts the session into the page's localStorage, as a login in this browser would. */
export async function useSession(page: Page, user: SessionUser): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/contatti');
  await page.evaluate((stored) => localStorage.setItem('ordina.user', JSON.stringify(stored)), user);
}
