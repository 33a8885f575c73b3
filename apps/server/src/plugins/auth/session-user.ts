import type { SessionUser } from '@ordina/contracts';
import type { ActiveUserRecord } from '@ordina/db';
import type { TokenClaims, TokenSubject } from './tokens.ts';

/** The token subject for a stored account (only an active one has an e-mail to carry). */
export function tokenSubjectOf(user: ActiveUserRecord): TokenSubject {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    lastname: user.lastname,
    phone: user.phone,
    privacyPolicyAccepted: user.privacy_policy_accepted === 1,
  };
}

/** The spec's logged-in user (§3 "User"): profile, token and its times. */
export function sessionUserOf(token: string, claims: TokenClaims): SessionUser {
  return {
    id: claims.id,
    email: claims.email,
    name: claims.name,
    lastname: claims.lastname,
    phone: claims.phone,
    privacy_policy_accepted: claims.privacy_policy_accepted,
    token,
    iat: claims.iat,
    exp: claims.exp,
    rat: claims.rat,
  };
}
