import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaToken, createAccountTestApp, GOOD_PASSWORD } from '../auth/test/account-test-app.ts';
import type { AccountTestApp } from '../auth/test/account-test-app.ts';
import { insertOutboxEmail } from '@ordina/db';
import { listenOnFreePort } from '@ordina/db/test/free-port';

/** A real SMTP server on 127.0.0.1 that keeps what it receives; `refuse` makes it reject every message. */
async function startSmtpServer() {
  const received: { from: string; to: string[]; raw: string; user: string | undefined }[] = [];
  /** The whole text of each message refused (read before refusing, as a server that fails after DATA does). */
  const refused: string[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse) {
          refused.push(Buffer.concat(chunks).toString('utf8'));
          callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
  });
  const port = await listenOnFreePort(server.server);
  return {
    port,
    received,
    refused,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable soft line breaks and escapes undone, so a link can be read from the raw message. */
/** The Message-ID header of a raw message. */
const messageIdOf = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];

function unfoldQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('MAILER=smtp against a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: AccountTestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await createAccountTestApp('sqlite', {
      MAILER: 'smtp',
      SMTP_URL: `smtp://mailer:secret@127.0.0.1:${smtp.port}/?ignoreTLS=true`,
      MAIL_FROM: 'Trattoria Prova <ordini@trattoria.example>',
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('delivers the confirmation e-mail, whose code then confirms the account through /api/user/verify', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        username: 'sara@example.it',
        name: 'Sara',
        lastname: 'Blu',
        phone: '+39 333 7654321',
        password: GOOD_PASSWORD,
        recaptchaToken: await captchaToken(server.app),
        locale: 'fr',
        privacyPolicy: true,
      },
    });
    expect(response.statusCode).toBe(201);
    await server.app.mailer.idle();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('ordini@trattoria.example');
    expect(mail?.to).toEqual(['sara@example.it']);
    expect(mail?.user).toBe('mailer');
    const raw = unfoldQuotedPrintable(mail?.raw ?? '');
    expect(raw).toContain('Subject: Confirmez votre compte Trattoria Prova');
    const code = /https:\/\/trattoria\.example\/\?verification_code=([A-Za-z0-9_-]{43})/.exec(raw)?.[1];
    expect(code).toBeDefined();

    const row = await server.app.database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', 'sara@example.it')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });

    const verified = await server.app.inject({ method: 'POST', url: '/api/user/verify', payload: { code } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<{ data: { email: string } }>().data.email).toBe('sara@example.it');
  });

  it('keeps a refused e-mail pending with the reason, and the retry delivers it later', async () => {
    smtp.state.refuse = true;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/recover',
      payload: { username: 'sara@example.it', recaptchaToken: await captchaToken(server.app), locale: 'it' },
    });
    // The customer is not told about our mail trouble: the request succeeded, the mail is queued.
    expect(response.statusCode).toBe(200);
    await server.app.mailer.idle();
    const failed = await server.app.database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.last_error).toContain('mailbox unavailable');
    const before = smtp.received.length;

    smtp.state.refuse = false;
    // Not yet due: the loop leaves mail younger than 30 s to the request that queued it.
    await server.app.mailer.retryPending(new Date());
    expect(smtp.received).toHaveLength(before);
    await server.app.mailer.retryPending(new Date(Date.now() + 60_000));
    expect(smtp.received).toHaveLength(before + 1);
    expect(unfoldQuotedPrintable(smtp.received.at(-1)?.raw ?? '')).toMatch(
      /https:\/\/trattoria\.example\/cambia-password\/[A-Za-z0-9_-]{43}/,
    );
    const sent = await server.app.database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('id', '=', failed.id)
      .executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    // Both attempts carried one Message-ID, the outbox row's own: a copy sent again is the same message.
    const firstAttempt = messageIdOf(smtp.refused.at(-1) ?? '');
    expect(firstAttempt).toMatch(new RegExp(`^<outbox\\.\\d+\\.${failed.id}\\.\\d+@[^>]+>$`));
    expect(messageIdOf(smtp.received.at(-1)?.raw ?? '')).toBe(firstAttempt);
    // Another message has its own.
    expect(messageIdOf(smtp.received[0]?.raw ?? '')).not.toBe(firstAttempt);

    // Sent mail is never sent twice.
    await server.app.mailer.retryPending(new Date(Date.now() + 120_000));
    expect(smtp.received).toHaveLength(before + 1);
  });

  it('sends a whole backlog in one round of the retry loop, more than one page of it (after a crash or an outage)', async () => {
    const queued = new Date(Date.now() - 60_000);
    const ids: number[] = [];
    for (let i = 0; i < 60; i += 1)
      ids.push(
        await insertOutboxEmail(server.app.database.db, {
          businessId: server.app.businessId,
          recipient: `backlog-${i}@example.it`,
          subject: 'Backlog',
          bodyText: 'Backlog',
          bodyHtml: null,
          now: queued,
        }),
      );
    const before = smtp.received.length;
    await server.app.mailer.retryPending(new Date());
    expect(smtp.received.length - before).toBe(60);
    const left = await server.app.database.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('id', 'in', ids)
      .where('status', '!=', 'sent')
      .execute();
    expect(left).toEqual([]);
  });
}, 30_000);
