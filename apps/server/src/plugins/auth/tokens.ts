import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import { sessionUserSchema } from '@ordina/contracts';
import { tokenRenewAt } from '@ordina/domain';

/**
 * What a login token says: the user of spec §3 as the login answers it (its
 * profile and times, without the token itself), plus the subject and the
 * session it belongs to. Declared from the contract's schema, so a field
 * added to the session user is a claim too.
 */
const claimsSchema = sessionUserSchema.omit({ token: true }).extend({
  sub: z.string(),
  /** The `sessions` row: revoking it ends the token at once. */
  sid: z.string().min(1),
});
export type TokenClaims = z.infer<typeof claimsSchema>;

/** The profile a token is issued for. */
export interface TokenSubject {
  id: number;
  email: string;
  name: string;
  lastname: string;
  phone: string;
  privacyPolicyAccepted: boolean;
}

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
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .sign(this.#key);
    return { token, claims };
  }

  /** The claims of a genuine, unexpired token at `now`; undefined for anything else. */
  async verify(token: string, now: Date): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: [ALGORITHM],
        currentDate: now,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const claims = claimsSchema.safeParse(payload);
      return claims.success && claims.data.sub === String(claims.data.id) ? claims.data : undefined;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }
}
