import type { FastifyInstance } from 'fastify';
import { updateUserProfile } from '@ordina/db';
import { phoneIsBlank, phoneNormalize } from '@ordina/domain';
import { registerEndpoint } from '../../../../endpoints.ts';
import { ApiError } from '../../../../errors.ts';
import { requireAccount } from '../../../../plugins/auth/index.ts';

/** The phone as stored: '' when left out (optional on the account page, spec §5), else the international format; WRONG_PHONE when invalid. */
function storedPhone(typed: string): string {
  if (phoneIsBlank(typed)) return '';
  const phone = phoneNormalize(typed);
  if (!phone.valid || phone.international === null) throw new ApiError(400, 'WRONG_PHONE');
  return phone.international;
}

/**
 * PUT /anagraphic: the customer edits name, last name and phone (the e-mail
 * is locked, spec §6). Answers a renewed token of the same session, so the
 * browser's stored user carries the new name at once.
 */
export default function anagraphicRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(app, 'PUT /api/secured/user/:id/anagraphic', {}, async (request) => {
    const { session } = requireAccount(request);
    const { name, lastname, phone } = request.body;
    const now = new Date();
    const user = await updateUserProfile(
      app.database.db,
      session.businessId,
      session.userId,
      { name, lastname, phone: storedPhone(phone) },
      now,
    );
    // Deleted between the token check and now: the account is gone.
    if (user === undefined) throw new ApiError(401, 'HTTP_UNAUTHORIZED');
    return { data: await app.auth.renewSession({ session, user }, now) };
  });

  done();
}
