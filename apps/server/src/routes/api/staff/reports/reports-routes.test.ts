import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { StaffReport } from '@ordina/contracts';
import { openOrderRefunds, settlePaymentRefund } from '@ordina/db';
import { insertTestBusiness } from '@ordina/db/test/customer-fixture';
import { insertTestOrder, NO_DELIVERY_ADDRESS, type TestOrderLine } from '@ordina/db/test/orders-fixture';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import type { StoredOrderStatus } from '@ordina/db';
import { useAccountTestApp } from '../../../../plugins/auth/test/account-test-app.ts';
import { staffSession } from '../../../../test/staff-session.ts';
import { errorsOf } from '../../../../test/refusal-codes.ts';

/*
 * The owner's report (docs/decisions/054) against the orders in the database, to the cent: a mix of
 * methods, payments, refunds (settled, pending, a discount's part), a rejected and a cancelled order,
 * orders either side of local midnight and on the day Rome's clocks go forward (29 March 2026: no
 * 02:00–02:59), plus orders the report must leave out (before and after the range, another business,
 * waiting for payment). The expected figures are computed here from the orders as written, with
 * Intl's own reading of Rome's clock — not the domain's code under test.
 */

type Pay = 'none' | 'paid' | 'paid-refunded' | 'paid-refund-pending' | 'paid-discount-refund';
interface Placed {
  code: string;
  status: StoredOrderStatus;
  at: string;
  method: 'home_delivery' | 'pick_up' | 'table_delivery' | 'take_away';
  payment: string;
  total: number;
  /** The tip inside `total` (cents, docs/decisions/067); none when absent. */
  tip?: number;
  pay: Pay;
  lines: TestOrderLine[];
}

const line = (productId: number, name: string, qty: number, unitPrice: number): TestOrderLine => ({
  productId,
  name,
  categoryName: 'Pizze',
  qty,
  unitPrice,
  finalPrice: qty * unitPrice,
});
const MARGHERITA = (qty: number) => line(100, 'Margherita', qty, 700);
const DIAVOLA = (qty: number) => line(101, 'Diavola', qty, 850);
const WATER = (qty: number) => line(200, 'Acqua', qty, 150);

const ORDERS: Placed[] = [
  // 28 March, 23:59 in Rome (UTC+1): the first day's last hour.
  {
    code: 'R01',
    status: 'confirmed',
    at: '2026-03-28T22:59:00.000Z',
    method: 'home_delivery',
    payment: 'cash_on_delivery',
    total: 1950,
    tip: 150,
    pay: 'none',
    lines: [MARGHERITA(2), WATER(1)],
  },
  // 29 March, 00:00 in Rome: the next day.
  {
    code: 'R02',
    status: 'delivered',
    at: '2026-03-28T23:00:00.000Z',
    method: 'pick_up',
    payment: 'paypal',
    total: 2550,
    tip: 200,
    pay: 'paid',
    lines: [DIAVOLA(3)],
  },
  // 29 March 00:59 UTC = 01:59 (UTC+1), then 01:00 UTC = 03:00 (UTC+2): the hour 02 never happens.
  {
    code: 'R03',
    status: 'ready_delivery',
    at: '2026-03-29T00:59:59.000Z',
    method: 'table_delivery',
    payment: 'cc_on_delivery',
    total: 1233,
    pay: 'none',
    lines: [MARGHERITA(1), WATER(2)],
  },
  {
    code: 'R04',
    status: 'delivered',
    at: '2026-03-29T01:00:00.000Z',
    method: 'take_away',
    payment: 'cash_on_delivery',
    total: 701,
    pay: 'none',
    lines: [MARGHERITA(1)],
  },
  // Paid online, then cancelled by the restaurant: the payment goes back (settled).
  {
    code: 'R05',
    status: 'canceled',
    at: '2026-03-29T10:00:00.000Z',
    method: 'home_delivery',
    payment: 'paypal',
    total: 3000,
    pay: 'paid-refunded',
    lines: [DIAVOLA(2), WATER(4)],
  },
  // Rejected, paid on delivery: nothing taken.
  {
    code: 'R06',
    status: 'canceled',
    at: '2026-03-29T11:00:00.000Z',
    method: 'pick_up',
    payment: 'cash_on_delivery',
    total: 1500,
    tip: 100,
    pay: 'none',
    lines: [MARGHERITA(2)],
  },
  // Paid online and cancelled; the gateway has not answered the refund yet.
  {
    code: 'R07',
    status: 'canceled',
    at: '2026-03-29T11:30:00.000Z',
    method: 'pick_up',
    payment: 'paypal',
    total: 1000,
    pay: 'paid-refund-pending',
    lines: [WATER(5)],
  },
  {
    code: 'R08',
    status: 'to_manage',
    at: '2026-03-29T12:00:00.000Z',
    method: 'home_delivery',
    payment: 'cash_on_delivery',
    total: 1800,
    pay: 'none',
    lines: [DIAVOLA(2)],
  },
  // Paid 25,00 online, then a manual discount of 5,00: total 20,00, 5,00 given back as a part.
  {
    code: 'R09',
    status: 'confirmed',
    at: '2026-03-29T21:59:59.000Z',
    method: 'home_delivery',
    payment: 'paypal',
    total: 2000,
    pay: 'paid-discount-refund',
    lines: [DIAVOLA(1), MARGHERITA(2)],
  },
  // Left out: waiting for its payment, unverified, before and after the range.
  {
    code: 'R10',
    status: 'waiting_payment',
    at: '2026-03-29T13:00:00.000Z',
    method: 'pick_up',
    payment: 'paypal',
    total: 999,
    pay: 'none',
    lines: [MARGHERITA(9)],
  },
  {
    code: 'R11',
    status: 'unverified',
    at: '2026-03-29T13:30:00.000Z',
    method: 'pick_up',
    payment: 'cash_on_delivery',
    total: 888,
    pay: 'none',
    lines: [MARGHERITA(8)],
  },
  {
    code: 'R12',
    status: 'confirmed',
    at: '2026-03-27T22:59:59.999Z',
    method: 'pick_up',
    payment: 'cash_on_delivery',
    total: 777,
    pay: 'none',
    lines: [WATER(7)],
  },
  {
    code: 'R13',
    status: 'confirmed',
    at: '2026-03-29T22:00:00.000Z',
    method: 'pick_up',
    payment: 'cash_on_delivery',
    total: 666,
    pay: 'none',
    lines: [WATER(6)],
  },
];
const DISCOUNT_REFUND = 500;

const rome = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});
function romeDayHour(iso: string): { day: string; hour: number } {
  const parts = Object.fromEntries(rome.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** The report worked out from ORDERS by hand-written rules (decision 054), not by the code under test. */
function expectedReport(from: string, to: string) {
  const inRange = ORDERS.filter((o) => {
    const { day } = romeDayHour(o.at);
    return day >= from && day <= to;
  });
  const kept = inRange.filter((o) => ['confirmed', 'ready_delivery', 'delivered'].includes(o.status));
  const revenue = kept.reduce((s, o) => s + o.total, 0);
  const tips = kept.reduce((s, o) => s + (o.tip ?? 0), 0);
  const paidOnline = (o: Placed) =>
    o.pay === 'paid-discount-refund' ? o.total + DISCOUNT_REFUND : o.pay === 'none' ? 0 : o.total;
  const takings =
    kept.filter((o) => o.pay === 'none').reduce((s, o) => s + o.total, 0) +
    inRange.reduce((s, o) => s + paidOnline(o), 0);
  const refunds = inRange.reduce(
    (s, o) =>
      s + (o.pay === 'paid-refunded' ? o.total : o.pay === 'paid-discount-refund' ? DISCOUNT_REFUND : 0),
    0,
  );
  const group = (key: (o: Placed) => string) => {
    const map = new Map<string, { orders: number; revenue: number }>();
    for (const o of kept) {
      const g = map.get(key(o)) ?? { orders: 0, revenue: 0 };
      map.set(key(o), { orders: g.orders + 1, revenue: g.revenue + o.total });
    }
    return map;
  };
  const products = new Map<number, { name: string; quantity: number; revenue: number }>();
  for (const o of kept)
    for (const l of o.lines) {
      const p = products.get(l.productId) ?? { name: l.name, quantity: 0, revenue: 0 };
      products.set(l.productId, {
        name: l.name,
        quantity: p.quantity + l.qty,
        revenue: p.revenue + l.finalPrice,
      });
    }
  const hours = Array.from({ length: 24 }, () => ({ orders: 0, revenue: 0 }));
  for (const o of kept) {
    const h = hours[romeDayHour(o.at).hour];
    if (h) {
      h.orders += 1;
      h.revenue += o.total;
    }
  }
  return {
    kept,
    revenue,
    tips,
    takings,
    refunds,
    pending: inRange.filter((o) => o.status === 'to_manage'),
    canceled: inRange.filter((o) => o.status === 'canceled').length,
    byMethod: group((o) => o.method),
    byPayment: group((o) => o.payment),
    byDay: group((o) => romeDayHour(o.at).day),
    products,
    hours,
  };
}

describe.each(TEST_DIALECTS)('the owner report on %s', (dialect) => {
  const server = useAccountTestApp(dialect);
  const inject = (options: InjectOptions) => server.app.inject(options);
  let placed = false;

  async function placeOrders() {
    if (placed) return;
    placed = true;
    const db = server.app.database.db;
    const businessId = server.app.businessId;
    for (const order of ORDERS) {
      const paid = order.pay !== 'none';
      const id = await insertTestOrder(db, {
        businessId,
        userId: null,
        code: order.code,
        status_code: order.status,
        created_at: order.at,
        delivery_method_code: order.method,
        ...(order.method === 'home_delivery' ? {} : NO_DELIVERY_ADDRESS),
        payment_method_code: order.payment,
        amount_final: order.total,
        amount_tip: order.tip ?? 0,
        lines: order.lines,
        transactions: paid
          ? [
              {
                status: 'paid',
                amount: order.pay === 'paid-discount-refund' ? order.total + DISCOUNT_REFUND : order.total,
                resourceUrlPay: null,
              },
            ]
          : [],
      });
      const now = new Date(order.at);
      if (order.pay === 'paid-refunded' || order.pay === 'paid-refund-pending') {
        const opened = await openOrderRefunds(db, { businessId, orderId: id, now });
        if (!opened.ok || opened.refunds[0] === undefined)
          throw new Error(`no refund opened for ${order.code}`);
        if (order.pay === 'paid-refunded')
          await settlePaymentRefund(db, {
            refundId: opened.refunds[0].refundId,
            state: 'refunded',
            reference: `rf-${order.code}`,
            now,
          });
      }
      if (order.pay === 'paid-discount-refund') {
        const payment = await db
          .selectFrom('payment_transactions')
          .select('id')
          .where('order_id', '=', id)
          .executeTakeFirstOrThrow();
        await db
          .insertInto('payment_transactions')
          .values({
            business_id: businessId,
            order_id: id,
            provider: 'sandbox',
            provider_reference: `rf-${order.code}`,
            status: 'refunded',
            amount: DISCOUNT_REFUND,
            kind: 'refund',
            refund_of: payment.id,
            refund_part: 1,
            resource_url_pay: null,
          })
          .execute();
      }
    }
    // Another business's order, in the range: never in this business's report.
    const other = await insertTestBusiness(db, `reports-other-${dialect}`);
    await insertTestOrder(db, {
      businessId: other,
      userId: null,
      code: 'X01',
      status_code: 'confirmed',
      created_at: '2026-03-29T12:00:00.000Z',
      amount_final: 5555,
    });
  }

  async function report(query: string, headers: Record<string, string>) {
    const response = await inject({ method: 'GET', url: `/api/staff/reports?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: StaffReport }>().data;
  }

  it('adds up to the cent the orders placed on the range’s days in Rome, across midnight and the DST change', async () => {
    await placeOrders();
    const owner = await staffSession(server.app, { role: 'owner' });
    const got = await report('from=2026-03-28&to=2026-03-29', { cookie: owner.cookie });
    const want = expectedReport('2026-03-28', '2026-03-29');

    expect(got.timeZone).toBe('Europe/Rome');
    expect(want.kept.map((o) => o.code)).toEqual(['R01', 'R02', 'R03', 'R04', 'R09']);
    expect(got.totals).toEqual({
      orders: 5,
      revenue: want.revenue,
      averageOrder: Math.round(want.revenue / 5),
      takings: want.takings,
      refunds: want.refunds,
      refundCount: 2,
      net: want.takings - want.refunds,
      pendingOrders: want.pending.length,
      pendingRevenue: want.pending.reduce((s, o) => s + o.total, 0),
      canceledOrders: want.canceled,
      tips: want.tips,
    });
    expect(got.totals.revenue).toBe(8434);
    // The kept orders' tips (R01, R02); the rejected R06's is not counted.
    expect(got.totals.tips).toBe(350);
    expect(got.byDay.map((d) => [d.date, d.tips])).toEqual([
      ['2026-03-28', 150],
      ['2026-03-29', 200],
    ]);
    // The pending refund (R07) is money still held: net is over revenue by exactly that.
    expect(got.totals.net - got.totals.revenue).toBe(1000);

    const asMap = (rows: { code: string; orders: number; revenue: number }[]) =>
      new Map(rows.map(({ code, orders, revenue }) => [code, { orders, revenue }]));
    expect(asMap(got.byDeliveryMethod)).toEqual(want.byMethod);
    expect(asMap(got.byPaymentMethod)).toEqual(want.byPayment);
    expect(got.byDay.map((d) => [d.date, d.orders, d.revenue])).toEqual(
      ['2026-03-28', '2026-03-29'].map((date) => [
        date,
        want.byDay.get(date)?.orders ?? 0,
        want.byDay.get(date)?.revenue ?? 0,
      ]),
    );
    expect(got.byHour.map(({ orders, revenue }) => ({ orders, revenue }))).toEqual(want.hours);
    expect(got.byHour[2]).toEqual({ hour: 2, orders: 0, revenue: 0 });
    expect(got.byHour[1]?.orders).toBe(1);
    expect(got.byHour[3]?.orders).toBe(1);
    expect(got.topProducts).toEqual(
      [...want.products.entries()]
        .map(([productId, p]) => ({ productId, ...p }))
        .sort((a, b) => b.quantity - a.quantity || b.revenue - a.revenue || a.productId - b.productId),
    );
    expect(got.refunds.map((r) => [r.orderCode, r.amount]).sort()).toEqual([
      ['R05', 3000],
      ['R09', 500],
    ]);
  });

  it('answers one day, and a day without orders, with every hour and zero averages', async () => {
    await placeOrders();
    const owner = await staffSession(server.app, { role: 'owner' });
    const day = await report('from=2026-03-28&to=2026-03-28', { cookie: owner.cookie });
    expect(day.totals).toMatchObject({ orders: 1, revenue: 1950, averageOrder: 1950 });
    expect(day.byHour[23]).toEqual({ hour: 23, orders: 1, revenue: 1950 });
    const empty = await report('from=2026-01-01&to=2026-01-03', { cookie: owner.cookie });
    expect(empty.totals).toMatchObject({ orders: 0, revenue: 0, averageOrder: 0, net: 0 });
    expect(empty.byDay.map((d) => d.date)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
    expect(empty.byHour).toHaveLength(24);
  });

  it('refuses bad dates, a reversed range and one over 366 days with codes, never a 5xx', async () => {
    const owner = await staffSession(server.app, { role: 'owner' });
    const ask = (query: string) =>
      inject({ method: 'GET', url: `/api/staff/reports?${query}`, headers: { cookie: owner.cookie } });
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-3-1&to=2026-03-02',
      'to=2026-03-01',
      'from=2026-03-02&to=2026-03-01',
    ]) {
      const response = await ask(query);
      expect([query, response.statusCode, errorsOf(response)]).toEqual([query, 400, ['WRONG_REPORT_RANGE']]);
    }
    const long = await ask('from=2025-01-01&to=2026-01-02');
    expect([long.statusCode, errorsOf(long)]).toEqual([400, ['REPORT_RANGE_TOO_LONG']]);
    expect((await ask('from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
    const csv = await inject({
      method: 'GET',
      url: '/api/staff/reports/csv?from=2026-03-02&to=2026-03-01',
      headers: { cookie: owner.cookie },
    });
    expect([csv.statusCode, errorsOf(csv)]).toEqual([400, ['WRONG_REPORT_RANGE']]);
  });

  it('is the owner’s only: a staff member is refused 403, no session 401, on both the report and its CSV', async () => {
    const staff = await staffSession(server.app, { role: 'staff' });
    for (const url of [
      '/api/staff/reports?from=2026-03-28&to=2026-03-29',
      '/api/staff/reports/csv?from=2026-03-28&to=2026-03-29',
    ]) {
      const refused = await inject({ method: 'GET', url, headers: { cookie: staff.cookie } });
      expect([refused.statusCode, errorsOf(refused)]).toEqual([403, ['STAFF_FORBIDDEN']]);
      const anonymous = await inject({ method: 'GET', url });
      expect([anonymous.statusCode, errorsOf(anonymous)]).toEqual([401, ['STAFF_UNAUTHORIZED']]);
    }
  });

  it('downloads the days as a CSV an Italian spreadsheet reads: BOM, semicolons, decimal comma, CRLF, quoted fields', async () => {
    await placeOrders();
    const owner = await staffSession(server.app, { role: 'owner' });
    const response = await inject({
      method: 'GET',
      url: '/api/staff/reports/csv?from=2026-03-28&to=2026-03-30',
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ordina-report-2026-03-28-2026-03-30.csv"',
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const rows = text
      .slice(0, -2)
      .split('\r\n')
      .map((row) => row.split(';'));
    expect(rows).toEqual([
      ['Giorno', 'Ordini', 'Incasso', 'Scontrino medio', 'Mance'],
      ['2026-03-28', '1', '19,50', '19,50', '1,50'],
      ['2026-03-29', '4', '64,84', '16,21', '2,00'],
      ['2026-03-30', '1', '6,66', '6,66', '0,00'],
      ['Totale', '6', '91,00', '15,17', '3,50'],
    ]);
    // Parsed back, the euros are the JSON report's cents.
    const json = await report('from=2026-03-28&to=2026-03-30', { cookie: owner.cookie });
    expect(rows.slice(1, -1).map((r) => Math.round(Number(r[2]?.replace(',', '.')) * 100))).toEqual(
      json.byDay.map((d) => d.revenue),
    );
  });
});
