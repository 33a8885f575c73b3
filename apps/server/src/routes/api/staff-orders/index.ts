import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode, StaffOrder } from '@ordina/contracts';
import { findStaffOrder, type OrderActor } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import type { OrderActionOutcome } from '../../../plugins/order-actions/index.ts';
import { recordIdFromPath } from '../secured/user/record-id-param.ts';

/**
 * /api/staff/orders (issue 33, docs/decisions/044): one order as the board shows it, and the
 * restaurant's actions on it. Every call needs a live staff session (`app.requireStaff()`: 401
 * without one; a state-changing call without the session's CSRF header is 403) and reads only the
 * staff member's business: another business's order id is NOT_FOUND. An action on an order that
 * moved meanwhile answers 409 ORDER_STATUS_CHANGED with the order as it is now, so the board
 * shows the new state. Register with `{ prefix: '/staff/orders' }` inside the /api routes.
 */

/** Why an action was refused → its answer. */
const REFUSALS: Readonly<
  Record<
    Exclude<Extract<OrderActionOutcome, { ok: false }>['reason'], 'status_changed'>,
    { status: number; code: ErrorCode }
  >
> = {
  not_found: { status: 404, code: 'NOT_FOUND' },
  before_slot: { status: 400, code: 'READY_TIME_BEFORE_SLOT' },
  exceeds_total: { status: 400, code: 'DISCOUNT_EXCEEDS_TOTAL' },
  raises_paid_total: { status: 409, code: 'DISCOUNT_RAISES_PAID_TOTAL' },
};

function staffOrderRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  app.addHook('onRequest', app.requireStaff());

  /** The signed-in staff member's business and who acts. */
  const who = (request: FastifyRequest): { businessId: number; actor: OrderActor } => {
    const staff = request.staff;
    // requireStaff answered 401 before the handler without a session; a member of another business is refused like a missing order.
    if (staff === null || staff.businessId !== app.businessId) throw new ApiError(404, 'NOT_FOUND');
    return { businessId: staff.businessId, actor: { kind: 'staff', staffId: staff.staffId } };
  };
  const current = async (businessId: number, orderId: number): Promise<StaffOrder> => {
    const order = await findStaffOrder(app.database.db, businessId, orderId);
    if (order === undefined) throw new ApiError(404, 'NOT_FOUND');
    return order;
  };
  /** The action's answer: the order after it; or the refusal, a moved order with the order as it is now. */
  const answer = async (businessId: number, orderId: number, outcome: OrderActionOutcome) => {
    if (outcome.ok) return { data: { order: await current(businessId, orderId) } };
    // An order the board may not see (never received: unverified, expired, unpaid) reads like a missing one.
    const order =
      outcome.status === null ? undefined : await findStaffOrder(app.database.db, businessId, orderId);
    if (order === undefined) throw new ApiError(404, 'NOT_FOUND');
    if (outcome.reason === 'status_changed') throw new ApiError(409, 'ORDER_STATUS_CHANGED', { order });
    const refusal = REFUSALS[outcome.reason];
    throw new ApiError(refusal.status, refusal.code);
  };

  registerEndpoint(app, 'GET /api/staff/orders/:id', {}, async (request) => {
    const { businessId } = who(request);
    return { data: { order: await current(businessId, recordIdFromPath(request.params.id)) } };
  });

  registerEndpoint(app, 'POST /api/staff/orders/:id/accept', {}, async (request) => {
    const { businessId, actor } = who(request);
    const orderId = recordIdFromPath(request.params.id);
    return answer(
      businessId,
      orderId,
      await app.orderActions.accept({ orderId, actor, now: new Date(), ready: request.body }),
    );
  });
  registerEndpoint(app, 'POST /api/staff/orders/:id/reject', {}, async (request) => {
    const { businessId, actor } = who(request);
    const orderId = recordIdFromPath(request.params.id);
    return answer(
      businessId,
      orderId,
      await app.orderActions.reject({
        orderId,
        actor,
        now: new Date(),
        reason: request.body.reason,
        note: request.body.note,
      }),
    );
  });
  registerEndpoint(app, 'POST /api/staff/orders/:id/ready', {}, async (request) => {
    const { businessId, actor } = who(request);
    const orderId = recordIdFromPath(request.params.id);
    return answer(businessId, orderId, await app.orderActions.ready({ orderId, actor, now: new Date() }));
  });
  registerEndpoint(app, 'POST /api/staff/orders/:id/delivered', {}, async (request) => {
    const { businessId, actor } = who(request);
    const orderId = recordIdFromPath(request.params.id);
    return answer(businessId, orderId, await app.orderActions.delivered({ orderId, actor, now: new Date() }));
  });
  registerEndpoint(app, 'POST /api/staff/orders/:id/cancel', {}, async (request) => {
    const { businessId, actor } = who(request);
    const orderId = recordIdFromPath(request.params.id);
    return answer(businessId, orderId, await app.orderActions.cancel({ orderId, actor, now: new Date() }));
  });
  registerEndpoint(app, 'POST /api/staff/orders/:id/delay', {}, async (request) => {
    const { businessId, actor } = who(request);
    const orderId = recordIdFromPath(request.params.id);
    return answer(
      businessId,
      orderId,
      await app.orderActions.delay({ orderId, actor, now: new Date(), minutes: request.body.minutes }),
    );
  });
  registerEndpoint(app, 'POST /api/staff/orders/:id/discount', {}, async (request) => {
    const { businessId, actor } = who(request);
    const orderId = recordIdFromPath(request.params.id);
    return answer(
      businessId,
      orderId,
      await app.orderActions.discount({
        orderId,
        actor,
        now: new Date(),
        mode: request.body.mode,
        value: request.body.value,
      }),
    );
  });

  done();
}

export default fp(staffOrderRoutes, {
  name: 'staff-order-routes',
  dependencies: ['db', 'order-actions', 'staff-auth'],
  encapsulate: true,
});
