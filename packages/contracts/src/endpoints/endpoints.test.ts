import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { SessionUser } from '../account.ts';
import type { OrderPrices } from '../checkout.ts';
import { ERROR_CODES } from '../errors.ts';
import { ANY_CALL_ERRORS, operationRoute } from './endpoint.ts';
import { endpoints } from './endpoints.ts';
import type {
  EndpointBody,
  EndpointData,
  EndpointError,
  EndpointKey,
  EndpointParams,
  EndpointQuery,
  EndpointRefusal,
} from './types.ts';

const entries = Object.entries(endpoints) as [EndpointKey, (typeof endpoints)[EndpointKey]][];

/** The `:name` parameters of a path, in order. */
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);

describe('the endpoint table', () => {
  it.each(entries)('%s: a method the API uses and a path under /api', (key) => {
    const { method, path } = operationRoute(key);
    expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(method);
    // A last segment may name a file (/api/openapi.json, /api/staff/places/qr.pdf).
    expect(path).toMatch(/^\/api\/[a-z_-]+(\/(:[A-Za-z]+|[a-z_-]+))*(\.json|\.pdf)?$/);
  });

  it.each(entries)('%s: its params schema names exactly the path parameters', (key, entry) => {
    const declared = 'params' in entry ? Object.keys((entry.params as z.ZodObject).shape) : [];
    expect(declared.sort()).toEqual(pathParams(key).sort());
  });

  it.each(entries)('%s: exactly one success answer, and known error codes declared once', (key, entry) => {
    const statuses = Object.keys(entry.response).map(Number);
    // A 2xx for a call; a 303 only for a link the browser follows (GET), never both.
    expect(statuses.filter((status) => (status >= 200 && status < 300) || status === 303)).toHaveLength(1);
    if (statuses.includes(303)) expect(key.startsWith('GET ')).toBe(true);
    const errors: readonly string[] = entry.errors;
    expect(errors.every((code) => (ERROR_CODES as readonly string[]).includes(code))).toBe(true);
    expect(new Set(errors).size).toBe(errors.length);
    // The codes every call may answer are not repeated per entry.
    expect(errors.filter((code) => (ANY_CALL_ERRORS as readonly string[]).includes(code))).toEqual([]);
  });

  it('has no GET with a body (a browser cannot send one)', () => {
    expect(
      entries.filter(([key, entry]) => key.startsWith('GET ') && 'body' in entry).map(([key]) => key),
    ).toEqual([]);
  });

  it("types a refusal's data from the refusal answer the entry declares, and none where it declares none", () => {
    expectTypeOf<EndpointRefusal<'POST /api/order'>>().toEqualTypeOf<{ prices?: OrderPrices | undefined }>();
    expectTypeOf<EndpointRefusal<'POST /api/secured/user/:id/order'>>().toEqualTypeOf<{
      prices?: OrderPrices | undefined;
    }>();
    expectTypeOf<EndpointRefusal<'POST /api/login_check'>>().toBeNever();
  });

  it('types each call from its entry', () => {
    expectTypeOf<EndpointData<'POST /api/login_check'>>().toEqualTypeOf<SessionUser>();
    expectTypeOf<EndpointBody<'POST /api/login_check'>>().toEqualTypeOf<{
      username: string;
      password: string;
    }>();
    expectTypeOf<EndpointParams<'GET /api/secured/user/:id/orders/:limit/:offset'>>().toEqualTypeOf<{
      id: string | number;
      limit: string | number;
      offset: string | number;
    }>();
    expectTypeOf<keyof EndpointParams<'GET /api/captcha/challenge'>>().toBeNever();
    expectTypeOf<EndpointQuery<'GET /api/address/autocomplete'>['q']>().toEqualTypeOf<string>();
    expectTypeOf<EndpointBody<'GET /api/captcha/challenge'>>().toBeNever();
    expectTypeOf<'NO_MAIL_FOUND'>().toExtend<EndpointError<'POST /api/user/recover'>>();
    expectTypeOf<'NO_MAIL_FOUND'>().not.toExtend<EndpointError<'POST /api/login_check'>>();
  });
});

describe('operationRoute', () => {
  it('splits a key into method and path', () => {
    expect(operationRoute('DELETE /api/secured/user/:id/anagraphic/address/:addressId')).toEqual({
      method: 'DELETE',
      path: '/api/secured/user/:id/anagraphic/address/:addressId',
    });
  });
});
