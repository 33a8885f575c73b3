import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, seedAccount } from '../auth/test/account-test-app.ts';
import type { AccountTestApp } from '../auth/test/account-test-app.ts';
import { listenOnFreePort } from '@ordina/db/test/free-port';

/** A stand-in for Google's siteverify on 127.0.0.1: answers by token, records what it was asked. */
async function startSiteverify() {
  const asked: Record<string, string>[] = [];
  const answers: Record<string, unknown> = {
    human: { success: true, score: 0.9, action: 'submit' },
    borderline: { success: true, score: 0.5 },
    bot: { success: true, score: 0.1 },
    invalid: { success: false, 'error-codes': ['invalid-input-response'] },
  };
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
  };
  const server: Server = createServer((request, response) => {
    void read(request).then((form) => {
      asked.push({
        ...form,
        contentType: request.headers['content-type'] ?? '',
        method: request.method ?? '',
      });
      if (form.response === 'outage') {
        response.writeHead(500).end();
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(answers[form.response ?? ''] ?? { success: false }));
    });
  });
  const port = await listenOnFreePort(server);
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('CAPTCHA=recaptcha (v3) against a local siteverify', () => {
  let siteverify: Awaited<ReturnType<typeof startSiteverify>>;
  let server: AccountTestApp;

  beforeAll(async () => {
    siteverify = await startSiteverify();
    server = await createAccountTestApp('sqlite', {
      CAPTCHA: 'recaptcha',
      RECAPTCHA_SECRET: 'server-side-secret',
      RECAPTCHA_SITE_KEY: 'public-site-key',
      RECAPTCHA_VERIFY_URL: siteverify.url,
    });
    await seedAccount(server.app, { email: 'known@example.com' });
  });
  afterAll(async () => {
    await server.close();
    await siteverify.close();
  });

  const recover = (recaptchaToken: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/user/recover',
      payload: { username: 'known@example.com', recaptchaToken },
    });

  it('tells the browser the site key instead of a challenge', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.json()).toEqual({
      data: { provider: 'recaptcha', challenge: null, siteKey: 'public-site-key' },
    });
  });

  it('accepts a token scored 0.5 or more, posting the secret, the token and the client IP as a form', async () => {
    expect((await recover('human')).statusCode).toBe(200);
    expect((await recover('borderline')).statusCode).toBe(200);
    expect(siteverify.asked.at(-1)).toEqual({
      secret: 'server-side-secret',
      response: 'borderline',
      remoteip: '127.0.0.1',
      contentType: 'application/x-www-form-urlencoded',
      method: 'POST',
    });
  });

  it('refuses a low score and a token Google rejects with 400 WRONG_RECAPTCHA', async () => {
    for (const token of ['bot', 'invalid']) {
      const response = await recover(token);
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toEqual({ data: { errors: ['WRONG_RECAPTCHA'] } });
    }
  });

  it('answers 503 GENERIC_ERROR when siteverify fails (our outage, not the customer’s mistake)', async () => {
    const response = await recover('outage');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ data: { errors: ['GENERIC_ERROR'] } });
  });
});
