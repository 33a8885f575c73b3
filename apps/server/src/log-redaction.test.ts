import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, captchaToken, GOOD_PASSWORD, lastMailTo } from './plugins/auth/test/account-test-app.ts';
import { createTestApp } from './test/test-app.ts';
import type { TestApp } from './test/test-app.ts';
import { ensureWebBuild } from './test/web-build.ts';

// The account journey (register, confirm, log in, renew, recover, change the
// password) through the real app with its log captured at the most verbose
// level: no e-mailed code, token or password may appear in it. The codes
// stay valid for hours; a log is read by more people than the mailbox.

const NEW_PASSWORD = 'Changed456';

describe('the log of the account journey', () => {
  let server: TestApp;
  const lines: string[] = [];
  const secrets: Record<string, string> = {};

  beforeAll(async () => {
    ensureWebBuild();
    server = await createTestApp({
      env: {
        LOG_LEVEL: 'trace',
        PUBLIC_URL: 'https://trattoria.example',
        ALTCHA_MAX_NUMBER: '1000',
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      },
      logStream: { write: (line: string) => void lines.push(line) },
    });
    const { app } = server;
    const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload, headers });
    const page = async (url: string) =>
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBeLessThan(500);

    const email = 'giulia@example.it';
    expect(
      (
        await post('/api/user/register', {
          username: email,
          name: 'Giulia',
          lastname: 'Verdi',
          phone: '333 1234567',
          password: GOOD_PASSWORD,
          recaptchaToken: await captchaToken(app),
          locale: 'it',
          privacyPolicy: true,
        })
      ).statusCode,
    ).toBe(201);
    secrets.confirmationCode = (await lastMailTo(app, email)).code;
    // The e-mail link as the browser opens it, and React Router's data request for it.
    await page(`/?verification_code=${secrets.confirmationCode}`);
    await page(`/_root.data?verification_code=${secrets.confirmationCode}`);
    const verified = await post('/api/user/verify', { code: secrets.confirmationCode });
    expect(verified.statusCode).toBe(200);
    const { id, token } = verified.json<{ data: { id: number; token: string } }>().data;
    secrets.verifyToken = token;

    const login = await post('/api/login_check', { username: email, password: GOOD_PASSWORD });
    expect(login.statusCode).toBe(200);
    secrets.loginToken = login.json<{ data: { token: string } }>().data.token;
    const renewed = await post(`/api/secured/user/${id}/token`, {}, bearer(secrets.loginToken));
    expect(renewed.statusCode).toBe(200);
    secrets.renewedToken = renewed.json<{ data: { token: string } }>().data.token;
    // The route guard's return with a token in the query (spec §2).
    await page(`/area-personale/il-mio-account?token=${secrets.renewedToken}`);

    expect(
      (await post('/api/user/recover', { username: email, recaptchaToken: await captchaToken(app) }))
        .statusCode,
    ).toBe(200);
    secrets.resetCode = (await lastMailTo(app, email)).code;
    await page(`/cambia-password/${secrets.resetCode}`);
    await page(`/cambia-password/${secrets.resetCode}.data`);
    const changed = await post('/api/user/change-password', {
      code: secrets.resetCode,
      password: NEW_PASSWORD,
      recaptchaToken: await captchaToken(app),
    });
    expect(changed.statusCode).toBe(200);
    // A wrong password is logged as a refusal, never with the password.
    expect((await post('/api/login_check', { username: email, password: 'Wrong9999' })).statusCode).toBe(401);
  });
  afterAll(() => server.close());

  it('logs every request of the journey, with the secrets of the URLs redacted', () => {
    const urls = lines
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter((url) => url !== undefined);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/?verification_code=[REDACTED]',
        '/_root.data?verification_code=[REDACTED]',
        '/area-personale/il-mio-account?token=[REDACTED]',
        '/cambia-password/[REDACTED]',
        '/cambia-password/[REDACTED].data',
        '/api/user/change-password',
      ]),
    );
  });

  it('holds no e-mailed code, token or password', () => {
    const log = lines.join('');
    expect(Object.keys(secrets)).toEqual([
      'confirmationCode',
      'verifyToken',
      'loginToken',
      'renewedToken',
      'resetCode',
    ]);
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(20);
      expect(log.includes(secret), `${name} is in the log`).toBe(false);
      // A JWT's signature alone would do for a forger's replay.
      const signature = secret.split('.')[2];
      if (signature !== undefined)
        expect(log.includes(signature), `${name}'s signature is in the log`).toBe(false);
    }
    for (const password of [GOOD_PASSWORD, NEW_PASSWORD, 'Wrong9999'])
      expect(log.includes(password), password).toBe(false);
    expect(log.toLowerCase()).not.toContain('bearer ');
  });
});

// Issue 31 item 13: a page address with a secret, asked with a method the page has no answer for. React Router
// answered 405 and the server logged its message, which quotes the whole path, at error level.
describe('the log of a wrong method at a page address that carries a secret', () => {
  let server: TestApp;
  const lines: string[] = [];
  const secret = 'Zs3cr3tC0de-fromTheMail_0123456789abcdef';
  const urls = [
    `/cambia-password/${secret}`,
    `/ordine/inviato/42/${secret}`,
    `/ordine/convalida/${secret}`,
    `/cambia-password/${secret}.data`,
  ];
  const answers: number[] = [];

  beforeAll(async () => {
    ensureWebBuild();
    server = await createTestApp({
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line: string) => void lines.push(line) },
    });
    for (const url of urls) {
      answers.push(
        (
          await server.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'a=1',
          })
        ).statusCode,
      );
      answers.push((await server.app.inject({ method: 'PUT', url })).statusCode);
    }
  });
  afterAll(() => server.close());

  it('is answered as the client’s mistake (4xx)', () => {
    expect(
      answers.every((status) => status >= 400 && status < 500),
      answers.join(),
    ).toBe(true);
    expect(answers).toContain(405);
  });

  it('holds the secret on no line, whatever wrote it', () => {
    expect(lines.length).toBeGreaterThan(urls.length);
    for (const line of lines) expect(line.includes(secret), line).toBe(false);
    expect(lines.join('')).toContain('/cambia-password/[REDACTED]');
  });

  it('logs the refusal at info, never as an error of ours', () => {
    const entries = lines.map(
      (line) => JSON.parse(line) as { level: number; msg?: string; statusCode?: number },
    );
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(
      entries.some(
        (entry) => entry.msg === 'page request refused' && entry.statusCode === 405 && entry.level === 30,
      ),
    ).toBe(true);
  });
});
