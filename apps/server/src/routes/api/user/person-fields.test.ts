import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import {
  accountRowCounts,
  captchaToken,
  useAccountTestApp,
  GOOD_PASSWORD,
  lastMailTo,
  registrationBody,
  seedAccount,
} from '../../../plugins/auth/test/account-test-app.ts';

/*
 * Issue 7, items 1 and 2, as an outside probe sent them: what a stranger can
 * put into registration. Every refusal is a 400 with the field's code and
 * leaves no account, no e-mail code and no e-mail behind.
 */

/** The name of the probe: the restaurant's confirmation e-mail carried these lines and this link. */
const INJECTED_NAME = 'Mario,\n\nYour refund is ready: https://evil.example/refund\n\nIgnore below.\n';

describe.each(TEST_DIALECTS)('registration refuses what is not a person’s data, on %s', (dialect) => {
  const server = useAccountTestApp(dialect);
  let registrations = 0;

  const register = async (overrides: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: await registrationBody(server.app, `person-${++registrations}@example.it`, overrides),
    });
  const counts = () => accountRowCounts(server.app);

  it('refuses the probe’s name (lines and a link for the victim’s confirmation e-mail) with 400 WRONG_NAME and writes nothing', async () => {
    const before = await counts();
    const response = await register({ username: 'victim@example.it', name: INJECTED_NAME });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ data: { errors: ['WRONG_NAME'] } });
    expect(await counts()).toEqual(before);
    expect(
      await server.app.database.db
        .selectFrom('outbox_messages')
        .select('id')
        .where('recipient', '=', 'victim@example.it')
        .execute(),
    ).toEqual([]);
  });

  it.each([
    ['a link on one line', 'Mario https://evil.example/refund'],
    ['a bare domain a mail client would link', 'Mario evil.example'],
    ['a web address', 'www.evil.it'],
    ['an e-mail address', 'mario@evil.it'],
    ['a tab', 'Mario\tRossi'],
    ['a line separator', 'Mario\u2028Refund'],
    ['a NUL (PostgreSQL refuses it in text)', 'Mario\u0000'],
    ['an escape sequence', 'Mario\u001b[31m'],
    ['a right-to-left override ("Mario live.example" read backwards)', 'Mario \u202Eelpmaxe.evil'],
    ['a bidi isolate', 'Mario\u2066Rossi\u2069'],
    ['a lone surrogate (not text)', 'Mario\uD83D'],
    ['digits', 'Mario 2'],
    ['101 letters', 'a'.repeat(101)],
  ])(
    'refuses a first name with %s (400 WRONG_NAME), a last name alike (WRONG_LASTNAME), writing nothing',
    async (_label, text) => {
      const before = await counts();
      const asName = await register({ name: text });
      expect(asName.statusCode).toBe(400);
      expect(asName.json()).toEqual({ data: { errors: ['WRONG_NAME'] } });
      const asLastname = await register({ lastname: text });
      expect(asLastname.statusCode).toBe(400);
      expect(asLastname.json()).toEqual({ data: { errors: ['WRONG_LASTNAME'] } });
      expect(await counts()).toEqual(before);
    },
  );

  it('takes names of any alphabet with apostrophes, hyphens and initials, stored trimmed, and greets by name in one line', async () => {
    const response = await register({
      username: 'zoe@example.it',
      name: '  Zoë-Anne J. ',
      lastname: 'D’Angelo Gal·la',
    });
    expect(response.statusCode).toBe(201);
    const user = await server.app.database.db
      .selectFrom('users')
      .select(['name', 'lastname'])
      .where('email', '=', 'zoe@example.it')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ name: 'Zoë-Anne J.', lastname: 'D’Angelo Gal·la' });
    const mail = await lastMailTo(server.app, 'zoe@example.it');
    expect(mail.text.split('\n')[0]).toBe('Ciao Zoë-Anne J.,');
    // The only link of the e-mail is the business's own.
    expect(mail.text.match(/https?:\/\//g)).toHaveLength(1);
    expect(mail.link).toMatch(/^https:\/\/trattoria\.example\/\?verification_code=/);
  });

  it('e-mails an account stored before the rule (the probe’s name) without its name: no extra line, no foreign link', async () => {
    await seedAccount(server.app, { email: 'legacy@example.it', name: INJECTED_NAME });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/recover',
      payload: {
        username: 'legacy@example.it',
        recaptchaToken: await captchaToken(server.app),
        locale: 'en',
      },
    });
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo(server.app, 'legacy@example.it');
    expect(mail.text.split('\n')[0]).toBe('Hello,');
    expect(mail.text).not.toContain('evil');
    expect(mail.html).not.toContain('evil');
    expect(mail.link).toMatch(/^https:\/\/trattoria\.example\/cambia-password\//);
  });

  it.each([
    // The placeholder a deleted account used to take: registering it first blocked that customer's deletion.
    'deleted-42@anonymised.invalid',
    'someone@example.com',
    'someone@mail.example.org',
    'someone@EXAMPLE.NET.',
    'someone@shop.example',
    'someone@x.test',
    'someone@host.localhost',
    'someone@printer.local',
    'someone@home.arpa',
    'someone@hidden.onion',
  ])(
    'refuses an address at a reserved special-use domain, %s, with 400 WRONG_EMAIL and writes nothing',
    async (username) => {
      const before = await counts();
      const response = await register({ username });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ data: { errors: ['WRONG_EMAIL'] } });
      expect(await counts()).toEqual(before);
    },
  );

  it.each([
    ['a NUL', 'mario\u0000@example.it'],
    ['a bidi override', 'mario\u202E@example.it'],
    ['a lone surrogate', 'mario\uD800@example.it'],
    // Issue 31 item 12: a display name, a comment, markup or a quoted part; each is delivered to the bare address inside.
    ['a display name', 'Mario <mario@example.it>'],
    ['a display name without a space', 'first<mario@example.it>'],
    ['a comment', 'x(c)mario@example.it'],
    ['markup', 'x<svg/onload=alert(1)>n@example.it'],
    ['a quoted part', '"mario"@example.it'],
    ['a second address', 'mario@example.it,other@example.it'],
  ])(
    'answers 400 WRONG_EMAIL, never a 500, for an e-mail with %s at register, login, recovery and a new confirmation e-mail',
    async (_label, username) => {
      await seedAccount(server.app, { email: `known-${++registrations}@example.it` });
      const before = await counts();
      const calls = [
        await register({ username }),
        await server.app.inject({
          method: 'POST',
          url: '/api/login_check',
          payload: { username, password: GOOD_PASSWORD },
        }),
        await server.app.inject({
          method: 'POST',
          url: '/api/user/recover',
          payload: { username, recaptchaToken: await captchaToken(server.app) },
        }),
        await server.app.inject({
          method: 'POST',
          url: '/api/user/resend-verification',
          payload: { username, recaptchaToken: await captchaToken(server.app) },
        }),
      ];
      for (const response of calls) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ data: { errors: ['WRONG_EMAIL'] } });
      }
      expect(await counts()).toEqual(before);
    },
  );
});
