import type { FastifyInstance } from 'fastify';
import { BUSINESS_HISTORY_LIMIT } from '@ordina/contracts';
import {
  latestBusinessVersion,
  listBusinessVersions,
  restoreBusinessVersion,
  saveBusinessChanges,
  type BusinessVersionRecord,
  type BusinessWriteResult,
} from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { requireStaffPrincipal } from '../../../plugins/staff-auth/index.ts';

/** A version number from a path: a positive integer, else no version (404 NOT_FOUND). */
function versionOf(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw new ApiError(404, 'NOT_FOUND');
  return Number(raw);
}

/** A refused save or restore as HTTP: a client's mistake or a race, never a 5xx. */
function written(result: BusinessWriteResult): BusinessVersionRecord {
  if (result.ok) return result;
  switch (result.reason) {
    case 'not_versioned':
      throw new ApiError(409, 'BUSINESS_NOT_VERSIONED');
    case 'not_found':
      throw new ApiError(404, 'NOT_FOUND');
    case 'conflict':
      throw new ApiError(409, 'BUSINESS_CHANGED', {
        version: result.latest.version,
        document: result.latest.document,
        conflicts: result.conflicts,
      });
    case 'invalid':
      throw new ApiError(422, 'WRONG_BUSINESS_DATA', { issues: result.issues });
  }
}

/**
 * The back office's business document (owner-only scope, docs/decisions/052): read it, save entity
 * changes under optimistic concurrency, the history, restore, export. A write here shows at once on
 * this process's storefront; other processes see the new version within their freshness check.
 */
export default function staffBusinessRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const db = () => app.database.db;

  async function latest(): Promise<BusinessVersionRecord> {
    const record = await latestBusinessVersion(db(), app.businessId);
    if (record === undefined) throw new ApiError(409, 'BUSINESS_NOT_VERSIONED');
    return record;
  }

  registerEndpoint(app, 'GET /api/staff/business', {}, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    const { version, document } = await latest();
    return { data: { version, document } };
  });

  registerEndpoint(app, 'PUT /api/staff/business', {}, async (request) => {
    const owner = requireStaffPrincipal(request);
    const result = written(
      await saveBusinessChanges(db(), {
        businessId: app.businessId,
        staffId: owner.staffId,
        baseVersion: request.body.baseVersion,
        changes: request.body.changes,
        now: new Date(),
      }),
    );
    app.storefronts.invalidate(app.businessKey);
    return { data: result };
  });

  registerEndpoint(app, 'GET /api/staff/business/versions', {}, async () => ({
    data: { versions: await listBusinessVersions(db(), app.businessId, BUSINESS_HISTORY_LIMIT) },
  }));

  registerEndpoint(app, 'POST /api/staff/business/versions/:version/restore', {}, async (request) => {
    const owner = requireStaffPrincipal(request);
    const result = written(
      await restoreBusinessVersion(db(), {
        businessId: app.businessId,
        staffId: owner.staffId,
        version: versionOf(request.params.version),
        now: new Date(),
      }),
    );
    app.storefronts.invalidate(app.businessKey);
    return { data: result };
  });

  registerEndpoint(app, 'GET /api/staff/business/export', {}, async (_request, reply) => {
    const { version, document } = await latest();
    const named = (document.business as { key?: unknown } | undefined)?.key;
    const key = typeof named === 'string' ? named : 'business';
    void reply.header('cache-control', 'no-store');
    void reply.header('content-disposition', `attachment; filename="${key}-v${version}.json"`);
    return document;
  });
  done();
}
