import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import { tokenRenewAt } from '@ordina/domain';

/** What a login token says (spec §3 "User" plus the session it belongs to). */
export interface TokenClaims {
  sub: string;
  id: number;
  email: string;
  name: string;
  lastname: string;
  phone: string;
  privacy_policy_accepted: boolean;
  /** The `sessions` row: revoking it ends the token at once. */
  sid: string;
  iat: number;
  exp: number;
  /** Renew at: exp − 1800 (spec §9). */
  rat: number;
}

/** The profile a token is issued for. */
export interface TokenSubject {
  id: number;
  email: string;
  name: string;
  lastname: string;
  phone: string;
  privacyPolicyAccepted: boolean;
}

const claimsSchema = z.object({
  sub: z.string(),
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  phone: z.string(),
  privacy_policy_accepted: z.boolean(),
  sid: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int(),
  rat: z.number().int(),
});

const ALGORITHM = 'HS256';

/** Signs and checks login tokens (JWT HS256) with one secret. */
export class TokenSigner {
  readonly #key: Uint8Array;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  /** A token for `subject` in session `sid`, issued at `now`, with its claims. */
  async sign(subject: TokenSubject, sid: string, now: Date): Promise<{ token: string; claims: TokenClaims }> {
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + this.ttlSeconds;
    const claims: TokenClaims = {
      sub: String(subject.id),
      id: subject.id,
      email: subject.email,
      name: subject.name,
      lastname: subject.lastname,
      phone: subject.phone,
      privacy_policy_accepted: subject.privacyPolicyAccepted,
      sid,
      iat,
      exp,
      rat: tokenRenewAt(exp),
    };
    const token = await new SignJWT({ ...claims }).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).sign(this.#key);
    return { token, claims };
  }

  /** The claims of a genuine, unexpired token at `now`; undefined for anything else. */
  async verify(token: string, now: Date): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: [ALGORITHM], currentDate: now, requiredClaims: ['exp', 'iat', 'sub'] });
      const claims = claimsSchema.safeParse(payload);
      return claims.success && claims.data.sub === String(claims.data.id) ? claims.data : undefined;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }
}
