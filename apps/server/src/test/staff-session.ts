import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@ordina/contracts';
import { createStaffMember, setStaffPassword } from '@ordina/db';
import { passwordHash } from '../plugins/auth/index.ts';
import { secretHash } from '../plugins/staff-auth/index.ts';

/** The password staffSession's members sign in with (the customers' rule, spec §5). */
export const STAFF_PASSWORD = 'Cucina2026';

/** A signed-in staff member for route tests: the Cookie header value, the session's CSRF token, the member's id. */
export interface StaffSession {
  cookie: string;
  csrfToken: string;
  staffId: number;
  email: string;
}

let serial = 0;

/**
 * Creates a staff member of `businessId` (the app's business by default) with
 * `role`, sets the password through its one-time token and signs in through
 * the real POST /api/staff/login. Send `headers: { cookie, 'x-csrf-token': csrfToken }`
 * on staff calls. `email` defaults to a fresh address per call.
 */
export async function staffSession(
  app: FastifyInstance,
  options: {
    role: StaffRole;
    businessId?: number;
    email?: string;
    name?: string;
    /** STAFF_PASSWORD's hash made once by a caller that signs in many members (the fuzz); hashed here otherwise. */
    passwordHash?: Promise<string>;
  },
): Promise<StaffSession> {
  const businessId = options.businessId ?? app.businessId;
  serial += 1;
  const email = options.email ?? `staff-${serial}-${randomBytes(4).toString('hex')}@trattoria.example`;
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  const created = await createStaffMember(app.database.db, {
    businessId,
    actorId: null,
    email,
    name: options.name ?? (options.role === 'owner' ? 'Titolare' : 'Cucina'),
    role: options.role,
    locale: 'it',
    token: { hash: secretHash(token), expiresAt: new Date(now.getTime() + 3_600_000) },
    mail: null,
    now,
  });
  if (!created.ok) throw new Error(`staffSession: ${email} exists already`);
  await setStaffPassword(app.database.db, {
    businessId,
    tokenHash: secretHash(token),
    passwordHash: await (options.passwordHash ?? passwordHash(STAFF_PASSWORD)),
    now,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email, password: STAFF_PASSWORD },
  });
  if (response.statusCode !== 200)
    throw new Error(`staffSession: sign-in answered ${response.statusCode} ${response.body}`);
  const setCookie = String(response.headers['set-cookie']);
  const cookie = setCookie.split(';')[0] ?? '';
  const { csrfToken } = response.json<{ data: { csrfToken: string } }>().data;
  return { cookie, csrfToken, staffId: created.staffId, email };
}

/** The headers of a staff call: the session cookie and, for a write, the CSRF token. */
export function staffHeaders(session: Pick<StaffSession, 'cookie' | 'csrfToken'>): Record<string, string> {
  return { cookie: session.cookie, 'x-csrf-token': session.csrfToken };
}
