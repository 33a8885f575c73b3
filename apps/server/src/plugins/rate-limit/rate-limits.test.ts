import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymiseAccount } from '@ordina/db';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import {
  accountRowCounts,
  captchaToken,
  createAccountTestApp,
  GOOD_PASSWORD,
  registrationBody,
  seedAccount,
} from '../auth/test/account-test-app.ts';
import type { AccountTestApp } from '../auth/test/account-test-app.ts';

// The attacks of issue 7 item 3, against the real app: a shared bucket behind
// a proxy, a spoofed X-Forwarded-For, password spraying from many addresses,
// a flood of reset e-mails to one account, and servers each counting alone.

const PROXY = '10.0.0.1';
const LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: '2',
  LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: '3',
  ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR: '2',
};
const TOO_MANY = { data: { errors: ['TOO_MANY_REQUESTS'] } };

/** A different client address for every call: the per-address limit never gets in the way of the per-account ones. */
let lastAddress = 0;
const nextAddress = () => `198.51.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

describe.each(TEST_DIALECTS)(
  'rate limits on %s',
  (dialect) => {
    /** Two servers on one database, behind a proxy at 10.0.0.1. */
    let first: AccountTestApp;
    let second: AccountTestApp;
    /** A server that trusts no proxy (the default). */
    let direct: AccountTestApp;

    beforeAll(async () => {
      first = await createAccountTestApp(dialect, { ...LIMITS, TRUST_PROXY: PROXY });
      second = await createAccountTestApp(dialect, {
        ...LIMITS,
        TRUST_PROXY: PROXY,
        DATABASE_URL: first.config.databaseUrl,
      });
      direct = await createAccountTestApp(dialect, LIMITS);
    });
    afterAll(async () => {
      await direct?.close();
      await second?.close();
      await first?.close();
    });

    /** A wrong e-mail code: 400 WRONG_CODE, touching nothing but the per-address limit. */
    const verify = (server: AccountTestApp, remoteAddress: string, forwardedFor?: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/user/verify',
        payload: { code: 'not-a-code' },
        remoteAddress,
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      });
    const login = (server: AccountTestApp, username: string, password: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { username, password },
        remoteAddress: nextAddress(),
      });
    const recover = async (server: AccountTestApp, username: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/user/recover',
        payload: { username, recaptchaToken: await captchaToken(server.app) },
        remoteAddress: nextAddress(),
      });
    const counts = () => accountRowCounts(first.app);
    const expectRetryAfter = (response: { headers: Record<string, unknown> }, atMostSeconds: number) => {
      const seconds = Number(response.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(atMostSeconds);
    };

    describe('per address, behind a reverse proxy (TRUST_PROXY)', () => {
      it('gives two customers behind the proxy a bucket each (X-Forwarded-For from the listed proxy)', async () => {
        expect((await verify(first, PROXY, '203.0.113.1')).statusCode).toBe(400);
        expect((await verify(first, PROXY, '203.0.113.1')).statusCode).toBe(400);
        const third = await verify(first, PROXY, '203.0.113.1');
        expect(third.statusCode).toBe(429);
        expect(third.json()).toEqual(TOO_MANY);
        // The neighbour behind the same proxy is not locked out.
        expect((await verify(first, PROXY, '203.0.113.2')).statusCode).toBe(400);
      });

      it('counts the address the proxy saw, whatever the client wrote before it in X-Forwarded-For', async () => {
        expect((await verify(first, PROXY, '203.0.113.3')).statusCode).toBe(400);
        expect((await verify(first, PROXY, '203.0.113.3')).statusCode).toBe(400);
        // The client sent "X-Forwarded-For: 192.0.2.77"; the proxy appended the address it saw.
        expect((await verify(first, PROXY, '192.0.2.77, 203.0.113.3')).statusCode).toBe(429);
      });

      it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
        const client = '192.0.2.10';
        expect((await verify(first, client, '203.0.113.20')).statusCode).toBe(400);
        expect((await verify(first, client, '203.0.113.21')).statusCode).toBe(400);
        expect((await verify(first, client, '203.0.113.22')).statusCode).toBe(429);
      });

      it('without TRUST_PROXY ignores X-Forwarded-For: a made-up address does not escape the limit', async () => {
        const client = '192.0.2.30';
        expect((await verify(direct, client, '203.0.113.30')).statusCode).toBe(400);
        expect((await verify(direct, client, '203.0.113.31')).statusCode).toBe(400);
        const third = await verify(direct, client, '203.0.113.32');
        expect(third.statusCode).toBe(429);
        expectRetryAfter(third, 60);
      });

      it('is one count for every server on the database', async () => {
        const customer = '203.0.113.40';
        expect((await verify(first, PROXY, customer)).statusCode).toBe(400);
        expect((await verify(second, PROXY, customer)).statusCode).toBe(400);
        expect((await verify(first, PROXY, customer)).statusCode).toBe(429);
        expect((await verify(second, PROXY, customer)).statusCode).toBe(429);
      });
    });

    describe('failed logins per account (password spraying from many addresses)', () => {
      it('refuses the account after 3 wrong passwords from 3 addresses and 2 servers, even the right password: 429, no session', async () => {
        await seedAccount(first.app, { email: 'sprayed@example.com' });
        for (const [server, username] of [
          [first, 'sprayed@example.com'],
          [second, ' Sprayed@Example.com'],
          [first, 'SPRAYED@example.com '],
        ] as const) {
          expect((await login(server, username, 'Wrong1234')).statusCode).toBe(401);
        }
        const before = await counts();
        for (const server of [second, first]) {
          const refused = await login(server, 'sprayed@example.com', GOOD_PASSWORD);
          expect(refused.statusCode).toBe(429);
          expect(refused.json()).toEqual(TOO_MANY);
          expectRetryAfter(refused, 3600);
        }
        expect(await counts()).toEqual(before);
      });

      it('lets at most 3 of 10 simultaneous guesses at one account reach the password check', async () => {
        await seedAccount(first.app, { email: 'rushed@example.com' });
        const responses = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            login(i % 2 === 0 ? first : second, 'rushed@example.com', `Wrong${1000 + i}`),
          ),
        );
        const statuses = responses.map((r) => r.statusCode).sort();
        expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
      });

      it('counts unknown e-mails the same way, so a 429 tells nothing about which accounts exist', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++)
          statuses.push(
            (await login(i % 2 === 0 ? first : second, 'nobody@example.com', 'Wrong1234')).statusCode,
          );
        expect(statuses).toEqual([401, 401, 401, 429]);
      });

      it('gives a right password its slot back: logging in often is never limited, and other accounts are not touched', async () => {
        await seedAccount(first.app, { email: 'regular@example.com' });
        for (let i = 0; i < 5; i++)
          expect(
            (await login(i % 2 === 0 ? first : second, 'regular@example.com', GOOD_PASSWORD)).statusCode,
          ).toBe(200);
        expect((await login(first, 'regular@example.com', 'Wrong1234')).statusCode).toBe(401);
        expect((await login(first, 'regular@example.com', 'Wrong1234')).statusCode).toBe(401);
        expect((await login(second, 'regular@example.com', GOOD_PASSWORD)).statusCode).toBe(200);
        expect((await login(second, 'regular@example.com', 'Wrong1234')).statusCode).toBe(401);
        expect((await login(first, 'regular@example.com', GOOD_PASSWORD)).statusCode).toBe(429);
        await seedAccount(first.app, { email: 'bystander@example.com' });
        expect((await login(first, 'bystander@example.com', GOOD_PASSWORD)).statusCode).toBe(200);
      });
    });

    describe('account e-mails per recipient', () => {
      it('queues 2 reset e-mails an hour to one account, from any address or server; the 3rd is 429 with nothing written', async () => {
        await seedAccount(first.app, { email: 'flooded@example.com' });
        expect((await recover(first, 'flooded@example.com')).statusCode).toBe(200);
        expect((await recover(second, 'Flooded@example.com')).statusCode).toBe(200);
        const before = await counts();
        for (const server of [first, second]) {
          const refused = await recover(server, 'flooded@example.com');
          expect(refused.statusCode).toBe(429);
          expect(refused.json()).toEqual(TOO_MANY);
          expectRetryAfter(refused, 3600);
        }
        expect(await counts()).toEqual(before);
      });

      it('counts the confirmation e-mail of a registration too: a new account at an address that had its share is 429 with nothing written', async () => {
        const registration = async (server: AccountTestApp) =>
          server.app.inject({
            method: 'POST',
            url: '/api/user/register',
            remoteAddress: nextAddress(),
            payload: await registrationBody(server.app, 'again@example.it'),
          });
        expect((await registration(first)).statusCode).toBe(201);
        expect((await recover(second, 'again@example.it')).statusCode).toBe(200);
        // The account is deleted, which frees the address for a new registration…
        const { db } = first.app.database;
        const account = await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'again@example.it')
          .executeTakeFirstOrThrow();
        expect(await anonymiseAccount(db, first.app.businessId, account.id, new Date())).toBe(true);
        // …but not for a third e-mail within the hour: no account, no code, no e-mail.
        const before = await counts();
        const refused = await registration(second);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual(TOO_MANY);
        expect(await counts()).toEqual(before);
        expect(
          await db.selectFrom('users').select('id').where('email', '=', 'again@example.it').execute(),
        ).toEqual([]);
      });
    });
  },
  120_000,
);
