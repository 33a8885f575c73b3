import { afterEach, describe, expect, it, vi } from 'vitest';
import { doneResponseSchema, sessionResponseSchema } from '@ordina/contracts';
import { apiCall, apiCallsInFlight, envelopeSchema, subscribeApiActivity } from './api-client.ts';
import { clearSession, storeSessionUser } from './session/session-store.ts';
import { sessionUser } from './session/test/session-user.ts';

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

describe('apiCall', () => {
  it('sends JSON without a bearer token when nobody is logged in', async () => {
    const transport = answering(() => Response.json({ data: { done: true } }));
    const result = await apiCall('POST', '/api/user/recover', { body: { username: 'a@b.c' }, schema: doneResponseSchema, fetch: transport.fetch });
    expect(result).toEqual({ ok: true, data: { done: true } });
    const [call] = transport.calls;
    expect(call?.url).toBe('/api/user/recover');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe('{"username":"a@b.c"}');
    expect(headersOf(call!.init)).toEqual({ accept: 'application/json', 'content-type': 'application/json' });
  });

  it('adds the stored user\'s bearer token', async () => {
    storeSessionUser(sessionUser({ token: 'tok.en.1' }));
    const transport = answering(() => Response.json({ data: sessionUser({ token: 'tok.en.2' }) }));
    const result = await apiCall('POST', '/api/secured/user/7/token', { schema: sessionResponseSchema, fetch: transport.fetch });
    expect(headersOf(transport.calls[0]!.init).authorization).toBe('Bearer tok.en.1');
    expect(result).toEqual({ ok: true, data: sessionUser({ token: 'tok.en.2' }) });
  });

  it('uses the browser fetch by default', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ data: { done: true } })));
    vi.stubGlobal('fetch', fetch);
    expect(await apiCall('GET', '/api/x', { schema: doneResponseSchema })).toEqual({ ok: true, data: { done: true } });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('reads the spec error envelope with its status', async () => {
    const transport = answering(() => Response.json({ data: { errors: ['WRONG_LOGIN_DATA'] } }, { status: 401 }));
    expect(await apiCall('POST', '/api/login_check', { body: {}, schema: sessionResponseSchema, fetch: transport.fetch })).toEqual({
      ok: false,
      status: 401,
      errors: ['WRONG_LOGIN_DATA'],
    });
  });

  it('treats errors in a 200 answer as a failure (spec §7 change-password)', async () => {
    const transport = answering(() => Response.json({ data: { errors: ['WRONG_CODE'] } }));
    expect(await apiCall('POST', '/api/user/change-password', { body: {}, schema: doneResponseSchema, fetch: transport.fetch })).toEqual({
      ok: false,
      status: 200,
      errors: ['WRONG_CODE'],
    });
  });

  it('reads unknown codes as GENERIC_ERROR and bodiless failures by their status', async () => {
    const unknown = answering(() => Response.json({ data: { errors: ['SOMETHING_NEW', 'EMAIL_EXISTS'] } }, { status: 409 }));
    expect(await apiCall('POST', '/x', { schema: doneResponseSchema, fetch: unknown.fetch })).toEqual({
      ok: false,
      status: 409,
      errors: ['GENERIC_ERROR', 'EMAIL_EXISTS'],
    });
    const limited = answering(() => new Response('Too many', { status: 429 }));
    expect(await apiCall('POST', '/x', { schema: doneResponseSchema, fetch: limited.fetch })).toEqual({
      ok: false,
      status: 429,
      errors: ['TOO_MANY_REQUESTS'],
    });
    const broken = answering(() => new Response('<html>', { status: 502 }));
    expect(await apiCall('GET', '/x', { schema: doneResponseSchema, fetch: broken.fetch })).toEqual({
      ok: false,
      status: 502,
      errors: ['GENERIC_ERROR'],
    });
  });

  it('fails a 2xx body that does not match the schema', async () => {
    const transport = answering(() => Response.json({ data: { id: 'seven' } }));
    expect(await apiCall('GET', '/x', { schema: sessionResponseSchema, fetch: transport.fetch })).toEqual({
      ok: false,
      status: 200,
      errors: ['GENERIC_ERROR'],
    });
  });

  it('answers a network failure with status 0 and GENERIC_ERROR, never throwing', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await apiCall('GET', '/x', { schema: doneResponseSchema, fetch: offline })).toEqual({ ok: false, status: 0, errors: ['GENERIC_ERROR'] });
  });

  it('counts calls in flight for the progress bar, except background ones', async () => {
    let release: (response: Response) => void = () => undefined;
    const pending = () => new Promise<Response>((resolve) => (release = resolve));
    const changes = vi.fn();
    const unsubscribe = subscribeApiActivity(changes);
    const call = apiCall('GET', '/x', { schema: doneResponseSchema, fetch: pending });
    expect(apiCallsInFlight()).toBe(1);
    release(Response.json({ data: { done: true } }));
    await call;
    expect(apiCallsInFlight()).toBe(0);
    expect(changes).toHaveBeenCalledTimes(2);
    const background = apiCall('GET', '/x', { schema: doneResponseSchema, fetch: pending, progress: false });
    expect(apiCallsInFlight()).toBe(0);
    release(Response.json({ data: { done: true } }));
    await background;
    unsubscribe();
  });
});

describe('envelopeSchema', () => {
  it('checks the envelope and its data with a structural reader', () => {
    const schema = envelopeSchema((data) => (typeof data === 'number' ? data : null));
    expect(schema.safeParse({ data: 3 })).toEqual({ success: true, data: { data: 3 } });
    expect(schema.safeParse({ data: '3' })).toEqual({ success: false });
    expect(schema.safeParse(null)).toEqual({ success: false });
    expect(schema.safeParse({})).toEqual({ success: false });
  });
});
