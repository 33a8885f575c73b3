import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { CaptchaChallengeResponse } from '@ordina/contracts';
import { insertUser, markUserEmailVerified, type DialectName } from '@ordina/db';
import { openEmptyTestDatabase } from '@ordina/db/test/test-databases';
import type { BuildOptions } from '../../../app.ts';
import { startTestApp, TRATTORIA_FILE, type TestApp } from '../../../test/test-app.ts';
import { altchaChallengeOf, solvedAltchaToken } from '../../captcha/test/solved-altcha.ts';
import { passwordHash } from '../passwords.ts';

/** The whole app on a fresh database of `dialect` (SQLite file or a PostgreSQL database), seeded with the trattoria. */
export type AccountTestApp = TestApp;

/**
 * Builds the real app (every plugin and route) on a fresh database of this
 * dialect, or, with `env.DATABASE_URL` (another test app's
 * `config.databaseUrl`), a second server on that app's database; close it
 * before the first. Rate limits are out of the way unless `env` sets them; `build` adds build options.
 */
export async function createAccountTestApp(
  dialect: DialectName,
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => Promise<void>,
  build: Omit<BuildOptions, 'pages'> = {},
): Promise<AccountTestApp> {
  return startTestApp({
    tempPrefix: 'ordina-accounts-test-',
    businessJson: await readFile(TRATTORIA_FILE, 'utf8'),
    databaseUrl: async (dir) => env.DATABASE_URL ?? (await freshDatabaseUrl(dialect, dir)),
    env: {
      PUBLIC_URL: 'https://trattoria.example',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      COUPON_RATE_LIMIT_PER_MINUTE: '10000',
      ORDER_VERIFY_RATE_LIMIT_PER_MINUTE: '10000',
      // Many orders from one address and one customer (limits of their own: pending-order-limits.test.ts).
      ORDER_RATE_LIMIT_PER_MINUTE: '10000',
      PENDING_ORDERS_PER_CUSTOMER: '10000',
      PENDING_ORDERS_PER_CLIENT: '10000',
      LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: '10000',
      ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR: '10000',
      ALTCHA_MAX_NUMBER: '1000',
      ...env,
    },
    build: { ...build, pages: false },
    prepare: async (app) => {
      await extend?.(app);
      await app.ready();
    },
  });
}

/**
 * Gives the enclosing suite an account test app (see createAccountTestApp), built before
 * its tests and closed after them; read `app` and `config` inside a test.
 */
export function useAccountTestApp(
  ...args: Parameters<typeof createAccountTestApp>
): Pick<AccountTestApp, 'app' | 'config'> {
  let server: AccountTestApp | undefined;
  beforeAll(async () => {
    server = await createAccountTestApp(...args);
  });
  afterAll(() => server?.close());
  const started = () => {
    if (server === undefined) throw new Error('The account test app runs only while the suite runs.');
    return server;
  };
  return {
    get app() {
      return started().app;
    },
    get config() {
      return started().config;
    },
  };
}

/** A new empty database: an SQLite file in `dir`, or a PostgreSQL database of the test server. */
export async function freshDatabaseUrl(dialect: DialectName, dir: string): Promise<string> {
  if (dialect === 'sqlite') return `sqlite:${join(dir, 'ordina.sqlite')}`;
  const database = await openEmptyTestDatabase(dialect);
  // The app opens its own connection from the URL; this handle only reserved the database.
  await database.close();
  return database.url;
}

/** A password that satisfies spec §5. */
export const GOOD_PASSWORD = 'Secret123';

/** Stores an account straight in the database (confirmed unless told otherwise); returns its id. */
export async function seedAccount(
  app: FastifyInstance,
  options: {
    email: string;
    password?: string;
    confirmed?: boolean;
    privacyPolicyAccepted?: boolean;
    name?: string;
  },
): Promise<number> {
  const now = new Date();
  const id = await insertUser(app.database.db, {
    businessId: app.businessId,
    email: options.email,
    passwordHash: await passwordHash(options.password ?? GOOD_PASSWORD),
    name: options.name ?? 'Giulia',
    lastname: 'Verdi',
    phone: '+39 333 1112222',
    newsletter: false,
    privacyPolicyAccepted: options.privacyPolicyAccepted ?? true,
    now,
  });
  if (id === undefined) throw new Error(`${options.email} already exists`);
  if (options.confirmed !== false) await markUserEmailVerified(app.database.db, app.businessId, id, now);
  return id;
}

/** Logs in through POST /api/login_check and returns the session user (token included). */
export async function login(app: FastifyInstance, email: string, password = GOOD_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { username: email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{
    data: {
      id: number;
      token: string;
      exp: number;
      iat: number;
      rat: number;
      privacy_policy_accepted: boolean;
    };
  }>().data;
}

/** Headers carrying a bearer token. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** Renews a customer's session token (POST /api/secured/user/{id}/token): what tells whether the session is still live. */
export function renewToken(app: FastifyInstance, userId: number, token: string) {
  return app.inject({ method: 'POST', url: `/api/secured/user/${userId}/token`, headers: bearer(token) });
}

/** Solves a fresh ALTCHA challenge of the app and returns the token the browser would send as `recaptchaToken`. */
export async function captchaToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  return solvedAltchaToken(altchaChallengeOf(response.json<CaptchaChallengeResponse>()));
}

/** The newest outbox e-mail to `to`, with the code of its link. */
export async function lastMailTo(
  app: FastifyInstance,
  to: string,
): Promise<{ subject: string | null; text: string; html: string | null; link: string; code: string }> {
  const row = await app.database.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+/.exec(row.body_text)?.[0] ?? '';
  const code = decodeURIComponent(
    /verification_code=([^&\s]+)/.exec(link)?.[1] ?? /cambia-password\/([^/?\s]+)/.exec(link)?.[1] ?? '',
  );
  return { subject: row.subject, text: row.body_text, html: row.body_html, link, code };
}

/** The body of POST /api/user/register, captcha solved: Luca Neri signs up with `username`; override what the test is about. */
export async function registrationBody(
  app: FastifyInstance,
  username: string,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return {
    username,
    name: 'Luca',
    lastname: 'Neri',
    phone: '333 1234567',
    password: GOOD_PASSWORD,
    recaptchaToken: await captchaToken(app),
    locale: 'it',
    privacyPolicy: true,
    ...overrides,
  };
}

/** How many accounts, e-mail codes, e-mails and sessions the database holds: what a refused registration leaves as it was. */
export async function accountRowCounts(
  app: FastifyInstance,
): Promise<{ users: number; codes: number; mails: number; sessions: number }> {
  const { db } = app.database;
  const count = async (table: 'users' | 'verification_codes' | 'outbox_messages' | 'sessions') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    codes: await count('verification_codes'),
    mails: await count('outbox_messages'),
    sessions: await count('sessions'),
  };
}
