import { z } from 'zod';
import { accountEmailSchema, doneResponseSchema, passwordSchema } from './account.ts';
import { localeSchema } from './business.ts';
import type { ErrorCode } from './errors.ts';
import { PERSON_NAME_MAX_LENGTH, textIsSingleLine } from './person-text.ts';
import { STORED_INTEGER_MAX } from './stored-integer.ts';

/*
 * The restaurant's staff accounts and access (docs/decisions/043): sign-in at
 * /gestione/accesso with a session cookie of its own and a CSRF token, the
 * owner's staff page and audit trail. Not in the spec (which shows only the
 * customer's side): additions beyond it, listed in docs/spec-coverage.md.
 */

/** A staff role: `owner` (everything, manages staff, audit trail) or `staff` (the board). */
export const staffRoleSchema = z.enum(['owner', 'staff'], { error: 'GENERIC_ERROR' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Who is signed in on the restaurant's side, as GET /api/staff/me answers it. */
export const staffMemberSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  locale: localeSchema,
  totpEnabled: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The signed-in member and the CSRF token every state-changing staff call sends as `x-csrf-token`. */
export const staffSessionResponseSchema = z.object({
  data: z.object({ staff: staffMemberSchema, csrfToken: z.string() }),
});
export type StaffSessionResponse = z.infer<typeof staffSessionResponseSchema>;

/** A six-digit TOTP code (spaces typed between groups are dropped). */
const totpCodeSchema = z
  .string({ error: 'STAFF_TOTP_WRONG' })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'STAFF_TOTP_WRONG' }));

/** A recovery code as shown once (`xxxxx-xxxxx`, letters and digits); case and spaces do not matter. */
const recoveryCodeSchema = z
  .string({ error: 'STAFF_TOTP_WRONG' })
  .transform((code) => code.replace(/\s/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, { error: 'STAFF_TOTP_WRONG' }));

/** POST /api/staff/login: e-mail and password, and the second factor when the member has TOTP on. */
export const staffLoginRequestSchema = z.object({
  email: accountEmailSchema,
  password: z
    .string({ error: 'STAFF_LOGIN_FAILED' })
    .min(1, { error: 'STAFF_LOGIN_FAILED' })
    .max(200, { error: 'STAFF_LOGIN_FAILED' }),
  totpCode: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
});
export type StaffLoginRequest = z.input<typeof staffLoginRequestSchema>;

/** POST /api/staff/set-password: the one-time link's token and the new password (the customers' rule, spec §5). */
export const staffSetPasswordRequestSchema = z.object({
  token: z
    .string({ error: 'WRONG_CODE' })
    .trim()
    .min(1, { error: 'WRONG_CODE' })
    .max(200, { error: 'WRONG_CODE' }),
  password: passwordSchema,
});
export type StaffSetPasswordRequest = z.input<typeof staffSetPasswordRequestSchema>;

/** PUT /api/staff/me/locale: the member's own language for the restaurant's side. */
export const staffLocaleRequestSchema = z.object({ locale: localeSchema });

/** A member's display name: one line, 1-100 characters. */
const staffNameSchema = z
  .string({ error: 'NO_NAME' })
  .trim()
  .min(1, { error: 'NO_NAME', abort: true })
  .max(PERSON_NAME_MAX_LENGTH, { error: 'WRONG_NAME' })
  .refine(textIsSingleLine, { error: 'WRONG_NAME' });

/** POST /api/staff/members: invites a member, who gets an e-mail with a one-time link (24 h) to set a password. */
export const staffInviteRequestSchema = z.object({
  email: accountEmailSchema,
  name: staffNameSchema,
  role: staffRoleSchema,
  locale: localeSchema,
});
export type StaffInviteRequest = z.input<typeof staffInviteRequestSchema>;

/** PUT /api/staff/members/{id}/role */
export const staffRoleRequestSchema = z.object({ role: staffRoleSchema });

/** A member id in a path, read as text: anything but a positive integer names no member (404). */
export const staffMemberParamsSchema = z.object({ id: z.string() });

/** A member as the owner's staff page lists it. */
export const staffMemberSummarySchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  passwordSet: z.boolean(),
  totpEnabled: z.boolean(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type StaffMemberSummary = z.infer<typeof staffMemberSummarySchema>;

export const staffMemberListResponseSchema = z.object({
  data: z.object({ members: z.array(staffMemberSummarySchema) }),
});
export const staffMemberResponseSchema = z.object({ data: z.object({ member: staffMemberSummarySchema }) });

/** POST /api/staff/totp/setup: the new secret, as text and as the otpauth:// address an authenticator app reads from a QR code. */
export const staffTotpSetupResponseSchema = z.object({
  data: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});
/** POST /api/staff/totp/enable and /disable: a current code of the authenticator app. */
export const staffTotpCodeRequestSchema = z.object({ code: totpCodeSchema });
/** The recovery codes, shown once. */
export const staffTotpEnableResponseSchema = z.object({
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});

/** Longest page of the audit trail. */
export const STAFF_AUDIT_PAGE_MAX = 100;

/** GET /api/staff/audit?before=&limit=: newest first; `before` is the `nextBefore` of the previous page. */
export const staffAuditQuerySchema = z.object({
  before: z.coerce.number({ error: 'GENERIC_ERROR' }).int().positive().max(STORED_INTEGER_MAX).optional(),
  limit: z.coerce.number({ error: 'GENERIC_ERROR' }).int().min(1).max(STAFF_AUDIT_PAGE_MAX).default(50),
});

/** One row of the audit trail. */
export const staffAuditEntrySchema = z.object({
  id: z.number().int().positive(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  staffEmail: z.string().nullable(),
  action: z.string(),
  orderId: z.number().int().nullable(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

export const staffAuditResponseSchema = z.object({
  data: z.object({ entries: z.array(staffAuditEntrySchema), nextBefore: z.number().int().nullable() }),
});

export { doneResponseSchema as staffDoneResponseSchema };

/** The errors every /api/staff call may answer before its handler runs: no live session, the wrong role, no CSRF token on a write. */
export const STAFF_ERRORS = [
  'STAFF_UNAUTHORIZED',
  'STAFF_FORBIDDEN',
  'CSRF_INVALID',
] as const satisfies readonly ErrorCode[];

/** The address of the one-time set-password page, as e-mailed and printed by `npm run staff:add`. */
export const staffSetPasswordPath = (token: string) =>
  `/gestione/imposta-password/${encodeURIComponent(token)}`;
