import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import staffAuditRoutes from './audit.ts';
import staffBoardRoutes from './board/index.ts';
import staffBusinessRoutes from './business.ts';
import staffImageRoutes from './images.ts';
import staffLoginRoutes from './login.ts';
import staffMemberRoutes from './members.ts';
import staffPlacesRoutes from './places/index.ts';
import staffReportRoutes from './reports/index.ts';
import staffSessionRoutes from './session.ts';
import staffTotpRoutes from './totp.ts';
import { requireStaffPrincipal } from '../../../plugins/staff-auth/index.ts';

/**
 * /api/staff: the restaurant's side (docs/decisions/043). Sign-in and
 * set-password need no session; every other route sits in a scope whose
 * onRequest hook is `app.requireStaff()` (any member) or
 * `app.requireStaff('owner')`, so the session, the role and the CSRF token
 * are checked before the body is read. Another resource of the restaurant's
 * side (orders, board, pause…) adds its own plugin in the same way:
 * `app.addHook('onRequest', app.requireStaff())` in its scope.
 */
function staffRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  void app.register(staffLoginRoutes);
  void app.register(async (member) => {
    member.addHook('onRequest', app.requireStaff());
    await member.register(staffSessionRoutes);
  });
  // The order board (docs/decisions/045): any member, scoped to the member's business.
  // Each open stream is a screen's heartbeat (board-safety, decision 046): no board for minutes pauses ordering.
  void app.register(staffBoardRoutes, {
    prefix: '/board',
    guard: app.requireStaff(),
    businessOf: (request) => requireStaffPrincipal(request).businessId,
    heartbeat: (_businessId, screenId, at) => app.boardSafety.heartbeat(screenId, at),
    heartbeatMs: app.boardLive.keepAliveMs,
  });
  void app.register(async (owner) => {
    owner.addHook('onRequest', app.requireStaff('owner'));
    await owner.register(staffTotpRoutes);
    await owner.register(staffMemberRoutes);
    await owner.register(staffAuditRoutes);
    // The back office's business document (issue 35, docs/decisions/052).
    await owner.register(staffBusinessRoutes);
    await owner.register(staffReportRoutes);
    // The sheet of QR codes of the business's places (decision 068).
    await owner.register(staffPlacesRoutes);
    // The owner's photos (issue 35): a scope of their own, which takes the body as raw bytes.
    await owner.register(staffImageRoutes);
  });
  done();
}

// Register with `{ prefix: '/staff' }` inside /api.
export default fp(staffRoutes, {
  name: 'staff-routes',
  dependencies: ['db', 'rate-limit', 'mailer', 'staff-auth', 'board-live', 'storefront', 'media'],
  encapsulate: true,
});
