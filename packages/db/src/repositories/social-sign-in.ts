import type { Kysely } from 'kysely';
import type { SocialProvider } from '@ordina/contracts';
import type { Database } from '../tables.ts';
import { findUserByEmail, findUserById, userEmailNormalize, userIsActive } from './users.ts';
import type { ActiveUserRecord, UserRecord } from './users.ts';

/*
 * Sign-in with Google or Facebook (docs/decisions/024): which account a
 * provider's person is, and the one-time code the browser trades for a session.
 */

/** Who the provider says signed in. */
export interface ProviderIdentity {
  provider: SocialProvider;
  /** The provider's stable id of the person (OIDC `sub`, Facebook's app-scoped id). */
  subject: string;
  /** Null when the provider gave none (a Facebook account without a confirmed e-mail). */
  email: string | null;
  /** True only when the provider vouches that the person controls the e-mail (OIDC `email_verified`). */
  emailVerified: boolean;
  name: string;
  lastname: string;
}

/** The business's sign-in client ids (business file `social_login`); null: that provider is off. */
export interface BusinessSocialLogin {
  googleClientId: string | null;
  facebookAppId: string | null;
}

export type SocialSignInResult =
  | { ok: true; userId: number; created: boolean }
  /** `email_in_use`: an account has the e-mail and the provider does not vouch for it; `no_email`: the provider gave no e-mail. */
  | { ok: false; reason: 'email_in_use' | 'no_email' };

const SUBJECT_COLUMN = { google: 'google_subject', facebook: 'facebook_subject' } as const;

/** Expired codes removed per sign-in: the clean-up stays bounded whatever piled up. */
const EXPIRED_CODES_REMOVED_PER_SIGN_IN = 100;

/** The business's sign-in client ids, by business key; undefined for an unknown business. */
export async function findBusinessSocialLogin(
  db: Kysely<Database>,
  businessKey: string,
): Promise<BusinessSocialLogin | undefined> {
  const row = await db
    .selectFrom('businesses')
    .select(['oauth_google_client_id', 'oauth_facebook_app_id'])
    .where('key', '=', businessKey)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { googleClientId: row.oauth_google_client_id, facebookAppId: row.oauth_facebook_app_id };
}

async function findUserBySubject(
  db: Kysely<Database>,
  businessId: number,
  identity: ProviderIdentity,
): Promise<UserRecord | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('business_id', '=', businessId)
    .where(SUBJECT_COLUMN[identity.provider], '=', identity.subject)
    .executeTakeFirst();
}

/**
 * The account of the provider's person, in one transaction with the one-time
 * code that hands its session to the browser:
 * - the account already linked to this provider subject;
 * - else the account with the e-mail, linked now, only when the provider
 *   vouches for the e-mail. An account never confirmed by e-mail is confirmed
 *   by that, and loses the password it was registered with: whoever set it
 *   never proved the mailbox (an attacker pre-registering a victim's e-mail
 *   must not keep a way in);
 * - else a new account (no password, privacy policy not yet accepted: the
 *   page's privacy gate asks for it), e-mail confirmed when the provider vouches.
 * A linked account that was deleted is not revived: its subject was cleared
 * when it was anonymised, so the person gets a new account.
 */
export async function signInWithProvider(
  db: Kysely<Database>,
  signIn: {
    businessId: number;
    identity: ProviderIdentity;
    code: { codeHash: string; expiresAt: Date };
    now: Date;
  },
): Promise<SocialSignInResult> {
  const { businessId, identity, now } = signIn;
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const account = await accountFor(trx, businessId, identity, at);
    if (!account.ok) return account;
    await trx
      .deleteFrom('social_sign_in_codes')
      .where((eb) =>
        eb(
          'code_hash',
          'in',
          eb
            .selectFrom('social_sign_in_codes')
            .select('code_hash')
            .where('business_id', '=', businessId)
            .where('expires_at', '<=', at)
            .limit(EXPIRED_CODES_REMOVED_PER_SIGN_IN),
        ),
      )
      .where('business_id', '=', businessId)
      .execute();
    await trx
      .insertInto('social_sign_in_codes')
      .values({
        business_id: businessId,
        code_hash: signIn.code.codeHash,
        user_id: account.userId,
        expires_at: signIn.code.expiresAt.toISOString(),
      })
      .execute();
    return account;
  });
}

async function accountFor(
  db: Kysely<Database>,
  businessId: number,
  identity: ProviderIdentity,
  at: string,
): Promise<SocialSignInResult> {
  const linked = await findUserBySubject(db, businessId, identity);
  if (linked !== undefined && userIsActive(linked)) return { ok: true, userId: linked.id, created: false };
  if (identity.email === null) return { ok: false, reason: 'no_email' };
  const existing = await findUserByEmail(db, businessId, identity.email);
  if (existing !== undefined) {
    if (!identity.emailVerified) return { ok: false, reason: 'email_in_use' };
    const neverConfirmed = existing.email_verified_at === null;
    await db
      .updateTable('users')
      .set({
        [SUBJECT_COLUMN[identity.provider]]: identity.subject,
        ...(neverConfirmed ? { email_verified_at: at, password_hash: null } : {}),
        updated_at: at,
      })
      .where('business_id', '=', businessId)
      .where('id', '=', existing.id)
      .execute();
    return { ok: true, userId: existing.id, created: false };
  }
  const created = await db
    .insertInto('users')
    .values({
      business_id: businessId,
      email: userEmailNormalize(identity.email),
      password_hash: null,
      name: identity.name,
      lastname: identity.lastname,
      [SUBJECT_COLUMN[identity.provider]]: identity.subject,
      email_verified_at: identity.emailVerified ? at : null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ok: true, userId: created.id, created: true };
}

/**
 * Trades a sign-in code for its account, once: marks it used when it exists,
 * is unused and unexpired at `now` (one conditional statement, so two
 * requests with the same code cannot both win). Undefined otherwise, or when
 * the account was deleted meanwhile.
 */
export async function consumeSocialSignInCode(
  db: Kysely<Database>,
  businessId: number,
  codeHash: string,
  now: Date,
): Promise<ActiveUserRecord | undefined> {
  const used = await db
    .updateTable('social_sign_in_codes')
    .set({ used_at: now.toISOString() })
    .where('business_id', '=', businessId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('user_id')
    .executeTakeFirst();
  if (used === undefined) return undefined;
  const user = await findUserById(db, businessId, used.user_id);
  return user !== undefined && userIsActive(user) ? user : undefined;
}
