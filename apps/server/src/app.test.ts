import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from './plugins/zod-schemas.ts';
import { expectGenericError, JSON_TYPE, postRaw } from './test/inject.ts';
import { createTestApp } from './test/test-app.ts';
import type { TestApp } from './test/test-app.ts';
import { ensureWebBuild } from './test/web-build.ts';

let server: TestApp;

beforeAll(async () => {
  ensureWebBuild();
  server = await createTestApp();
  // Routes that exist only to exercise the error handler.
  const app = server.app.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/test/register',
    { schema: { body: z.object({ username: z.email({ error: 'WRONG_EMAIL' }), name: z.string() }) } },
    (request) => ({
      hello: request.body.name,
    }),
  );
  app.get('/api/test/explode', () => {
    throw new Error('SQLITE_ERROR: no such table: secret_things at /srv/app/db.ts:42');
  });
  app.get('/api/test/public', { schema: { response: { 200: z.object({ code: z.string() }) } } }, () => ({
    code: 'A1',
    secret: 'hidden',
  }));
});

afterAll(async () => {
  await server.close();
});

describe('GET /health', () => {
  it('answers ok after pinging the database', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('error envelope', () => {
  it('answers an unknown /api path with 404 NOT_FOUND, not a page', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ data: { errors: ['NOT_FOUND'] } });
  });

  it('answers an unrouted method with 404 NOT_FOUND', async () => {
    const response = await server.app.inject({ method: 'DELETE', url: '/somewhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ data: { errors: ['NOT_FOUND'] } });
  });

  it('answers a validation failure with 400 and the code the schema names', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test/register',
      payload: { username: 'not-an-email', name: 'Ada' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ data: { errors: ['WRONG_EMAIL'] } });
  });

  it('answers a validation failure without a spec code with 400 GENERIC_ERROR', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test/register',
      payload: { username: 'ada@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ data: { errors: ['GENERIC_ERROR'] } });
  });

  it('answers malformed JSON with 400 GENERIC_ERROR', async () => {
    expectGenericError(await postRaw(server.app, '/api/test/register', JSON_TYPE, '{"username":'), 400);
  });

  it('hides an unexpected failure behind 500 GENERIC_ERROR', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/test/explode' });
    expectGenericError(response, 500);
    expect(response.body).not.toMatch(/SQLITE|secret_things|db\.ts/);
  });

  it('passes a valid request through to the handler', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test/register',
      payload: { username: 'ada@example.com', name: 'Ada' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hello: 'Ada' });
  });

  it('sends only what a response schema declares', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/test/public' });
    expect(response.json()).toEqual({ code: 'A1' });
  });
});
