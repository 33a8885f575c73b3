import type { FastifyInstance } from 'fastify';
import { beginStaffTotp, disableStaffTotp, enableStaffTotp, findStaffMemberById } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { requireStaffPrincipal, secretHash } from '../../../plugins/staff-auth/index.ts';
import {
  recoveryCodeNormalize,
  recoveryCodesCreate,
  totpCodeStep,
  totpSecretCreate,
  totpUrl,
} from './totp-codes.ts';

/**
 * The owner's second factor (owner-only scope): set-up gives a new secret,
 * enable proves it with a code and answers the recovery codes once (only
 * their hashes are kept), disable needs a current code. Every code is good
 * once (its time step is spent, docs/decisions/050).
 */
export default function staffTotpRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const db = () => app.database.db;

  async function currentMember(staffId: number) {
    const member = await findStaffMemberById(db(), app.businessId, staffId);
    if (member === undefined) throw new ApiError(401, 'STAFF_UNAUTHORIZED');
    return member;
  }

  registerEndpoint(app, 'POST /api/staff/totp/setup', {}, async (request) => {
    const staff = requireStaffPrincipal(request);
    const secret = totpSecretCreate();
    // Already on: a new secret would silently replace the one the owner's phone holds.
    if (
      !(await beginStaffTotp(db(), {
        businessId: app.businessId,
        staffId: staff.staffId,
        secret,
        now: new Date(),
      }))
    )
      throw new ApiError(409, 'STAFF_TOTP_WRONG');
    const storefront = await app.storefronts.get(app.businessKey);
    return { data: { secret, otpauthUrl: totpUrl(secret, storefront.anagraphic.name, staff.email) } };
  });

  registerEndpoint(app, 'POST /api/staff/totp/enable', {}, async (request) => {
    const staff = requireStaffPrincipal(request);
    const now = new Date();
    const member = await currentMember(staff.staffId);
    const step =
      member.totp_secret === null || member.totp_enabled_at !== null
        ? null
        : totpCodeStep(member.totp_secret, request.body.code, now);
    if (step === null) throw new ApiError(400, 'STAFF_TOTP_WRONG');
    const recoveryCodes = recoveryCodesCreate();
    const enabled = await enableStaffTotp(db(), {
      businessId: app.businessId,
      staffId: staff.staffId,
      step,
      recoveryCodeHashes: recoveryCodes.map((code) => secretHash(recoveryCodeNormalize(code))),
      now,
    });
    if (!enabled) throw new ApiError(400, 'STAFF_TOTP_WRONG');
    return { data: { recoveryCodes } };
  });

  registerEndpoint(app, 'POST /api/staff/totp/disable', {}, async (request) => {
    const staff = requireStaffPrincipal(request);
    const now = new Date();
    const member = await currentMember(staff.staffId);
    const step =
      member.totp_secret === null || member.totp_enabled_at === null
        ? null
        : totpCodeStep(member.totp_secret, request.body.code, now);
    // A wrong code, or one already used (the repository claims its step).
    if (
      step === null ||
      !(await disableStaffTotp(db(), { businessId: app.businessId, staffId: staff.staffId, step, now }))
    )
      throw new ApiError(400, 'STAFF_TOTP_WRONG');
    return { data: { done: true as const } };
  });

  done();
}
