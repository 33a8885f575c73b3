import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startEnvelopeReceiver } from '../../../../e2e/support/envelope-receiver.ts';
import type { EnvelopeReceiver } from '../../../../e2e/support/envelope-receiver.ts';
import { bearer, login, seedAccount } from '../plugins/auth/test/account-test-app.ts';
import { startTestApp, TRATTORIA_FILE } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { startServerErrorReporting } from './server-reporter.ts';

// The server's error reports end to end (spec §7, docs/decisions/026): the real app with
// Sentry's Node SDK pointed at a local envelope receiver; a route that throws is reported
// with the business tags, the customer when the request carried a valid token, and
// neither the token nor the password of the request.

let receiver: EnvelopeReceiver;
let server: TestApp;
let trattoria: { id: number; idAttivita: number; name: string };

beforeAll(async () => {
  receiver = await startEnvelopeReceiver();
  const business = JSON.parse(await readFile(TRATTORIA_FILE, 'utf8')) as { anagraphic: typeof trattoria };
  trattoria = business.anagraphic;
  const reporter = await startServerErrorReporting({
    serverDsn: receiver.dsn(),
    browserDsn: undefined,
    environment: 'test',
    release: 'ordina@test',
  });
  server = await startTestApp({
    tempPrefix: 'ordina-error-reporting-test-',
    businessJson: JSON.stringify(business),
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
    build: { pages: false, errorReporter: reporter },
    prepare: async (app: FastifyInstance) => {
      app.post('/api/test/boom', (request) => {
        // A bug that quotes the request in its message: the report must still carry no secret.
        throw new Error(
          `could not save ${JSON.stringify(request.body)} (${request.headers.authorization ?? 'no token'})`,
        );
      });
      app.get('/api/test/refused', async (_request, reply) =>
        reply.status(400).send({ data: { errors: ['GENERIC_ERROR'] } }),
      );
      await app.ready();
    },
  });
});

afterAll(async () => {
  await server.close();
  await receiver.close();
});

describe('server error reports', () => {
  it('reports a 5xx with the business tags, the customer of a valid token, and no token or password', async () => {
    await seedAccount(server.app, { email: 'ada@example.com', name: 'Ada' });
    const { id, token } = await login(server.app, 'ada@example.com');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test/boom?token=url-secret&lang=it',
      headers: bearer(token),
      payload: { username: 'ada@example.com', password: 'Secret123' },
    });
    expect(response.statusCode).toBe(500);

    const event = await receiver.waitForEvent(
      (e) => e.exception?.values?.[0]?.value?.includes('could not save') === true,
    );
    expect(event.tags).toMatchObject({
      company_id: String(trattoria.id),
      activity_id: String(trattoria.idAttivita),
      activity_name: trattoria.name,
    });
    expect(event.user).toEqual({ id: String(id), email: 'ada@example.com', username: 'Ada Verdi' });
    expect(event.request).toMatchObject({ method: 'POST', url: '/api/test/boom?token=[REDACTED]&lang=it' });
    expect(event.environment).toBe('test');
    expect(event.release).toBe('ordina@test');
    const raw = receiver.envelopes.map((envelope) => envelope.raw).join('\n');
    expect(raw).not.toContain(token);
    expect(raw).not.toContain('Secret123');
    expect(raw).not.toContain('url-secret');
    expect(raw.toLowerCase()).not.toContain('authorization');
  });

  it('reports a request without a valid token without a customer', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/api/test/boom',
      headers: bearer('forged.token.value'),
      payload: { marker: 'anonymous' },
    });
    const event = await receiver.waitForEvent(
      (e) => e.exception?.values?.[0]?.value?.includes('anonymous') === true,
    );
    expect(event.user).toBeUndefined();
    expect(event.tags).toMatchObject({ company_id: String(trattoria.id) });
  });

  it('does not report a 4xx answer', async () => {
    const before = receiver.events().length;
    const refused = await server.app.inject({ method: 'GET', url: '/api/test/refused' });
    expect(refused.statusCode).toBe(400);
    // A later 5xx arrives: had the 4xx been reported, it would have arrived before it.
    await server.app.inject({ method: 'POST', url: '/api/test/boom', payload: { marker: 'after-refusal' } });
    await receiver.waitForEvent((e) => e.exception?.values?.[0]?.value?.includes('after-refusal') === true);
    expect(receiver.events().length).toBe(before + 1);
  });
});
