import type { FastifyInstance } from 'fastify';
import { listStaffAudit } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';

/** The owner's audit trail (owner-only scope), newest first; `nextBefore` is null on the last page. */
export default function staffAuditRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(app, 'GET /api/staff/audit', {}, async (request) => {
    const { before, limit } = request.query;
    // One row more than asked tells whether another page follows.
    const rows = await listStaffAudit(app.database.db, app.businessId, {
      ...(before === undefined ? {} : { beforeId: before }),
      limit: limit + 1,
    });
    const entries = rows.slice(0, limit);
    const last = entries.at(-1);
    return { data: { entries, nextBefore: rows.length > limit && last !== undefined ? last.id : null } };
  });
  done();
}
