import { z } from 'zod';

/*
 * Sign-in with Google or Facebook (spec §1, §2 `/connect/{provider}`;
 * docs/decisions/024-social-sign-in.md). The browser leaves for
 * GET /api/oauth/{provider}, the provider sends it back to
 * GET /api/oauth/{provider}/callback, which lands on the home page with a
 * one-time `token` query; the page trades it for a session with
 * POST /api/oauth/session. A failure lands on the home page with
 * `social_sign_in_error` naming what went wrong.
 */

/** The sign-in providers of spec §1. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * Why a sign-in came back without a session, as the home page's
 * `social_sign_in_error` query says it: the visitor said no at the provider
 * (`denied`), the answer did not belong to the sign-in this browser started
 * (`state`: an old tab, a forged link, cookies off), the provider could not
 * be reached or answered nonsense (`provider`), or an account of this
 * business has the e-mail and the provider does not vouch for it (`email_in_use`).
 */
export const SOCIAL_SIGN_IN_ERRORS = ['denied', 'state', 'provider', 'email_in_use'] as const;
export type SocialSignInError = (typeof SOCIAL_SIGN_IN_ERRORS)[number];

/** The query a failed sign-in lands on home with. */
export const SOCIAL_SIGN_IN_ERROR_PARAM = 'social_sign_in_error';

/** Client ids the business's sign-in buttons use (its secrets live in the server configuration); null: that button is off. */
export const socialLoginSchema = z.object({
  google_client_id: z.string().trim().min(1).max(200).nullable().default(null),
  facebook_app_id: z
    .string()
    .trim()
    .regex(/^\d{1,30}$/, { error: 'a Facebook app id is digits' })
    .nullable()
    .default(null),
});
export type SocialLogin = z.infer<typeof socialLoginSchema>;

export const socialProviderParamsSchema = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });

/** What a provider adds to the callback address: a code and our state, or an error (RFC 6749 §4.1.2). */
export const socialCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
  // Facebook's denial also carries these.
  error_code: z.string().max(64).optional(),
  error_reason: z.string().max(256).optional(),
});

/** The one-time `token` of the landing address, traded for the session. */
export const socialSessionRequestSchema = z.object({ token: z.string().min(1).max(128) });

/** The 303's empty body: the `Location` header carries the answer. */
export const socialRedirectResponseSchema = z.undefined();
