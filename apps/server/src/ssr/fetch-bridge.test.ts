import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.ts';

const app = Fastify();

beforeAll(async () => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    handler: async (request, reply) => {
      const fetchRequest = toFetchRequest(request, reply, 'https://shop.example');
      const echo = {
        url: fetchRequest.url,
        method: fetchRequest.method,
        accept: fetchRequest.headers.get('accept'),
        body: fetchRequest.body ? await fetchRequest.text() : null,
      };
      const headers = new Headers([
        ['content-type', 'application/json'],
        ['set-cookie', 'a=1; Path=/'],
        ['set-cookie', 'b=2; Path=/'],
        ['x-page', 'yes'],
      ]);
      return sendFetchResponse(reply, new Response(JSON.stringify(echo), { status: 201, headers }));
    },
  });
  await app.ready();
});

afterAll(() => app.close());

describe('fetch bridge', () => {
  it('gives React Router the public URL, method and headers of the request', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/categorie/pizze?x=1',
      headers: { accept: 'text/html' },
    });
    expect(response.json()).toEqual({
      url: 'https://shop.example/categorie/pizze?x=1',
      method: 'GET',
      accept: 'text/html',
      body: null,
    });
  });

  it('keeps a path that looks like another host on the public origin', async () => {
    const response = await app.inject({ method: 'GET', url: '//evil.example/steal' });
    expect(response.json<{ url: string }>().url).toBe('https://shop.example//evil.example/steal');
  });

  it('passes on the body Fastify read', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/lingua',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'locale=en&redirectTo=%2F',
    });
    expect(response.json()).toMatchObject({ method: 'POST', body: 'locale=en&redirectTo=%2F' });
  });

  it('sends status, headers and every Set-Cookie separately', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['x-page']).toBe('yes');
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });
});
