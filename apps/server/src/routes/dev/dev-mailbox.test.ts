import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOutboxEmail, insertOutboxMessage } from '@ordina/db';
import {
  captchaToken,
  createAccountTestApp,
  GOOD_PASSWORD,
} from '../../plugins/auth/test/account-test-app.ts';
import type { AccountTestApp } from '../../plugins/auth/test/account-test-app.ts';

describe('dev mailbox with DEV_MAILBOX=true', () => {
  let server: AccountTestApp;
  beforeAll(async () => {
    server = await createAccountTestApp('sqlite', { DEV_MAILBOX: 'true' });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        username: 'first@example.it',
        name: 'First',
        lastname: 'Rossi',
        phone: '+39 333 1234567',
        password: GOOD_PASSWORD,
        recaptchaToken: await captchaToken(server.app),
        locale: 'en',
        privacyPolicy: true,
      },
    });
    expect(response.statusCode).toBe(201);
    // Registration no longer takes markup in a name; the page must escape whatever the outbox holds all the same.
    await insertOutboxEmail(server.app.database.db, {
      businessId: server.app.businessId,
      recipient: 'second@example.it',
      subject: 'Hello <b>there</b>',
      bodyText: 'Hello <script>alert(1)</script>,',
      bodyHtml: null,
      now: new Date(),
    });
  });
  afterAll(() => server.close());

  it('shows SMS kept in the outbox (SMS=outbox) beside the e-mails, with their link', async () => {
    const sms =
      'Trattoria Prova: conferma il tuo ordine ABC entro 30 minuti: https://trattoria.example/ordine/convalida/xyz';
    const id = await insertOutboxMessage(
      server.app.database.db,
      server.app.businessId,
      { channel: 'sms', recipient: '+393331234567', bodyText: sms },
      new Date(),
    );
    try {
      const { messages } = (await server.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json<{
        data: { messages: { channel: string; to: string; links: string[] }[] };
      }>().data;
      expect(messages[0]).toMatchObject({
        channel: 'sms',
        to: '+393331234567',
        links: ['https://trattoria.example/ordine/convalida/xyz'],
      });
      expect((await server.app.inject({ method: 'GET', url: '/dev/mailbox' })).body).toContain(
        '<h2>SMS</h2>',
      );
    } finally {
      await server.app.database.db.deleteFrom('outbox_messages').where('id', '=', id).execute();
    }
  });

  it('lists the e-mails as JSON, newest first, with their links', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json<{
      data: { messages: { to: string; subject: string; links: string[]; status: string }[] };
    }>().data;
    expect(messages.map((m) => m.to)).toEqual(['second@example.it', 'first@example.it']);
    expect(messages[1]?.subject).toBe('Confirm your Trattoria Prova account');
    expect(messages[1]?.links).toHaveLength(1);
    expect(messages[1]?.links[0]).toMatch(/^https:\/\/trattoria\.example\/\?verification_code=/);
  });

  it('shows them as an HTML page with everything escaped and its style under the page’s CSP nonce', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(response.body).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
    expect(response.body.indexOf('second@example.it')).toBeLessThan(
      response.body.indexOf('first@example.it'),
    );
    const nonce = /<style nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(nonce).toBeDefined();
    expect(response.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce ?? ''}'`);
  });
});

describe('dev mailbox: only for a direct local connection', () => {
  let server: AccountTestApp;
  beforeAll(async () => {
    server = await createAccountTestApp('sqlite', { DEV_MAILBOX: 'true' });
  });
  afterAll(() => server.close());

  interface Caller {
    remoteAddress?: string;
    headers?: Record<string, string>;
  }
  const get = (url: string, caller: Caller) => server.app.inject({ method: 'GET', url, ...caller });

  it.each(['/dev/mailbox', '/dev/mailbox.json'])(
    '%s answers a loopback peer (IPv4, IPv6, IPv4-mapped)',
    async (url) => {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await get(url, { remoteAddress })).statusCode, remoteAddress).toBe(200);
      }
    },
  );

  it.each(['/dev/mailbox', '/dev/mailbox.json'])(
    '%s is 404 NOT_FOUND from another machine and through a proxy on this one',
    async (url) => {
      const attempts: Caller[] = [
        { remoteAddress: '192.168.1.20' },
        { remoteAddress: '203.0.113.9' },
        { headers: { 'x-forwarded-for': '203.0.113.9' } },
        { headers: { forwarded: 'for=203.0.113.9' } },
        { headers: { 'x-real-ip': '203.0.113.9' } },
        { headers: { 'x-forwarded-host': 'ordina.example' } },
      ];
      for (const attempt of attempts) {
        const response = await get(url, attempt);
        expect(response.statusCode, JSON.stringify(attempt)).toBe(404);
        expect(response.json(), JSON.stringify(attempt)).toEqual({ data: { errors: ['NOT_FOUND'] } });
      }
    },
  );
});

describe('dev mailbox without DEV_MAILBOX', () => {
  let server: AccountTestApp;
  beforeAll(async () => {
    server = await createAccountTestApp('sqlite');
  });
  afterAll(() => server.close());

  it.each(['/dev/mailbox', '/dev/mailbox.json'])('%s is 404', async (url) => {
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
