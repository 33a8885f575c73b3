import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  claimPrintJob,
  findBoardScreenSettings,
  finishPrintJob,
  listPrintJobs,
  queuePrintJob,
  setBoardScreenAutoPrint,
} from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';

/** Options of the print-queue routes. */
export interface PrintJobRoutesOptions {
  now?: () => Date;
}

/** How many jobs a screen reads at once: a Saturday night's tickets, newest first. */
const PRINT_JOB_PAGE = 100;

/**
 * /api/staff/print-jobs and /api/staff/screens/{screenId} (docs/decisions/046):
 * the kitchen tickets' queue and each screen's "auto-print accepted orders"
 * switch. A screen asks for a ticket (an accepted order's automatic one is
 * one job whoever asks), claims a pending job before printing it — a second
 * tab gets 409 PRINT_JOB_CHANGED with the job as it is — and says how the
 * print ended.
 */
function printJobRoutes(app: FastifyInstance, options: PrintJobRoutesOptions, done: () => void) {
  const now = options.now ?? (() => new Date());
  app.addHook('onRequest', app.requireStaff());
  const businessId = () => app.businessId;

  registerEndpoint(app, 'GET /api/staff/print-jobs', {}, async (request) => ({
    data: {
      jobs: await listPrintJobs(app.database.db, {
        businessId: businessId(),
        limit: PRINT_JOB_PAGE,
        ...(request.query.status === undefined ? {} : { status: request.query.status }),
      }),
    },
  }));

  registerEndpoint(app, 'POST /api/staff/print-jobs', {}, async (request) => {
    const job = await queuePrintJob(app.database.db, {
      businessId: businessId(),
      orderId: request.body.orderId,
      auto: request.body.auto,
      at: now(),
    });
    if (job === undefined) throw new ApiError(404, 'NOT_FOUND');
    return { data: { job } };
  });

  registerEndpoint(app, 'POST /api/staff/print-jobs/:id/claim', {}, async (request) => {
    const result = await claimPrintJob(app.database.db, {
      businessId: businessId(),
      jobId: request.params.id,
      screenId: request.body.screenId,
      at: now(),
    });
    if (result.ok) return { data: { job: result.job } };
    if (result.reason === 'not_found') throw new ApiError(404, 'NOT_FOUND');
    throw new ApiError(409, 'PRINT_JOB_CHANGED', { job: result.job });
  });

  registerEndpoint(app, 'POST /api/staff/print-jobs/:id/result', {}, async (request) => {
    const result = await finishPrintJob(app.database.db, {
      businessId: businessId(),
      jobId: request.params.id,
      screenId: request.body.screenId,
      outcome: request.body.outcome,
      at: now(),
    });
    if (result.ok) return { data: { job: result.job } };
    if (result.reason === 'not_found') throw new ApiError(404, 'NOT_FOUND');
    throw new ApiError(409, 'PRINT_JOB_CHANGED', { job: result.job });
  });

  registerEndpoint(app, 'GET /api/staff/screens/:screenId', {}, async (request) => ({
    data: await findBoardScreenSettings(app.database.db, businessId(), request.params.screenId),
  }));
  registerEndpoint(app, 'PUT /api/staff/screens/:screenId', {}, async (request) => {
    await setBoardScreenAutoPrint(app.database.db, {
      businessId: businessId(),
      screenId: request.params.screenId,
      autoPrint: request.body.autoPrint,
      at: now(),
    });
    return { data: { autoPrint: request.body.autoPrint } };
  });
  done();
}

export default fp(printJobRoutes, {
  name: 'staff-print-job-routes',
  dependencies: ['db'],
  encapsulate: true,
});
