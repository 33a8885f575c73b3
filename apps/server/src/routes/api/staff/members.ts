import type { FastifyInstance } from 'fastify';
import {
  changeStaffRole,
  createStaffMember,
  findStaffMemberById,
  listStaffMembers,
  renewStaffPasswordToken,
  revokeStaffMember,
  staffEmailNormalize,
} from '@ordina/db';
import type { StaffChangeResult, StaffMemberSummary } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { requireStaffPrincipal } from '../../../plugins/staff-auth/index.ts';
import { staffInvitationMail, staffPasswordLink } from './password-links.ts';

/** A member id from a path: a positive integer, else no member (404 NOT_FOUND, as for another business's id). */
function memberIdOf(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw new ApiError(404, 'NOT_FOUND');
  return Number(raw);
}

/** The result of a role change or revocation as HTTP: another business's member is NOT_FOUND. */
function refuseUnless(result: StaffChangeResult): void {
  if (result.ok) return;
  throw result.reason === 'not_found'
    ? new ApiError(404, 'NOT_FOUND')
    : new ApiError(409, 'STAFF_LAST_OWNER');
}

/** The owner's staff page (owner-only scope): list, invite, re-send a link, change a role, revoke. */
export default function staffMemberRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const db = () => app.database.db;

  async function summaryOf(staffId: number): Promise<StaffMemberSummary> {
    const member = (await listStaffMembers(db(), app.businessId)).find((m) => m.id === staffId);
    if (member === undefined) throw new ApiError(404, 'NOT_FOUND');
    return member;
  }

  registerEndpoint(app, 'GET /api/staff/members', {}, async () => ({
    data: { members: await listStaffMembers(db(), app.businessId) },
  }));

  registerEndpoint(app, 'POST /api/staff/members', {}, async (request) => {
    const owner = requireStaffPrincipal(request);
    const { name, role, locale } = request.body;
    const email = staffEmailNormalize(request.body.email);
    const now = new Date();
    const { token, link } = staffPasswordLink(app.mailer.linkBase, now);
    const result = await createStaffMember(db(), {
      businessId: app.businessId,
      actorId: owner.staffId,
      email,
      name,
      role,
      locale,
      token,
      mail: await staffInvitationMail(app, { email, name, locale }, link),
      now,
    });
    if (!result.ok) throw new ApiError(409, 'EMAIL_EXISTS');
    if (result.mailId !== null) app.mailer.deliver(result.mailId);
    return { data: { member: await summaryOf(result.staffId) } };
  });

  registerEndpoint(app, 'POST /api/staff/members/:id/invitation', {}, async (request) => {
    const owner = requireStaffPrincipal(request);
    const staffId = memberIdOf(request.params.id);
    const member = await findStaffMemberById(db(), app.businessId, staffId);
    if (member === undefined || member.revoked_at !== null) throw new ApiError(404, 'NOT_FOUND');
    const now = new Date();
    const { token, link } = staffPasswordLink(app.mailer.linkBase, now);
    const mail = await staffInvitationMail(app, member, link);
    const renewed = await renewStaffPasswordToken(db(), {
      businessId: app.businessId,
      actorId: owner.staffId,
      staffId,
      token,
      mail,
      now,
    });
    if (renewed === undefined) throw new ApiError(404, 'NOT_FOUND');
    if (renewed.mailId !== null) app.mailer.deliver(renewed.mailId);
    return { data: { done: true as const } };
  });

  registerEndpoint(app, 'PUT /api/staff/members/:id/role', {}, async (request) => {
    const owner = requireStaffPrincipal(request);
    const staffId = memberIdOf(request.params.id);
    refuseUnless(
      await changeStaffRole(db(), {
        businessId: app.businessId,
        actorId: owner.staffId,
        staffId,
        role: request.body.role,
        now: new Date(),
      }),
    );
    return { data: { member: await summaryOf(staffId) } };
  });

  registerEndpoint(app, 'DELETE /api/staff/members/:id', {}, async (request) => {
    const owner = requireStaffPrincipal(request);
    const staffId = memberIdOf(request.params.id);
    refuseUnless(
      await revokeStaffMember(db(), {
        businessId: app.businessId,
        actorId: owner.staffId,
        staffId,
        now: new Date(),
      }),
    );
    return { data: { done: true as const } };
  });

  done();
}
