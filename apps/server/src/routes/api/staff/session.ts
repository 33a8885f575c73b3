import type { FastifyInstance } from 'fastify';
import { endStaffSessions, findStaffMemberById, setStaffLocale } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { requireStaffPrincipal } from '../../../plugins/staff-auth/index.ts';

/** The signed-in member's own calls: who am I (with the CSRF token), my language, sign out here or everywhere. */
export default function staffSessionRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const db = () => app.database.db;

  async function sessionAnswer(staffId: number, sessionId: string) {
    const member = await findStaffMemberById(db(), app.businessId, staffId);
    // Revoked since the hook looked: as if the session had ended.
    if (member === undefined || member.revoked_at !== null) throw new ApiError(401, 'STAFF_UNAUTHORIZED');
    return {
      data: { staff: app.staffAuth.memberView(member), csrfToken: app.staffAuth.csrfToken(sessionId) },
    };
  }

  registerEndpoint(app, 'GET /api/staff/me', {}, async (request, reply) => {
    const staff = requireStaffPrincipal(request);
    void reply.header('cache-control', 'no-store');
    return sessionAnswer(staff.staffId, staff.sessionId);
  });

  registerEndpoint(app, 'PUT /api/staff/me/locale', {}, async (request) => {
    const staff = requireStaffPrincipal(request);
    await setStaffLocale(db(), {
      businessId: app.businessId,
      staffId: staff.staffId,
      locale: request.body.locale,
      now: new Date(),
    });
    return sessionAnswer(staff.staffId, staff.sessionId);
  });

  for (const [key, everywhere] of [
    ['POST /api/staff/logout', false],
    ['POST /api/staff/logout-everywhere', true],
  ] as const) {
    registerEndpoint(app, key, {}, async (request, reply) => {
      const staff = requireStaffPrincipal(request);
      await endStaffSessions(db(), {
        businessId: app.businessId,
        staffId: staff.staffId,
        idHash: staff.sessionId,
        everywhere,
        now: new Date(),
      });
      void reply.header('set-cookie', app.staffAuth.sessionCookie(request, null));
      return { data: { done: true as const } };
    });
  }

  done();
}
