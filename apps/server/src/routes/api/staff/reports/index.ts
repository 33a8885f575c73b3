import type { FastifyInstance } from 'fastify';
import { STAFF_REPORT_TOP_PRODUCTS, type StaffReport, type StaffReportQuery } from '@ordina/contracts';
import { findBusinessTimeZone, REPORT_KEPT_STATUSES, salesReportRows } from '@ordina/db';
import {
  DEFAULT_TIME_ZONE,
  reportAverage,
  reportFoldHours,
  reportRangeInstants,
  reportRangeRefusal,
} from '@ordina/domain';
import { registerEndpoint } from '../../../../endpoints.ts';
import { ApiError } from '../../../../errors.ts';
import { requireStaffPrincipal } from '../../../../plugins/staff-auth/index.ts';
import { reportCsv } from './report-csv.ts';

/** How many of the range's settled refunds the report lists (their sum counts them all). */
const REFUND_LIST_LIMIT = 100;

const KEPT: ReadonlySet<string> = new Set(REPORT_KEPT_STATUSES);

/**
 * The owner's reports (owner-only scope, docs/decisions/054): the orders placed on the days
 * `from`–`to` of the business's clock, summed by the database; the UTC hours it groups by are
 * folded here into the business's days and hours (a DST day has 23 or 25 of them).
 */
export async function buildReport(
  app: FastifyInstance,
  businessId: number,
  query: StaffReportQuery,
): Promise<StaffReport> {
  const refusal = reportRangeRefusal(query.from, query.to);
  if (refusal === 'too_long') throw new ApiError(400, 'REPORT_RANGE_TOO_LONG');
  if (refusal !== null) throw new ApiError(400, 'WRONG_REPORT_RANGE');
  const timeZone = (await findBusinessTimeZone(app.database.db, businessId)) ?? DEFAULT_TIME_ZONE;
  const { start, end } = reportRangeInstants(query.from, query.to, timeZone);
  const rows = await salesReportRows(app.database.db, {
    businessId,
    start,
    end,
    topProducts: STAFF_REPORT_TOP_PRODUCTS,
    refundListLimit: REFUND_LIST_LIMIT,
  });
  const sumOf = (keep: (status: string) => boolean) =>
    rows.byStatus
      .filter((row) => keep(row.status))
      .reduce((sum, row) => ({ orders: sum.orders + row.orders, revenue: sum.revenue + row.revenue }), {
        orders: 0,
        revenue: 0,
      });
  const kept = sumOf((status) => KEPT.has(status));
  const pending = sumOf((status) => status === 'to_manage');
  const takings = rows.offlineTakings + rows.onlineTakings;
  const { byDay, byHour } = reportFoldHours(rows.utcHours, { from: query.from, to: query.to, timeZone });
  return {
    from: query.from,
    to: query.to,
    timeZone,
    totals: {
      orders: kept.orders,
      revenue: kept.revenue,
      averageOrder: reportAverage(kept.revenue, kept.orders),
      takings,
      refunds: rows.refunds.amount,
      refundCount: rows.refunds.count,
      net: takings - rows.refunds.amount,
      pendingOrders: pending.orders,
      pendingRevenue: pending.revenue,
      canceledOrders: sumOf((status) => status === 'canceled').orders,
      tips: byDay.reduce((sum, day) => sum + day.tips, 0),
    },
    byDeliveryMethod: rows.byDeliveryMethod as StaffReport['byDeliveryMethod'],
    byPaymentMethod: rows.byPaymentMethod,
    topProducts: rows.topProducts,
    byHour,
    byDay: byDay.map((day) => ({ ...day, averageOrder: reportAverage(day.revenue, day.orders) })),
    refunds: rows.refundList,
  };
}

export default function staffReportRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(app, 'GET /api/staff/reports', {}, async (request) => ({
    data: await buildReport(app, requireStaffPrincipal(request).businessId, request.query),
  }));
  registerEndpoint(app, 'GET /api/staff/reports/csv', {}, async (request, reply) => {
    const principal = requireStaffPrincipal(request);
    const report = await buildReport(app, principal.businessId, request.query);
    // The file goes out as it is: the route's serializer (its response schema, a string) would JSON-quote it.
    return reply
      .serializer((payload: unknown) => String(payload))
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ordina-report-${report.from}-${report.to}.csv"`)
      .send(reportCsv(report, principal.locale));
  });
  done();
}
