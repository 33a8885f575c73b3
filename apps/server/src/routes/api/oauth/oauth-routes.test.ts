import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readTrattoria } from '../../../test/test-app.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { listenOnFreePort } from '@ordina/db/test/free-port';

/*
 * The whole sign-in round trip against real local servers speaking the
 * providers' protocols: an OpenID provider (oauth2-mock-server: discovery,
 * /authorize with PKCE, /token, signed ID tokens) for Google, and a small
 * server speaking Facebook's dialog and Graph endpoints.
 */

const GOOGLE_CLIENT_ID = 'ordina-test.apps.example';
const FACEBOOK_APP_ID = '1234567890';
const FACEBOOK_SECRET = 'fb-app-secret';

interface Person {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/** A Facebook stand-in: the dialog sends the browser back with a code; Graph trades it (checking our secret) and answers /me (checking appsecret_proof). */
function facebookStandIn(me: () => Record<string, string>) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/dialog/oauth') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      if (url.searchParams.get('client_id') !== FACEBOOK_APP_ID) return json(400, { error: 'bad client' });
      back.searchParams.set('code', 'fb-code');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return res.writeHead(302, { location: back.toString() }).end();
    }
    if (url.pathname === '/graph/oauth/access_token') {
      const ok =
        url.searchParams.get('client_secret') === FACEBOOK_SECRET &&
        url.searchParams.get('code') === 'fb-code' &&
        url.searchParams.get('redirect_uri')?.endsWith('/api/oauth/facebook/callback');
      return ok
        ? json(200, { access_token: 'fb-access', token_type: 'bearer' })
        : json(400, { error: { message: 'Invalid verification code format.' } });
    }
    if (url.pathname === '/graph/me') {
      const proof = createHmac('sha256', FACEBOOK_SECRET).update('fb-access').digest('hex');
      const ok =
        req.headers.authorization === 'Bearer fb-access' && url.searchParams.get('appsecret_proof') === proof;
      return ok ? json(200, me()) : json(400, { error: { message: 'Invalid appsecret_proof' } });
    }
    json(404, {});
  });
  return server;
}

describe('sign-in with Google and Facebook (routes, against local providers)', () => {
  const google = new OAuth2Server();
  let person: Person = { sub: 'g-1' };
  let facebookMe: Record<string, string> = {};
  let facebook: Server;
  let test: TestApp;

  beforeAll(async () => {
    await google.issuer.keys.generate('RS256');
    await google.start(0, '127.0.0.1');
    google.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) =>
      Object.assign(token.payload, person),
    );
    facebook = facebookStandIn(() => facebookMe);
    const fb = `http://127.0.0.1:${await listenOnFreePort(facebook)}`;
    const business = await readTrattoria();
    business.social_login = { google_client_id: GOOGLE_CLIENT_ID, facebook_app_id: FACEBOOK_APP_ID };
    test = await createTestApp({
      business,
      env: {
        OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
        OAUTH_GOOGLE_ISSUER: google.issuer.url ?? '',
        OAUTH_FACEBOOK_APP_SECRET: FACEBOOK_SECRET,
        OAUTH_FACEBOOK_DIALOG_URL: `${fb}/dialog/oauth`,
        OAUTH_FACEBOOK_GRAPH_URL: `${fb}/graph`,
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await google.stop();
    await new Promise((done) => facebook.close(done));
  });

  /** Starts a sign-in, lets the provider answer (following its redirect), and delivers its answer to our callback; returns where we land. */
  async function roundTrip(
    provider: 'google' | 'facebook',
    options: { cookie?: (cookie: string) => string; callback?: (url: URL) => void } = {},
  ) {
    const start = await test.app.inject({ method: 'GET', url: `/api/oauth/${provider}` });
    expect(start.statusCode).toBe(303);
    const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.headers.get('location') ?? '');
    expect(back.pathname).toBe(`/api/oauth/${provider}/callback`);
    options.callback?.(back);
    const landed = await test.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: options.cookie ? options.cookie(cookie) : cookie },
    });
    expect(landed.statusCode).toBe(303);
    expect(landed.headers['cache-control']).toBe('no-store');
    return new URL(String(landed.headers.location), 'http://storefront');
  }

  const session = (token: string) =>
    test.app.inject({ method: 'POST', url: '/api/oauth/session', payload: { token } });

  it('points /connect/{provider} at our sign-in start when a provider is on', async () => {
    const storefront = await test.app.storefronts.get(test.app.businessKey);
    expect(storefront.configuration.routes).toMatchObject({
      oauth_google: '/api/oauth/google',
      oauth_facebook: '/api/oauth/facebook',
    });
  });

  it('Google: starts with state and PKCE in a signed, HttpOnly cookie, and lands a new person on home with a one-time token traded for a session', async () => {
    const start = await test.app.inject({ method: 'GET', url: '/api/oauth/google' });
    const target = new URL(String(start.headers.location));
    expect(target.origin).toBe(google.issuer.url);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: GOOGLE_CLIENT_ID,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(String(start.headers['set-cookie'])).toMatch(
      /^ordina_oauth=[\w-]+\.[\w-]+; Path=\/api\/oauth; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );

    person = {
      sub: 'g-new',
      email: 'nuovo.cliente@example.com',
      email_verified: true,
      given_name: 'Nuovo',
      family_name: 'Cliente',
    };
    const landed = await roundTrip('google');
    expect(landed.pathname).toBe('/');
    const token = landed.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    const answer = await session(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      data: {
        email: 'nuovo.cliente@example.com',
        name: 'Nuovo',
        lastname: 'Cliente',
        privacy_policy_accepted: false,
      },
    });
    expect(answer.json<{ data: { token: string } }>().data.token.split('.')).toHaveLength(3);
    // Single use.
    expect((await session(token)).json()).toEqual({ data: { errors: ['WRONG_CODE'] } });
  });

  it('Google: the same person signs in to the same account next time', async () => {
    person = {
      sub: 'g-same',
      email: 'same@example.com',
      email_verified: true,
      given_name: 'Sam',
      family_name: 'E',
    };
    const first = await session((await roundTrip('google')).searchParams.get('token') ?? '');
    const second = await session((await roundTrip('google')).searchParams.get('token') ?? '');
    expect(second.json<{ data: { id: number } }>().data.id).toBe(
      first.json<{ data: { id: number } }>().data.id,
    );
  });

  it('lands on home with social_sign_in_error=denied when the person says no at the provider', async () => {
    google.service.once('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    const landed = await roundTrip('google');
    expect(Object.fromEntries(landed.searchParams)).toEqual({ social_sign_in_error: 'denied' });
  });

  it("refuses an answer that is not this browser's attempt: another state, no cookie, a forged cookie (state)", async () => {
    const tamperedState = await roundTrip('google', {
      callback: (url) => url.searchParams.set('state', 'someone-elses'),
    });
    expect(tamperedState.searchParams.get('social_sign_in_error')).toBe('state');
    const noCookie = await roundTrip('google', { cookie: () => '' });
    expect(noCookie.searchParams.get('social_sign_in_error')).toBe('state');
    const forged = await roundTrip('google', { cookie: (cookie) => `${cookie.slice(0, -3)}abc` });
    expect(forged.searchParams.get('social_sign_in_error')).toBe('state');
  });

  it('lands on provider when the token endpoint fails or the ID token is not for us; never a 5xx', async () => {
    google.service.once('beforeResponse', (response: { statusCode: number; body: unknown }) => {
      response.statusCode = 500;
      response.body = { error: 'server_error' };
    });
    expect((await roundTrip('google')).searchParams.get('social_sign_in_error')).toBe('provider');
    person = {
      sub: 'g-aud',
      email: 'aud@example.com',
      email_verified: true,
      aud: 'another-client',
    } as Person;
    expect((await roundTrip('google')).searchParams.get('social_sign_in_error')).toBe('provider');
  });

  it('Facebook: signs in a new person through the dialog and Graph (secret and appsecret_proof checked by the stand-in)', async () => {
    facebookMe = { id: 'fb-1', email: 'fb.person@example.com', first_name: 'Effe', last_name: 'Bi' };
    const landed = await roundTrip('facebook');
    const answer = await session(landed.searchParams.get('token') ?? '');
    expect(answer.json()).toMatchObject({
      data: { email: 'fb.person@example.com', name: 'Effe', lastname: 'Bi' },
    });
  });

  it('Facebook: does not take over an existing account by its e-mail (email_in_use)', async () => {
    person = {
      sub: 'g-owner',
      email: 'owner@example.com',
      email_verified: true,
      given_name: 'O',
      family_name: 'W',
    };
    await session((await roundTrip('google')).searchParams.get('token') ?? '');
    facebookMe = { id: 'fb-intruder', email: 'owner@example.com', first_name: 'I', last_name: 'N' };
    expect((await roundTrip('facebook')).searchParams.get('social_sign_in_error')).toBe('email_in_use');
  });

  it('answers 404 for a provider that is not configured, and 400 for a body that is not a token', async () => {
    const off = await createTestApp();
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/oauth/google' })).statusCode).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: '/api/oauth/twitter' })).statusCode).toBe(400);
      const storefront = await off.app.storefronts.get(off.app.businessKey);
      expect(storefront.configuration.routes.oauth_google).toBe('');
    } finally {
      await off.close();
    }
    expect(
      (await test.app.inject({ method: 'POST', url: '/api/oauth/session', payload: {} })).statusCode,
    ).toBe(400);
  });
});
