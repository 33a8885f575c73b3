import type { FastifyInstance } from 'fastify';
import { staffSetPasswordPath } from '@ordina/contracts';
import type { Locale } from '@ordina/contracts';
import { STAFF_PASSWORD_LINK_TTL_MS } from '@ordina/db';
import type { NewOutboxMessage, NewStaffPasswordToken } from '@ordina/db';
import { accountMail, outboxEmail } from '../../../plugins/mailer/index.ts';
import { newStaffPasswordToken, secretHash } from '../../../plugins/staff-auth/index.ts';

/** A new one-time link: the token to store (hashed, with its end) and the address to e-mail or print. */
export function staffPasswordLink(
  linkBase: string,
  now: Date,
): { token: NewStaffPasswordToken; link: string } {
  const token = newStaffPasswordToken();
  return {
    token: { hash: secretHash(token), expiresAt: new Date(now.getTime() + STAFF_PASSWORD_LINK_TTL_MS) },
    link: `${linkBase}${staffSetPasswordPath(token)}`,
  };
}

/** The invitation e-mail carrying the link, in the member's language, signed with the business's name. */
export async function staffInvitationMail(
  app: FastifyInstance,
  member: { email: string; name: string; locale: Locale },
  link: string,
): Promise<NewOutboxMessage> {
  const storefront = await app.storefronts.get(app.businessKey);
  return outboxEmail(
    accountMail('staff_invitation', {
      to: member.email,
      locale: member.locale,
      business: storefront.anagraphic.name,
      name: member.name,
      link,
    }),
  );
}
