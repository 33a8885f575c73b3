import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, operationRoute } from '@ordina/contracts';
import type { EndpointKey, ErrorCode } from '@ordina/contracts';
import { registerEndpoint, routesOnlyFromEndpoints } from './endpoints.ts';
import { ApiError } from './errors.ts';
import errorHandler from './plugins/error-handler.ts';
import type { ErrorHandlerOptions } from './plugins/error-handler.ts';
import zodSchemas from './plugins/zod-schemas.ts';
import { createAccountTestApp } from './plugins/auth/test/account-test-app.ts';
import type { AccountTestApp } from './plugins/auth/test/account-test-app.ts';

/** A bare app with the server's error handler and zod schemas, to which a test adds routes. */
async function bareApp(
  options: ErrorHandlerOptions,
  add: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  // What the error-reporting plugin decorates when reporting is off (the error handler needs it).
  app.decorate('reportServerError', () => undefined);
  await app.register(errorHandler, options);
  await app.register(zodSchemas);
  add(app);
  await app.ready();
  return app;
}

const CHALLENGE = 'GET /api/captcha/challenge';

describe('the whole server', () => {
  let server: AccountTestApp;
  beforeAll(async () => {
    server = await createAccountTestApp('sqlite');
  });
  afterAll(async () => server.close());

  it.each(Object.keys(endpoints) as EndpointKey[])('registers %s from its entry', (key) => {
    const { method, path } = operationRoute(key);
    expect(server.app.hasRoute({ method, url: path })).toBe(true);
  });
});

describe('registerEndpoint', () => {
  it('serialises through the response schema: an answer outside the contract is a 500, not a reply', async () => {
    const app = await bareApp({ undeclaredCodes: 'refuse' }, (scope) =>
      registerEndpoint(
        scope,
        CHALLENGE,
        {},
        () => Promise.resolve({ data: { provider: 'carrier-pigeon' } }) as never,
      ),
    );
    const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ data: { errors: ['GENERIC_ERROR'] } });
  });

  it('validates the request with the entry’s schemas (the contract’s codes)', async () => {
    const app = await bareApp({ undeclaredCodes: 'refuse' }, (scope) =>
      registerEndpoint(scope, 'POST /api/user/verify', {}, () => {
        throw new ApiError(400, 'WRONG_CODE');
      }),
    );
    const blank = await app.inject({ method: 'POST', url: '/api/user/verify', payload: { code: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ data: { errors: ['WRONG_CODE'] } });
  });

  /** What GET /api/captcha/challenge answers when its handler refuses with `code`. */
  async function challengeRefusing(status: number, code: ErrorCode, undeclaredCodes: 'refuse' | 'log') {
    const app = await bareApp({ undeclaredCodes }, (scope) =>
      registerEndpoint(scope, CHALLENGE, {}, () => {
        throw new ApiError(status, code);
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    return { status: response.statusCode, body: response.json<unknown>() };
  }

  it('refuses, in tests, an error code its entry does not declare, and only logs it otherwise', async () => {
    expect(await challengeRefusing(404, 'NO_MAIL_FOUND', 'refuse')).toEqual({
      status: 500,
      body: { data: { errors: ['GENERIC_ERROR'] } },
    });
    expect(await challengeRefusing(404, 'NO_MAIL_FOUND', 'log')).toEqual({
      status: 404,
      body: { data: { errors: ['NO_MAIL_FOUND'] } },
    });
  });

  it('lets every endpoint answer the codes any call may answer', async () => {
    expect(await challengeRefusing(429, 'TOO_MANY_REQUESTS', 'refuse')).toEqual({
      status: 429,
      body: { data: { errors: ['TOO_MANY_REQUESTS'] } },
    });
  });

  it('registers under a scope whose prefix leads to the path, and refuses any other scope', async () => {
    const app = Fastify({ logger: false });
    await app.register(zodSchemas);
    await app.register(
      (scope, _options, done) => {
        registerEndpoint(scope, CHALLENGE, {}, () =>
          Promise.resolve({ data: { provider: 'recaptcha' as const, challenge: null, siteKey: 'k' } }),
        );
        done();
      },
      { prefix: '/api/captcha' },
    );
    expect(app.hasRoute({ method: 'GET', url: '/api/captcha/challenge' })).toBe(true);
    const wrong = Fastify({ logger: false });
    await expect(
      wrong.register(
        // A promise, not the `done` callback: the throw then fails the registration instead of the process.
        (scope) =>
          Promise.resolve().then(() => {
            registerEndpoint(scope, CHALLENGE, {}, () =>
              Promise.resolve({ data: { provider: 'recaptcha' as const, challenge: null, siteKey: 'k' } }),
            );
          }),
        { prefix: '/api/user' },
      ),
    ).rejects.toThrow('GET /api/captcha/challenge cannot be registered in the scope /api/user');
  });
});

describe('routesOnlyFromEndpoints', () => {
  it('stops the server when a route of the scope is not registered from the endpoint table', async () => {
    const app = Fastify({ logger: false });
    await expect(
      app.register(
        (scope) =>
          Promise.resolve().then(() => {
            routesOnlyFromEndpoints(scope);
            scope.get('/handmade', () => ({ data: {} }));
          }),
        { prefix: '/api' },
      ),
    ).rejects.toThrow('GET /api/handmade: register this route from the endpoint table');
  });

  it('lets the excepted catch-all and table routes through', async () => {
    const app = Fastify({ logger: false });
    await app.register(zodSchemas);
    await app.register(
      (scope, _options, done) => {
        routesOnlyFromEndpoints(scope, { except: '/api/*' });
        registerEndpoint(scope, CHALLENGE, {}, () =>
          Promise.resolve({ data: { provider: 'recaptcha' as const, challenge: null, siteKey: 'k' } }),
        );
        scope.all('/*', () => ({}));
        done();
      },
      { prefix: '/api' },
    );
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/api/captcha/challenge' })).toBe(true);
  });
});
