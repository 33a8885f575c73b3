import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OperationsAnswer } from '@ordina/contracts';
import { applyStaffOperation, readOperations } from '@ordina/db';
import type { StaffOperationChange } from '@ordina/db';
import { operationsEndAfter } from '@ordina/domain';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';

/** Options of the board's switch routes. */
export interface StaffOperationsRoutesOptions {
  /** The clock (tests fix it); the system clock by default. */
  now?: () => Date;
}

/**
 * /api/staff/pause, /api/staff/busy, /api/staff/sold-out (docs/decisions/046):
 * the board's switches, for any signed-in member. Every answer is the
 * switches on now with the server's clock, so the board shows each one's
 * countdown. A change is one transaction with its audit row; this process's
 * storefront shows it at once, other servers after the switches' 5 s cache.
 */
function staffOperationsRoutes(
  app: FastifyInstance,
  options: StaffOperationsRoutesOptions,
  done: () => void,
) {
  const now = options.now ?? (() => new Date());
  app.addHook('onRequest', app.requireStaff());

  async function current(): Promise<{ data: OperationsAnswer }> {
    const at = now();
    return {
      data: {
        operations: await readOperations(app.database.db, app.businessId, at),
        serverTime: at.toISOString(),
      },
    };
  }

  async function change(
    request: FastifyRequest,
    make: (at: Date, timeZone: string) => StaffOperationChange,
  ): Promise<{ data: OperationsAnswer }> {
    const staff = request.staff;
    if (staff === null) throw new ApiError(401, 'STAFF_UNAUTHORIZED');
    const at = now();
    const { time_zone: timeZone } = (await app.storefronts.get(app.businessKey)).configuration;
    const result = await applyStaffOperation(app.database.db, {
      businessId: staff.businessId,
      staffId: staff.staffId,
      change: make(at, timeZone),
      now: at,
    });
    if (!result.ok) throw new ApiError(404, 'NOT_FOUND');
    app.storefronts.invalidateOperations(app.businessKey);
    return { data: { operations: result.operations, serverTime: at.toISOString() } };
  }

  registerEndpoint(app, 'GET /api/staff/pause', {}, () => current());
  registerEndpoint(app, 'POST /api/staff/pause', {}, (request) =>
    change(request, (at, timeZone) => ({
      kind: 'pause',
      duration: request.body.duration,
      until: operationsEndAfter(request.body.duration, at, timeZone),
    })),
  );
  registerEndpoint(app, 'DELETE /api/staff/pause', {}, (request) =>
    change(request, () => ({ kind: 'resume' })),
  );

  registerEndpoint(app, 'GET /api/staff/busy', {}, () => current());
  registerEndpoint(app, 'POST /api/staff/busy', {}, (request) =>
    change(request, (at, timeZone) => ({
      kind: 'busy',
      extraMinutes: request.body.extraMinutes,
      duration: request.body.duration,
      until: operationsEndAfter(request.body.duration, at, timeZone),
    })),
  );
  registerEndpoint(app, 'DELETE /api/staff/busy', {}, (request) =>
    change(request, () => ({ kind: 'busy_off' })),
  );

  registerEndpoint(app, 'GET /api/staff/sold-out', {}, () => current());
  registerEndpoint(app, 'POST /api/staff/sold-out', {}, (request) =>
    change(request, (at, timeZone) => ({
      kind: 'sold_out',
      item: { kind: request.body.kind, id: request.body.id },
      until: operationsEndAfter('rest_of_day', at, timeZone),
    })),
  );
  registerEndpoint(app, 'DELETE /api/staff/sold-out', {}, (request) =>
    change(request, () => ({
      kind: 'sold_out_undo',
      item: { kind: request.query.kind, id: request.query.id },
    })),
  );
  done();
}

// Needs the staff session (app.requireStaff) and the storefront cache.
export default fp(staffOperationsRoutes, {
  name: 'staff-operations-routes',
  dependencies: ['db', 'storefront'],
  encapsulate: true,
});
