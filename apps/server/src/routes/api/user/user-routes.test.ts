import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import {
  accountRowCounts,
  captchaToken,
  useAccountTestApp,
  GOOD_PASSWORD,
  lastMailTo,
  login,
  renewToken,
  registrationBody,
  seedAccount,
} from '../../../plugins/auth/test/account-test-app.ts';

const errors = (...codes: string[]) => ({ data: { errors: codes } });

describe.each(TEST_DIALECTS)(
  'account routes on %s',
  (dialect) => {
    const server = useAccountTestApp(dialect);

    const post = (url: string, payload: Record<string, unknown>) =>
      server.app.inject({ method: 'POST', url, payload });
    const registration = async (overrides: Record<string, unknown> = {}) =>
      registrationBody(server.app, 'luca@example.it', overrides);
    const counts = () => accountRowCounts(server.app);

    describe('register → confirmation e-mail → verify', () => {
      it('registers (201), e-mails an Italian confirmation naming the business, and the account cannot log in yet', async () => {
        const response = await post('/api/user/register', await registration());
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({ data: { done: true } });
        const mail = await lastMailTo(server.app, 'luca@example.it');
        expect(mail.subject).toBe('Conferma il tuo account Trattoria Prova');
        expect(mail.text).toContain('Ciao Luca,');
        expect(mail.text).toContain('Grazie per esserti registrato su Trattoria Prova.');
        expect(mail.link).toMatch(/^https:\/\/trattoria\.example\/\?verification_code=[A-Za-z0-9_-]{43}$/);
        expect(mail.html).toContain(`<a href="${mail.link}">Attiva il mio account</a>`);
        const user = await server.app.database.db
          .selectFrom('users')
          .selectAll()
          .where('email', '=', 'luca@example.it')
          .executeTakeFirstOrThrow();
        expect(user).toMatchObject({
          name: 'Luca',
          lastname: 'Neri',
          phone: '+39 333 123 4567',
          email_verified_at: null,
          privacy_policy_accepted: 1,
        });
        expect(user.password_hash).toMatch(/^\$argon2id\$/);
        // Only the code's hash is stored.
        const stored = await server.app.database.db
          .selectFrom('verification_codes')
          .select('code')
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow();
        expect(stored.code).not.toBe(mail.code);
        expect(stored.code).toMatch(/^[0-9a-f]{64}$/);

        const early = await post('/api/login_check', {
          username: 'luca@example.it',
          password: GOOD_PASSWORD,
        });
        expect(early.statusCode).toBe(403);
        expect(early.json()).toEqual(errors('USER_NOT_EXISTS'));
      });

      it('verifies with the e-mailed code: confirmed and logged in; the code then is spent', async () => {
        const { code } = await lastMailTo(server.app, 'luca@example.it');
        const response = await post('/api/user/verify', { code });
        expect(response.statusCode).toBe(200);
        const session = response.json<{
          data: { id: number; email: string; token: string; privacy_policy_accepted: boolean };
        }>().data;
        expect(session).toMatchObject({
          email: 'luca@example.it',
          name: 'Luca',
          privacy_policy_accepted: true,
        });
        expect((await renewToken(server.app, session.id, session.token)).statusCode).toBe(200);
        expect(
          (await post('/api/login_check', { username: 'luca@example.it', password: GOOD_PASSWORD }))
            .statusCode,
        ).toBe(200);

        // The link clicked again: "already confirmed", and no session (a link is no lasting key).
        const again = await post('/api/user/verify', { code });
        expect(again.statusCode).toBe(409);
        expect(again.json()).toEqual(errors('ACCOUNT_ALREADY_VERIFIED'));
      });

      it('refuses an unknown code and an expired one with 400 WRONG_CODE', async () => {
        expect((await post('/api/user/verify', { code: 'no-such-code' })).json()).toEqual(
          errors('WRONG_CODE'),
        );
        expect((await post('/api/user/verify', { code: '' })).statusCode).toBe(400);
        await post('/api/user/register', await registration({ username: 'late@example.it' }));
        const { code } = await lastMailTo(server.app, 'late@example.it');
        await server.app.database.db
          .updateTable('verification_codes')
          .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
          .where('purpose', '=', 'account')
          .where('used_at', 'is', null)
          .execute();
        const response = await post('/api/user/verify', { code });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errors('WRONG_CODE'));
      });

      it('keeps the confirmation link valid for 48 hours', async () => {
        const before = Date.now();
        await post('/api/user/register', await registration({ username: 'window@example.it' }));
        const row = await server.app.database.db
          .selectFrom('verification_codes')
          .innerJoin('users', 'users.id', 'verification_codes.user_id')
          .select(['verification_codes.expires_at', 'verification_codes.purpose'])
          .where('users.email', '=', 'window@example.it')
          .executeTakeFirstOrThrow();
        expect(row.purpose).toBe('account');
        const hours = (Date.parse(row.expires_at) - before) / 3600_000;
        expect(hours).toBeGreaterThan(47.99);
        expect(hours).toBeLessThan(48.01);
      });

      it('answers 409 EMAIL_EXISTS for a taken e-mail (any case) and writes nothing', async () => {
        await seedAccount(server.app, { email: 'taken@example.it' });
        const before = await counts();
        const response = await post(
          '/api/user/register',
          await registration({ username: 'TAKEN@example.it' }),
        );
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual(errors('EMAIL_EXISTS'));
        expect(await counts()).toEqual(before);
      });

      it('answers field codes with 400 and writes nothing', async () => {
        const before = await counts();
        const cases: [Record<string, unknown>, string][] = [
          [{ username: 'x' }, 'WRONG_EMAIL'],
          [{ name: '  ' }, 'NO_NAME'],
          [{ lastname: '' }, 'NO_LASTNAME'],
          [{ phone: '12' }, 'WRONG_PHONE'],
          [{ password: 'alllowercase1' }, 'WRONG_PASSWORD'],
          [{ password: 'Short1' }, 'WRONG_PASSWORD'],
          [{ privacyPolicy: false }, 'NOT_ACCEPTED_PRIVACY_POLICY'],
        ];
        for (const [overrides, code] of cases) {
          const response = await post(
            '/api/user/register',
            await registration({ username: 'fields@example.it', ...overrides }),
          );
          expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
          expect(
            response.json<{ data: { errors: string[] } }>().data.errors,
            JSON.stringify(overrides),
          ).toContain(code);
        }
        expect(await counts()).toEqual(before);
      });

      it('requires a phone: a missing or blank one answers 400 WRONG_PHONE and writes nothing', async () => {
        const before = await counts();
        const { phone: _phone, ...missing } = await registration({ username: 'nophone@example.it' });
        for (const payload of [
          missing as Record<string, unknown>,
          await registration({ username: 'nophone@example.it', phone: '   ' }),
        ]) {
          const response = await post('/api/user/register', payload);
          expect(response.statusCode, JSON.stringify(payload.phone)).toBe(400);
          expect(response.json(), JSON.stringify(payload.phone)).toEqual(errors('WRONG_PHONE'));
        }
        expect(await counts()).toEqual(before);
      });
    });

    describe('resend the confirmation e-mail', () => {
      const resend = async (username: string, overrides: Record<string, unknown> = {}) =>
        post('/api/user/resend-verification', {
          username,
          recaptchaToken: await captchaToken(server.app),
          ...overrides,
        });
      const mailsTo = async (email: string) =>
        Number(
          (
            await server.app.database.db
              .selectFrom('outbox_messages')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('recipient', '=', email)
              .executeTakeFirstOrThrow()
          ).n,
        );

      it('e-mails a fresh link in the asked language to an unconfirmed account; the older link stops working, the new one confirms', async () => {
        await post('/api/user/register', await registration({ username: 'resend@example.it' }));
        const first = await lastMailTo(server.app, 'resend@example.it');
        const response = await resend('Resend@example.it', { locale: 'en' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ data: { done: true } });
        const second = await lastMailTo(server.app, 'resend@example.it');
        expect(second.code).not.toBe(first.code);
        expect(second.subject).toBe('Confirm your Trattoria Prova account');
        expect(second.link).toMatch(/^https:\/\/trattoria\.example\/\?verification_code=[A-Za-z0-9_-]{43}$/);
        expect((await post('/api/user/verify', { code: first.code })).json()).toEqual(errors('WRONG_CODE'));
        expect((await post('/api/user/verify', { code: second.code })).statusCode).toBe(200);
        expect(
          (await post('/api/login_check', { username: 'resend@example.it', password: GOOD_PASSWORD }))
            .statusCode,
        ).toBe(200);
      });

      it('answers the same for an unknown and a confirmed e-mail, and sends nothing', async () => {
        await seedAccount(server.app, { email: 'confirmed-resend@example.it' });
        const before = await counts();
        for (const email of ['nobody-here@example.it', 'confirmed-resend@example.it']) {
          const response = await resend(email);
          expect(response.statusCode, email).toBe(200);
          expect(response.json(), email).toEqual({ data: { done: true } });
          expect(await mailsTo(email), email).toBe(0);
        }
        expect(await counts()).toEqual(before);
      });

      it('needs the bot-protection token', async () => {
        const response = await post('/api/user/resend-verification', { username: 'resend@example.it' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errors('NO_RECAPTCHA_TOKEN'));
      });
    });

    describe('bot protection', () => {
      it('hands out an ALTCHA challenge, never cached', async () => {
        const response = await server.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const { data } = response.json<{
          data: { provider: string; siteKey: null; challenge: Record<string, unknown> };
        }>();
        expect(data.provider).toBe('altcha');
        expect(data.siteKey).toBeNull();
        expect(data.challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
        expect(data.challenge.challenge).toMatch(/^[0-9a-f]{64}$/);
        expect(data.challenge.signature).toMatch(/^[0-9a-f]{64}$/);
      });

      it('refuses a missing token (NO_RECAPTCHA_TOKEN), a wrong one and a replayed one (WRONG_RECAPTCHA)', async () => {
        const before = await counts();
        const missing = await post('/api/user/recover', { username: 'taken@example.it' });
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toEqual(errors('NO_RECAPTCHA_TOKEN'));
        for (const bad of [
          'not-base64-json',
          Buffer.from('{"challenge":"x","salt":"y"}').toString('base64'),
        ]) {
          const wrong = await post('/api/user/recover', {
            username: 'taken@example.it',
            recaptchaToken: bad,
          });
          expect(wrong.statusCode).toBe(400);
          expect(wrong.json()).toEqual(errors('WRONG_RECAPTCHA'));
        }
        // A solution with the number changed does not verify.
        const token = await captchaToken(server.app);
        const tampered = JSON.parse(Buffer.from(token, 'base64').toString()) as { number: number };
        tampered.number += 1;
        const tamperedResponse = await post('/api/user/recover', {
          username: 'taken@example.it',
          recaptchaToken: Buffer.from(JSON.stringify(tampered)).toString('base64'),
        });
        expect(tamperedResponse.json()).toEqual(errors('WRONG_RECAPTCHA'));
        expect(await counts()).toEqual(before);

        expect(
          (await post('/api/user/recover', { username: 'taken@example.it', recaptchaToken: token }))
            .statusCode,
        ).toBe(200);
        const replay = await post('/api/user/recover', {
          username: 'taken@example.it',
          recaptchaToken: token,
        });
        expect(replay.statusCode).toBe(400);
        expect(replay.json()).toEqual(errors('WRONG_RECAPTCHA'));
      });

      it.each([
        ['"MD5"', 'MD5'],
        ['"none"', 'none'],
        ['123', 123],
        ['{}', {}],
      ])(
        'refuses a solved token whose algorithm is forged to %s with 400 WRONG_RECAPTCHA on register, recover and change-password, writing nothing',
        async (_label, algorithm) => {
          const { db } = server.app.database;
          const spent = async () =>
            Number(
              (
                await db
                  .selectFrom('spent_captcha_solutions')
                  .select((eb) => eb.fn.countAll().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            );
          const before = { ...(await counts()), spent: await spent() };
          const forged = async () => {
            // A genuine solution of a fresh challenge, only its algorithm changed.
            const payload = JSON.parse(
              Buffer.from(await captchaToken(server.app), 'base64').toString(),
            ) as Record<string, unknown>;
            return Buffer.from(JSON.stringify({ ...payload, algorithm })).toString('base64');
          };
          const calls: [string, Record<string, unknown>][] = [
            [
              '/api/user/register',
              await registration({ username: 'forged@example.it', recaptchaToken: await forged() }),
            ],
            ['/api/user/recover', { username: 'taken@example.it', recaptchaToken: await forged() }],
            [
              '/api/user/change-password',
              { code: 'a'.repeat(43), password: GOOD_PASSWORD, recaptchaToken: await forged() },
            ],
          ];
          for (const [url, payload] of calls) {
            const response = await post(url, payload);
            expect(response.statusCode, url).toBe(400);
            expect(response.json(), url).toEqual(errors('WRONG_RECAPTCHA'));
          }
          expect({ ...(await counts()), spent: await spent() }).toEqual(before);
        },
      );
    });

    describe('recover → change password', () => {
      it('answers 404 NO_MAIL_FOUND for an unknown e-mail', async () => {
        const response = await post('/api/user/recover', {
          username: 'ghost@example.it',
          recaptchaToken: await captchaToken(server.app),
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(errors('NO_MAIL_FOUND'));
      });

      it('e-mails a change-password link in the asked language, valid 2 hours', async () => {
        await seedAccount(server.app, { email: 'forgetful@example.it', name: 'Paola' });
        const before = Date.now();
        const response = await post('/api/user/recover', {
          username: 'Forgetful@example.it',
          recaptchaToken: await captchaToken(server.app),
          locale: 'en',
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ data: { done: true } });
        const mail = await lastMailTo(server.app, 'forgetful@example.it');
        expect(mail.subject).toBe('Choose a new password for Trattoria Prova');
        expect(mail.text).toContain('Hello Paola,');
        expect(mail.link).toMatch(/^https:\/\/trattoria\.example\/cambia-password\/[A-Za-z0-9_-]{43}$/);
        const row = await server.app.database.db
          .selectFrom('verification_codes')
          .select(['expires_at', 'purpose'])
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        expect(row.purpose).toBe('password_reset');
        const hours = (Date.parse(row.expires_at) - before) / 3600_000;
        expect(hours).toBeGreaterThan(1.99);
        expect(hours).toBeLessThan(2.01);
      });

      it('changes the password with the code, ends every session, and the code works once', async () => {
        const id = await seedAccount(server.app, { email: 'changer@example.it' });
        const a = await login(server.app, 'changer@example.it');
        const b = await login(server.app, 'changer@example.it');
        await post('/api/user/recover', {
          username: 'changer@example.it',
          recaptchaToken: await captchaToken(server.app),
        });
        const { code } = await lastMailTo(server.app, 'changer@example.it');

        const weak = await post('/api/user/change-password', {
          code,
          password: 'weakpass',
          recaptchaToken: await captchaToken(server.app),
        });
        expect(weak.statusCode).toBe(400);
        expect(weak.json()).toEqual(errors('WRONG_PASSWORD'));

        const response = await post('/api/user/change-password', {
          code,
          password: 'NewSecret456',
          recaptchaToken: await captchaToken(server.app),
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ data: { done: true } });
        for (const session of [a, b]) {
          expect((await renewToken(server.app, id, session.token)).statusCode).toBe(401);
        }
        expect(
          (await post('/api/login_check', { username: 'changer@example.it', password: GOOD_PASSWORD }))
            .statusCode,
        ).toBe(401);
        expect(
          (await post('/api/login_check', { username: 'changer@example.it', password: 'NewSecret456' }))
            .statusCode,
        ).toBe(200);

        const reuse = await post('/api/user/change-password', {
          code,
          password: 'Another789x',
          recaptchaToken: await captchaToken(server.app),
        });
        expect(reuse.statusCode).toBe(400);
        expect(reuse.json()).toEqual(errors('WRONG_CODE'));
      });

      it('makes older reset links useless once a new password is set', async () => {
        await seedAccount(server.app, { email: 'twice@example.it' });
        await post('/api/user/recover', {
          username: 'twice@example.it',
          recaptchaToken: await captchaToken(server.app),
        });
        const first = (await lastMailTo(server.app, 'twice@example.it')).code;
        await post('/api/user/recover', {
          username: 'twice@example.it',
          recaptchaToken: await captchaToken(server.app),
        });
        const second = (await lastMailTo(server.app, 'twice@example.it')).code;
        expect(
          (
            await post('/api/user/change-password', {
              code: second,
              password: 'NewSecret456',
              recaptchaToken: await captchaToken(server.app),
            })
          ).statusCode,
        ).toBe(200);
        const old = await post('/api/user/change-password', {
          code: first,
          password: 'Another789x',
          recaptchaToken: await captchaToken(server.app),
        });
        expect(old.json()).toEqual(errors('WRONG_CODE'));
      });

      it('refuses an expired reset code and an account-confirmation code with WRONG_CODE', async () => {
        await seedAccount(server.app, { email: 'slow@example.it' });
        await post('/api/user/recover', {
          username: 'slow@example.it',
          recaptchaToken: await captchaToken(server.app),
        });
        const { code } = await lastMailTo(server.app, 'slow@example.it');
        await server.app.database.db
          .updateTable('verification_codes')
          .set({ expires_at: new Date(Date.now() - 1).toISOString() })
          .where('purpose', '=', 'password_reset')
          .where('used_at', 'is', null)
          .execute();
        const expired = await post('/api/user/change-password', {
          code,
          password: 'NewSecret456',
          recaptchaToken: await captchaToken(server.app),
        });
        expect(expired.statusCode).toBe(400);
        expect(expired.json()).toEqual(errors('WRONG_CODE'));

        await post('/api/user/register', await registration({ username: 'wrongpurpose@example.it' }));
        const confirmation = (await lastMailTo(server.app, 'wrongpurpose@example.it')).code;
        const wrongPurpose = await post('/api/user/change-password', {
          code: confirmation,
          password: 'NewSecret456',
          recaptchaToken: await captchaToken(server.app),
        });
        expect(wrongPurpose.json()).toEqual(errors('WRONG_CODE'));
      });

      it('confirms a never-confirmed account: the reset code proves the mailbox', async () => {
        await seedAccount(server.app, { email: 'lost-mail@example.it', confirmed: false });
        await post('/api/user/recover', {
          username: 'lost-mail@example.it',
          recaptchaToken: await captchaToken(server.app),
        });
        const { code } = await lastMailTo(server.app, 'lost-mail@example.it');
        expect(
          (
            await post('/api/user/change-password', {
              code,
              password: 'NewSecret456',
              recaptchaToken: await captchaToken(server.app),
            })
          ).statusCode,
        ).toBe(200);
        expect(
          (await post('/api/login_check', { username: 'lost-mail@example.it', password: 'NewSecret456' }))
            .statusCode,
        ).toBe(200);
      });
    });
  },
  60_000,
);
