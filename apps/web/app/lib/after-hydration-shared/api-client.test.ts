import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { SessionUser } from '@ordina/contracts';
import {
  apiCall,
  apiCallsInFlight,
  operationUrl,
  setStaffCsrfToken,
  subscribeApiActivity,
} from './api-client.ts';
import type { ApiResult } from './api-client.ts';
import { clearSession, storeSessionUser } from '../session/after-hydration-shared/session-store.ts';
import { sessionUser } from '../session/test/session-user.ts';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

/** A fetch double that answers `response` and records what it was asked. */
function answering(response: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(response());
  };
  return { fetch, calls };
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;
const recover = { username: 'a@b.c', recaptchaToken: 't' };

describe('apiCall', () => {
  it('calls the restaurant side with its CSRF token on writes and never with the customer token', async () => {
    storeSessionUser(sessionUser());
    setStaffCsrfToken('csrf-1');
    const transport = answering(() => Response.json({ data: { done: true } }));
    await apiCall('POST /api/staff/logout', { fetch: transport.fetch });
    await apiCall('GET /api/staff/me', { fetch: transport.fetch });
    const [write, read] = transport.calls.map((call) => headersOf(call.init));
    expect(write).toMatchObject({ 'x-csrf-token': 'csrf-1' });
    expect(write?.authorization).toBeUndefined();
    expect(read?.['x-csrf-token']).toBeUndefined();
    expect(read?.authorization).toBeUndefined();
    // A customer call never carries the staff token.
    await apiCall('POST /api/user/recover', { body: recover, fetch: transport.fetch });
    expect(headersOf(transport.calls[2]!.init)['x-csrf-token']).toBeUndefined();
    setStaffCsrfToken('');
  });

  it('sends an operation of the endpoint table as JSON, without a bearer token when nobody is logged in', async () => {
    const transport = answering(() => Response.json({ data: { done: true } }));
    const result = await apiCall('POST /api/user/recover', { body: recover, fetch: transport.fetch });
    expect(result).toEqual({ ok: true, data: { done: true } });
    const [call] = transport.calls;
    expect(call?.url).toBe('/api/user/recover');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe('{"username":"a@b.c","recaptchaToken":"t"}');
    expect(headersOf(call!.init)).toEqual({ accept: 'application/json', 'content-type': 'application/json' });
  });

  it("fills the path parameters, adds the stored user's bearer token and answers the envelope's data", async () => {
    storeSessionUser(sessionUser({ id: 7, token: 'tok.en.1' }));
    const transport = answering(() => Response.json({ data: sessionUser({ token: 'tok.en.2' }) }));
    const result = await apiCall('POST /api/secured/user/:id/token', {
      params: { id: 7 },
      fetch: transport.fetch,
    });
    expect(transport.calls[0]?.url).toBe('/api/secured/user/7/token');
    expect(transport.calls[0]?.init.body).toBeUndefined();
    expect(headersOf(transport.calls[0]!.init).authorization).toBe('Bearer tok.en.1');
    expect(result).toEqual({ ok: true, data: sessionUser({ token: 'tok.en.2' }) });
  });

  it('types the answer and the input from the operation’s entry', () => {
    expectTypeOf(apiCall<'POST /api/login_check'>).returns.resolves.toEqualTypeOf<ApiResult<SessionUser>>();
    // Checked by the compiler only: never called.
    const _wrongCalls = () => [
      // @ts-expect-error the login takes a body
      apiCall('POST /api/login_check', {}),
      // @ts-expect-error the order detail needs both path parameters
      apiCall('GET /api/secured/user/:id/order/:orderId', { params: { id: 1 } }),
      // @ts-expect-error no such operation in the endpoint table
      apiCall('GET /api/nowhere'),
    ];
  });

  it('uses the browser fetch by default', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ data: { done: true } })));
    vi.stubGlobal('fetch', fetch);
    expect(await apiCall('POST /api/user/recover', { body: recover })).toEqual({
      ok: true,
      data: { done: true },
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('reads the spec error envelope with its status', async () => {
    const transport = answering(() =>
      Response.json({ data: { errors: ['WRONG_LOGIN_DATA'] } }, { status: 401 }),
    );
    expect(
      await apiCall('POST /api/login_check', {
        body: { username: 'a@b.c', password: 'x' },
        fetch: transport.fetch,
      }),
    ).toEqual({
      ok: false,
      status: 401,
      errors: ['WRONG_LOGIN_DATA'],
    });
  });

  it('treats errors in a 200 answer as a failure (spec §7 change-password)', async () => {
    const transport = answering(() => Response.json({ data: { errors: ['WRONG_CODE'] } }));
    const body = { code: 'c', password: 'Secret123', recaptchaToken: 't' };
    expect(await apiCall('POST /api/user/change-password', { body, fetch: transport.fetch })).toEqual({
      ok: false,
      status: 200,
      errors: ['WRONG_CODE'],
    });
  });

  it('reads unknown codes as GENERIC_ERROR and bodiless failures by their status', async () => {
    const unknown = answering(() =>
      Response.json({ data: { errors: ['SOMETHING_NEW', 'EMAIL_EXISTS'] } }, { status: 409 }),
    );
    expect(await apiCall('POST /api/user/recover', { body: recover, fetch: unknown.fetch })).toEqual({
      ok: false,
      status: 409,
      errors: ['GENERIC_ERROR', 'EMAIL_EXISTS'],
    });
    const limited = answering(() => new Response('Too many', { status: 429 }));
    expect(await apiCall('POST /api/user/recover', { body: recover, fetch: limited.fetch })).toEqual({
      ok: false,
      status: 429,
      errors: ['TOO_MANY_REQUESTS'],
    });
    const broken = answering(() => new Response('<html>', { status: 502 }));
    expect(await apiCall('GET /api/captcha/challenge', { fetch: broken.fetch })).toEqual({
      ok: false,
      status: 502,
      errors: ['GENERIC_ERROR'],
    });
  });

  it('fails a 2xx answer without the data envelope (a proxy page, an empty body)', async () => {
    for (const response of [
      () => new Response('<html>'),
      () => Response.json({ done: true }),
      () => new Response(null, { status: 204 }),
    ]) {
      expect(await apiCall('GET /api/captcha/challenge', { fetch: answering(response).fetch })).toEqual({
        ok: false,
        status: response().status,
        errors: ['GENERIC_ERROR'],
      });
    }
  });

  it('answers a network failure with status 0 and GENERIC_ERROR, never throwing', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await apiCall('GET /api/captcha/challenge', { fetch: offline })).toEqual({
      ok: false,
      status: 0,
      errors: ['GENERIC_ERROR'],
    });
  });

  it('counts calls in flight for the progress bar, except background ones', async () => {
    let release: (response: Response) => void = () => undefined;
    const pending = () => new Promise<Response>((resolve) => (release = resolve));
    const changes = vi.fn();
    const unsubscribe = subscribeApiActivity(changes);
    const call = apiCall('GET /api/captcha/challenge', { fetch: pending });
    expect(apiCallsInFlight()).toBe(1);
    release(Response.json({ data: { done: true } }));
    await call;
    expect(apiCallsInFlight()).toBe(0);
    expect(changes).toHaveBeenCalledTimes(2);
    const background = apiCall('GET /api/captcha/challenge', { fetch: pending, progress: false });
    expect(apiCallsInFlight()).toBe(0);
    release(Response.json({ data: { done: true } }));
    await background;
    unsubscribe();
  });
});

describe('operationUrl', () => {
  it('fills and encodes path parameters and adds the defined query values only', () => {
    expect(
      operationUrl('GET /api/secured/user/:id/orders/:limit/:offset', { id: 7, limit: 10, offset: 0 }),
    ).toBe('/api/secured/user/7/orders/10/0');
    expect(operationUrl('GET /api/secured/user/:id/order/:orderId', { id: 7, orderId: 'a/b?' })).toBe(
      '/api/secured/user/7/order/a%2Fb%3F',
    );
    expect(operationUrl('GET /api/storefront/live', {}, { version: undefined, locale: 'it' })).toBe(
      '/api/storefront/live?locale=it',
    );
    expect(operationUrl('GET /api/address/autocomplete', {}, { q: 'via roma & 3' })).toBe(
      '/api/address/autocomplete?q=via+roma+%26+3',
    );
  });

  it('refuses a missing path parameter', () => {
    expect(() => operationUrl('GET /api/secured/user/:id/order/:orderId', { id: 7 })).toThrow(':orderId');
  });
});
