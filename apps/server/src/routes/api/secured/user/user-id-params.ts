import { z } from 'zod';

/** The `{id}` of /api/secured/user/{id}/… (already matched to the token's user by `app.authenticate`). */
export const userIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
