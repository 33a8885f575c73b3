import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale, StaffMember, StaffRole } from '@ordina/contracts';
import { findLiveStaffSession } from '@ordina/db';
import type { StaffMemberRecord } from '@ordina/db';
import { cookieValue } from '../../cookies.ts';
import { ApiError } from '../../errors.ts';
import { csrfTokenFor, csrfTokenMatches, newStaffSessionId, secretHash } from './session-secrets.ts';

/** The signed-in staff member of a request (docs/decisions/043). */
export interface StaffPrincipal {
  staffId: number;
  businessId: number;
  role: StaffRole;
  /** The session's stored hash (never the cookie's id): what sign-out revokes and the CSRF token is bound to. */
  sessionId: string;
  email: string;
  name: string;
  locale: Locale;
}

/** What the staff-auth plugin offers routes (`app.staffAuth`). */
export interface StaffAuthService {
  /** A new session id for the cookie and the hash the database stores. */
  newSession(): { id: string; idHash: string; expiresAt: Date };
  /** The Set-Cookie header value carrying a session id (or clearing it: `null`). */
  sessionCookie(request: FastifyRequest, id: string | null): string;
  /** The session's CSRF token, for the browser to send as `x-csrf-token`. */
  csrfToken(sessionIdHash: string): string;
  /** The member as GET /api/staff/me answers it. */
  memberView(member: StaffMemberRecord): StaffMember;
  /** Lock-out after consecutive failed sign-ins of one member. */
  lockout: { failures: number; minutes: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    staffAuth: StaffAuthService;
    /**
     * The onRequest hook of staff routes — before the body is read, as the
     * customers' `app.authenticate`, so a refusal of access comes before a
     * refusal of the body (docs/decisions/050): 401 STAFF_UNAUTHORIZED
     * without a live staff session, 403 STAFF_FORBIDDEN when `role` is given
     * and the member's is not it, 403 CSRF_INVALID on POST/PUT/PATCH/DELETE
     * without the session's `x-csrf-token`. Sets `request.staff`. A customer's
     * bearer token is never read here.
     */
    requireStaff(role?: 'owner'): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in staff member, set by `app.requireStaff`; null elsewhere. */
    staff: StaffPrincipal | null;
  }
}

/** The staff session cookie: sent only to /api/staff, so no customer route ever receives it. */
export const STAFF_COOKIE = 'ordina_staff';
export const STAFF_COOKIE_PATH = '/api/staff';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface StaffAuthOptions {
  /** Whether the storefront is served over HTTPS (configured public URL): the cookie is then Secure. */
  https: boolean;
  sessionTtlHours: number;
  lockoutFailures: number;
  lockoutMinutes: number;
}

/** The signed-in member of a staff route; throws 401 on a route that forgot `app.requireStaff`. */
export function requireStaffPrincipal(request: FastifyRequest): StaffPrincipal {
  if (request.staff === null) throw new ApiError(401, 'STAFF_UNAUTHORIZED');
  return request.staff;
}

function staffAuth(app: FastifyInstance, options: StaffAuthOptions, done: () => void) {
  const csrfKey = app.auth.derivedKey('staff-csrf');
  const ttlMs = options.sessionTtlHours * 3_600_000;

  const service: StaffAuthService = {
    lockout: { failures: options.lockoutFailures, minutes: options.lockoutMinutes },
    newSession() {
      const id = newStaffSessionId();
      return { id, idHash: secretHash(id), expiresAt: new Date(Date.now() + ttlMs) };
    },
    sessionCookie(request, id) {
      const secure = options.https || request.protocol === 'https';
      const lifetime = id === null ? 0 : Math.floor(ttlMs / 1000);
      return `${STAFF_COOKIE}=${id ?? ''}; Path=${STAFF_COOKIE_PATH}; Max-Age=${lifetime}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
    },
    csrfToken: (idHash) => csrfTokenFor(csrfKey, idHash),
    memberView: (member) => ({
      id: member.id,
      email: member.email,
      name: member.name,
      role: member.role,
      locale: member.locale,
      totpEnabled: member.totp_enabled_at !== null,
    }),
  };

  app.decorate('staffAuth', service);
  app.decorateRequest('staff', null);
  app.decorate('requireStaff', (role?: 'owner') => async (request: FastifyRequest) => {
    const id = cookieValue(request.headers.cookie, STAFF_COOKIE);
    if (id === undefined || id === '') throw new ApiError(401, 'STAFF_UNAUTHORIZED');
    const idHash = secretHash(id);
    const live = await findLiveStaffSession(app.database.db, app.businessId, idHash, new Date());
    if (live === undefined) throw new ApiError(401, 'STAFF_UNAUTHORIZED');
    const { member } = live;
    if (role !== undefined && member.role !== role) throw new ApiError(403, 'STAFF_FORBIDDEN');
    if (STATE_CHANGING.has(request.method)) {
      const header = request.headers['x-csrf-token'];
      if (!csrfTokenMatches(csrfKey, idHash, typeof header === 'string' ? header : undefined))
        throw new ApiError(403, 'CSRF_INVALID');
    }
    request.staff = {
      staffId: member.id,
      businessId: member.business_id,
      role: member.role,
      sessionId: idHash,
      email: member.email,
      name: member.name,
      locale: member.locale,
    };
  });
  done();
}

/** The staff session: decorates `app.staffAuth`, `app.requireStaff(role?)` and `request.staff`. */
export default fp(staffAuth, { name: 'staff-auth', dependencies: ['db', 'auth'] });
