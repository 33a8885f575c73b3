import { endpoints, operationRoute } from '@ordina/contracts';
import type { EndpointKey } from '@ordina/contracts';

/*
 * The access matrix's classification of the endpoint table (issue 36 "Access matrix"): every operation
 * is one of four kinds, and access-matrix.test.ts tries each with the callers it must refuse. Customer
 * calls and order-by-hash calls are known by their path, so a new one is tried without a word here; a
 * staff call must be listed with its role, and an open call listed as open — an operation of neither
 * fails the test until it is classified.
 */

/** The kind of guard an operation has. */
export type AccessKind =
  | { kind: 'customer' }
  | { kind: 'staff'; role: 'member' | 'owner' }
  | { kind: 'order-hash'; idParam: 'oid' | 'otid' }
  | { kind: 'open' };

/**
 * The restaurant's side behind the staff session, by who may call it (apps/server/src/routes/api/staff:
 * `app.requireStaff()` for any member, `app.requireStaff('owner')` for the owner's scope).
 */
export const STAFF_ROLES: Readonly<Partial<Record<EndpointKey, 'member' | 'owner'>>> = {
  'GET /api/staff/board': 'member',
  'GET /api/staff/board/events': 'member',
  'GET /api/staff/orders/:id': 'member',
  'POST /api/staff/orders/:id/accept': 'member',
  'POST /api/staff/orders/:id/reject': 'member',
  'POST /api/staff/orders/:id/ready': 'member',
  'POST /api/staff/orders/:id/delivered': 'member',
  'POST /api/staff/orders/:id/cancel': 'member',
  'POST /api/staff/orders/:id/delay': 'member',
  'POST /api/staff/orders/:id/discount': 'member',
  'GET /api/staff/me': 'member',
  'PUT /api/staff/me/locale': 'member',
  'POST /api/staff/logout': 'member',
  'POST /api/staff/logout-everywhere': 'member',
  'POST /api/staff/totp/setup': 'owner',
  'POST /api/staff/totp/enable': 'owner',
  'POST /api/staff/totp/disable': 'owner',
  'GET /api/staff/members': 'owner',
  'POST /api/staff/members': 'owner',
  'POST /api/staff/members/:id/invitation': 'owner',
  'PUT /api/staff/members/:id/role': 'owner',
  'DELETE /api/staff/members/:id': 'owner',
  'GET /api/staff/business': 'owner',
  'PUT /api/staff/business': 'owner',
  'GET /api/staff/business/versions': 'owner',
  'POST /api/staff/business/versions/:version/restore': 'owner',
  'POST /api/staff/images': 'owner',
  'GET /api/staff/business/export': 'owner',
  'GET /api/staff/audit': 'owner',
  'GET /api/staff/reports': 'owner',
  'GET /api/staff/reports/csv': 'owner',
  'GET /api/staff/places/qr.pdf': 'owner',
  'GET /api/staff/pause': 'member',
  'POST /api/staff/pause': 'member',
  'DELETE /api/staff/pause': 'member',
  'GET /api/staff/busy': 'member',
  'POST /api/staff/busy': 'member',
  'DELETE /api/staff/busy': 'member',
  'GET /api/staff/sold-out': 'member',
  'POST /api/staff/sold-out': 'member',
  'DELETE /api/staff/sold-out': 'member',
  'GET /api/staff/print-jobs': 'member',
  'POST /api/staff/print-jobs': 'member',
  'POST /api/staff/print-jobs/:id/claim': 'member',
  'POST /api/staff/print-jobs/:id/result': 'member',
  'GET /api/staff/screens/:screenId': 'member',
  'PUT /api/staff/screens/:screenId': 'member',
};

/**
 * Open to anyone, each for its reason: signing in and up, the checkout (captcha and idempotency, not
 * identity), the storefront's services, the providers' webhooks (their signature), the API's docs.
 */
export const OPEN_OPERATIONS: ReadonlySet<EndpointKey> = new Set<EndpointKey>([
  'POST /api/login_check',
  'GET /api/oauth/:provider',
  'GET /api/oauth/:provider/callback',
  'POST /api/oauth/session',
  'POST /api/user/register',
  'POST /api/user/verify',
  'POST /api/user/resend-verification',
  'POST /api/user/recover',
  'POST /api/user/change-password',
  'POST /api/order',
  'POST /api/order/verify',
  'POST /api/coupons',
  'GET /api/timetable/:method',
  'GET /api/address/autocomplete',
  'POST /api/address/check',
  'GET /api/storefront/live',
  'GET /api/storefront/places',
  'GET /api/captcha/challenge',
  'GET /api/openapi.json',
  'GET /api/docs',
  'POST /api/payments/webhook/:provider',
  'POST /api/staff/login',
  'POST /api/staff/set-password',
  'GET /api/push/public-key',
]);

/** The guard of `key`; undefined for an operation nobody has classified yet. */
export function accessOf(key: EndpointKey): AccessKind | undefined {
  const { path } = operationRoute(key);
  if (path.startsWith('/api/secured/user/:id/') || path === '/api/secured/user/:id')
    return { kind: 'customer' };
  const role = STAFF_ROLES[key];
  if (role !== undefined) return { kind: 'staff', role };
  if (OPEN_OPERATIONS.has(key)) return { kind: 'open' };
  if (path.includes('/:hash')) {
    if (path.includes('/:oid/')) return { kind: 'order-hash', idParam: 'oid' };
    if (path.includes('/:otid/')) return { kind: 'order-hash', idParam: 'otid' };
  }
  return undefined;
}

/** Every operation of the table. */
export const ALL_OPERATIONS = Object.keys(endpoints) as EndpointKey[];

/** The URL of `key` with its path parameters filled in (`:name` → values[name], else '1'). */
export function urlOf(key: EndpointKey, values: Readonly<Record<string, string | number>> = {}): string {
  const { path } = operationRoute(key);
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(String(values[name] ?? '1')),
  );
}
