import type { FastifyInstance } from 'fastify';
import {
  countStaffLoginFailure,
  findStaffMemberByEmail,
  setStaffPassword,
  staffMemberIsLocked,
  staffRecoveryCodeIsUnused,
  startStaffSession,
} from '@ordina/db';
import type { StaffMemberRecord } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { passwordDecoyCheck, passwordHash, passwordMatches } from '../../../plugins/auth/index.ts';
import { secretHash } from '../../../plugins/staff-auth/index.ts';
import { recoveryCodeNormalize, totpCodeStep } from './totp-codes.ts';

/**
 * POST /login and /set-password: the two staff calls made without a session
 * (rate-limited per client address like the customers' account calls).
 *
 * Sign-in answers the same 401 STAFF_LOGIN_FAILED for an unknown e-mail, a
 * member without a password yet, a revoked or locked member and a wrong
 * password, after the time of one password check in each case. A wrong
 * password or second factor counts towards the member's lock-out
 * (STAFF_LOCKOUT_FAILURES in a row lock it for STAFF_LOCKOUT_MINUTES); a
 * sign-in resets the count. Only after the right password does the answer say
 * that the second factor is missing (STAFF_TOTP_REQUIRED) or wrong — a TOTP
 * code already used is wrong (docs/decisions/050).
 */
export default function staffLoginRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const db = () => app.database.db;

  async function countFailure(member: StaffMemberRecord, now: Date): Promise<void> {
    const { failures, minutes } = app.staffAuth.lockout;
    await countStaffLoginFailure(db(), app.businessId, member.id, {
      maxFailures: failures,
      lockedUntil: new Date(now.getTime() + minutes * 60_000),
    });
  }

  registerEndpoint(
    app,
    'POST /api/staff/login',
    { config: { rateLimit: app.accountRateLimit } },
    async (request, reply) => {
      const { email, password, totpCode, recoveryCode } = request.body;
      const now = new Date();
      const member = await findStaffMemberByEmail(db(), app.businessId, email);
      if (
        member === undefined ||
        member.password_hash === null ||
        member.revoked_at !== null ||
        staffMemberIsLocked(member, now)
      ) {
        await passwordDecoyCheck(password);
        throw new ApiError(401, 'STAFF_LOGIN_FAILED');
      }
      if (!(await passwordMatches(member.password_hash, password))) {
        await countFailure(member, now);
        throw new ApiError(401, 'STAFF_LOGIN_FAILED');
      }
      let recoveryCodeHash: string | null = null;
      let totpStep: number | null = null;
      if (member.totp_enabled_at !== null && member.totp_secret !== null) {
        if (totpCode === undefined && recoveryCode === undefined)
          throw new ApiError(401, 'STAFF_TOTP_REQUIRED');
        if (totpCode !== undefined) {
          totpStep = totpCodeStep(member.totp_secret, totpCode, now);
          // A code already used (its step or a later one accepted) is as wrong as a wrong one.
          if (totpStep === null || (member.totp_last_step !== null && totpStep <= member.totp_last_step)) {
            await countFailure(member, now);
            throw new ApiError(401, 'STAFF_TOTP_WRONG');
          }
        } else if (recoveryCode !== undefined) {
          recoveryCodeHash = secretHash(recoveryCodeNormalize(recoveryCode));
          if (!(await staffRecoveryCodeIsUnused(db(), app.businessId, member.id, recoveryCodeHash))) {
            await countFailure(member, now);
            throw new ApiError(401, 'STAFF_TOTP_WRONG');
          }
        }
      }
      const session = app.staffAuth.newSession();
      const started = await startStaffSession(db(), {
        businessId: app.businessId,
        staffId: member.id,
        idHash: session.idHash,
        expiresAt: session.expiresAt,
        recoveryCodeHash,
        totpStep,
        now,
      });
      // The recovery code or the TOTP code was spent by a sign-in at the same moment.
      if (!started) throw new ApiError(401, 'STAFF_TOTP_WRONG');
      void reply.header('set-cookie', app.staffAuth.sessionCookie(request, session.id));
      return {
        data: { staff: app.staffAuth.memberView(member), csrfToken: app.staffAuth.csrfToken(session.idHash) },
      };
    },
  );

  registerEndpoint(
    app,
    'POST /api/staff/set-password',
    { config: { rateLimit: app.accountRateLimit } },
    async (request) => {
      const { token, password } = request.body;
      const staffId = await setStaffPassword(db(), {
        businessId: app.businessId,
        tokenHash: secretHash(token),
        passwordHash: await passwordHash(password),
        now: new Date(),
      });
      if (staffId === undefined) throw new ApiError(400, 'WRONG_CODE');
      return { data: { done: true as const } };
    },
  );

  done();
}
