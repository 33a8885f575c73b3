import { z } from 'zod';
import { localeSchema } from './business.ts';
import {
  DOORBELL_MAX_LENGTH,
  FLOOR_MAX_LENGTH,
  personNameIsValid,
  textIsSingleLine,
  textLength,
} from './person-text.ts';
import { emailDomainIsReserved } from './reserved-email-domains.ts';

/**
 * Requests and responses of the customer-account calls (spec §7, §6, §4
 * "Session"). Field names are the spec's. A failed check names the spec code
 * in its message, which the server's error handler returns in
 * `response.data.errors`. Every success answers `{ data: … }`.
 */

/** Minimum password length (spec §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The password rule of spec §5: at least 8 characters with a lowercase letter,
 * an uppercase letter and a digit (letters of any alphabet). Defined once, here,
 * beside the request schemas that enforce it on the server; @ordina/domain
 * re-exports it for the browser's forms.
 */
export function passwordIsStrong(password: string): boolean {
  return (
    [...password].length >= PASSWORD_MIN_LENGTH &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\d/.test(password)
  );
}

/** A new password in a request: the §5 rule, else WRONG_PASSWORD. */
/** Longest password taken (a passphrase fits; the hash's work stays bounded). */
export const PASSWORD_MAX_LENGTH = 200;

export const passwordSchema = z
  .string({ error: 'WRONG_PASSWORD' })
  .max(PASSWORD_MAX_LENGTH, { error: 'WRONG_PASSWORD' })
  .refine(passwordIsStrong, { error: 'WRONG_PASSWORD' });

/**
 * The loose e-mail shape of spec §5 ("something@something"), shared by the
 * server's schemas and the browser's forms, and the only e-mail rule of both.
 * Neither side holds whitespace or an invisible character (control, format,
 * lone surrogate: \p{C}), which would reach mail headers and the database
 * (PostgreSQL refuses NUL), nor one of RFC 5322's specials ( ) < > [ ] \ , ; : "
 * (issue 31 item 12): with them a "something" can be a display name, a comment,
 * a quoted or group part (`first<me@x.it>`, `x(c)me@x.it`), which a mail server
 * delivers to the bare `me@x.it` inside. Each such spelling counted as another
 * customer (a first-order coupon each) and carried markup into messages. So an
 * e-mail is one bare address: one customer, one mailbox.
 */
export const EMAIL_PATTERN = /^[^\s@\p{C}()<>[\]\\,;:"]+@[^\s@\p{C}()<>[\]\\,;:"]+$/u;

/** Longest e-mail address (RFC 5321's path limit), in the server's schemas and the browser's inputs. */
export const EMAIL_MAX_LENGTH = 254;

/** An e-mail address as the account calls take it (`username`): trimmed, required, something@something. */
export const accountEmailSchema = z
  .string({ error: 'NO_EMAIL' })
  .trim()
  .min(1, { error: 'NO_EMAIL', abort: true })
  .max(EMAIL_MAX_LENGTH, { error: 'WRONG_EMAIL' })
  .regex(EMAIL_PATTERN, { error: 'WRONG_EMAIL' });

/** An e-mail the form may leave empty (the coupon lookup's): null, absent, blank, or a bare address as above (WRONG_EMAIL otherwise). */
export const optionalEmailSchema = z
  .string({ error: 'WRONG_EMAIL' })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: 'WRONG_EMAIL' })
  .refine((email) => email === '' || EMAIL_PATTERN.test(email), { error: 'WRONG_EMAIL' })
  .nullish();

/** The e-mail of a new account: as above, and not at a reserved special-use domain (.invalid, .test, example.com…), which no mailbox can be at. */
export const newAccountEmailSchema = accountEmailSchema.refine((email) => !emailDomainIsReserved(email), {
  error: 'WRONG_EMAIL',
});

/** The bot-protection token every captcha-protected call carries (spec §7: `recaptchaToken`). */
export const recaptchaTokenSchema = z
  .string({ error: 'NO_RECAPTCHA_TOKEN' })
  .min(1, { error: 'NO_RECAPTCHA_TOKEN' })
  .max(4000, {
    error: 'WRONG_RECAPTCHA',
  });

/** A first or last name: trimmed, required (`missing`), then one line in the shape of a name within PERSON_NAME_MAX_LENGTH (`wrong`). */
const nameSchema = (missing: 'NO_NAME' | 'NO_LASTNAME', wrong: 'WRONG_NAME' | 'WRONG_LASTNAME') =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .refine(personNameIsValid, { error: wrong });

/** An optional one-line text of an address (floor, doorbell): trimmed, at most `max` characters, no control or bidirectional-formatting characters. */
const addressLineSchema = (max: number) =>
  z
    .string()
    .trim()
    .refine((text) => textLength(text) <= max && textIsSingleLine(text));

/** Longest phone field as typed (spaces and prefix included). */
export const PHONE_MAX_LENGTH = 40;

/** A phone number field; the server normalises and checks it (WRONG_PHONE) with the domain's phone rule. */
export const phoneFieldSchema = z
  .string({ error: 'WRONG_PHONE' })
  .trim()
  .max(PHONE_MAX_LENGTH, { error: 'WRONG_PHONE' });

/** The logged-in user of spec §3 "User": profile, token and its times (seconds since the epoch). */
export const sessionUserSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  phone: z.string(),
  privacy_policy_accepted: z.boolean(),
  /** Bearer token (a JWT) for `/api/secured/*`. */
  token: z.string(),
  /** Issued at. */
  iat: z.number().int(),
  /** Expires at. */
  exp: z.number().int(),
  /** Renew at: the moment from which the token is renewed (exp − 1800, spec §9). */
  rat: z.number().int(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What the login, token-renewal and account-verification calls answer. */
export const sessionResponseSchema = z.object({ data: sessionUserSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST /api/login_check */
export const loginRequestSchema = z.object({
  username: accountEmailSchema,
  password: z
    .string({ error: 'WRONG_LOGIN_DATA' })
    .min(1, { error: 'WRONG_LOGIN_DATA' })
    .max(200, { error: 'WRONG_LOGIN_DATA' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/user/register: an account that is activated by the link in the confirmation e-mail. */
export const registerRequestSchema = z.object({
  username: newAccountEmailSchema,
  name: nameSchema('NO_NAME', 'WRONG_NAME'),
  lastname: nameSchema('NO_LASTNAME', 'WRONG_LASTNAME'),
  phone: phoneFieldSchema.min(1, { error: 'WRONG_PHONE' }),
  password: passwordSchema,
  recaptchaToken: recaptchaTokenSchema,
  locale: localeSchema,
  /** The registration form's privacy checkbox (spec §5 "Registration"); must be ticked. */
  privacyPolicy: z.literal(true, { error: 'NOT_ACCEPTED_PRIVACY_POLICY' }),
  /** Newsletter opt-in. */
  newsletter: z.boolean().default(false),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST /api/user/recover: e-mails a link to /cambia-password/{codice}. */
export const recoverRequestSchema = z.object({
  username: accountEmailSchema,
  recaptchaToken: recaptchaTokenSchema,
  /** Language of the e-mail; the business's default when absent. */
  locale: localeSchema.optional(),
});
export type RecoverRequest = z.infer<typeof recoverRequestSchema>;

/** POST /api/user/resend-verification: the confirmation e-mail again, for the account with this e-mail if it is unconfirmed. */
export const resendVerificationRequestSchema = recoverRequestSchema;
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequestSchema>;

/** POST /api/user/change-password: sets a new password with the code of a recovery e-mail. */
export const changePasswordRequestSchema = z.object({
  code: z
    .string({ error: 'WRONG_CODE' })
    .trim()
    .min(1, { error: 'WRONG_CODE' })
    .max(200, { error: 'WRONG_CODE' }),
  password: passwordSchema,
  recaptchaToken: recaptchaTokenSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/user/verify: activates an account with the code of its confirmation e-mail and logs it in. */
export const verifyAccountRequestSchema = z.object({
  code: z
    .string({ error: 'WRONG_CODE' })
    .trim()
    .min(1, { error: 'WRONG_CODE' })
    .max(200, { error: 'WRONG_CODE' }),
});
export type VerifyAccountRequest = z.infer<typeof verifyAccountRequestSchema>;

/** The answer of calls whose result is only "done" (register, recover, change-password, logout, privacy, anonymise). */
export const doneResponseSchema = z.object({ data: z.object({ done: z.literal(true) }) });
export type DoneResponse = z.infer<typeof doneResponseSchema>;

/** PUT /api/secured/user/{id}/anagraphic: the editable profile (phone optional on the account page, spec §5). */
export const profileUpdateRequestSchema = z.object({
  name: nameSchema('NO_NAME', 'WRONG_NAME'),
  lastname: nameSchema('NO_LASTNAME', 'WRONG_LASTNAME'),
  phone: phoneFieldSchema.default(''),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

/** A saved address of spec §3 ("default" is 1 for the customer's default address, else 0). */
export const savedAddressSchema = z.object({
  id: z.number().int().positive(),
  address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  country: z.string(),
  street_number: z.string(),
  floor: z.string(),
  intercom_name: z.string(),
  lat: z.number(),
  lng: z.number(),
  google_place_id: z.string().nullable(),
  default: z.union([z.literal(0), z.literal(1)]),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** GET/PUT/DELETE /api/secured/user/{id}/anagraphic/address…: the customer's address list. */
export const savedAddressListResponseSchema = z.object({ data: z.array(savedAddressSchema) });
export type SavedAddressListResponse = z.infer<typeof savedAddressListResponseSchema>;

/**
 * PUT /api/secured/user/{id}/anagraphic/address/{addressId}: the address with
 * `default: 1` makes it the default (spec §7). Floor and doorbell keep the
 * spec's limits; the location itself cannot be edited (spec "Address component").
 */
export const savedAddressUpdateRequestSchema = z.object({
  id: z.number().int().positive(),
  default: z
    .union([z.literal(0), z.literal(1), z.boolean()])
    .transform((value) => (value === true || value === 1 ? 1 : 0)),
  floor: addressLineSchema(FLOOR_MAX_LENGTH).optional(),
  intercom_name: addressLineSchema(DOORBELL_MAX_LENGTH).optional(),
});
export type SavedAddressUpdateRequest = z.input<typeof savedAddressUpdateRequestSchema>;

/** POST /api/secured/user/{id}/accept-privacy-policy */
export const acceptPrivacyRequestSchema = z.object({ currentPage: z.string().max(2000).default('') });
export type AcceptPrivacyRequest = z.input<typeof acceptPrivacyRequestSchema>;

/** An ALTCHA proof-of-work challenge (altcha-lib's v1 format). */
export const altchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;

/**
 * GET /api/captcha/challenge: an ALTCHA proof-of-work challenge (the default
 * bot protection, see docs/architecture-brief.md). The browser solves it and sends the
 * base64 JSON solution as `recaptchaToken`.
 */
export const captchaChallengeResponseSchema = z.object({
  data: z.object({
    /** Which bot protection the server checks: `altcha` (solve `challenge`) or `recaptcha` (get a v3 token with `siteKey`). */
    provider: z.enum(['altcha', 'recaptcha']),
    challenge: altchaChallengeSchema.nullable(),
    siteKey: z.string().nullable(),
  }),
});
export type CaptchaChallengeResponse = z.infer<typeof captchaChallengeResponseSchema>;

/** The business e-mail link paths the server writes into account e-mails (spec §2 routes). */
export const accountLinkPaths = {
  /** Registration confirmation: the home page with the code (spec §2 "Redirects"). */
  verifyAccount: (code: string) => `/?verification_code=${encodeURIComponent(code)}`,
  /** Password recovery: the change-password page. */
  changePassword: (code: string) => `/cambia-password/${encodeURIComponent(code)}`,
} as const;
