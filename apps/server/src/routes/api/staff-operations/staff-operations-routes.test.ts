import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { staffHeaders, staffSession, type StaffSession } from '../../../test/staff-session.ts';
import { FRITTURA, guestOrder, laterSlot, sendOrder, useOrderTestApp } from '../order/test/order-test-app.ts';

// The board's switch routes and the print queue (docs/decisions/046): a staff session with its CSRF
// token, an audit row per change, the switches as they are in every answer.

type OperationsBody = {
  data: {
    operations: {
      pause: { reason: string; until: string | null } | null;
      busy: { extraMinutes: number; until: string } | null;
      soldOut: { kind: string; id: number }[];
    };
    serverTime: string;
  };
};
type JobBody = { data: { job: { id: number; status: string; screenId: string | null; auto: boolean } } };

describe.each(TEST_DIALECTS)('the board’s switch routes on %s', (dialect) => {
  let staff: StaffSession;
  const { app } = useOrderTestApp(dialect);
  beforeAll(async () => {
    staff = await staffSession(app(), { role: 'staff' });
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = staffHeaders(staff),
  ) => app().inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const order = async () => sendOrder(app(), await guestOrder(app(), await laterSlot(app())));
  const audit = async (action: string) =>
    app()
      .database.db.selectFrom('staff_audit')
      .select(['staff_id', 'detail'])
      .where('business_id', '=', app().businessId)
      .where('action', '=', action)
      .execute();

  it('refuses without a staff session (401) and a change without the CSRF token (403), changing nothing', async () => {
    expect((await call('GET', '/api/staff/pause', undefined, {})).json()).toEqual({
      data: { errors: ['STAFF_UNAUTHORIZED'] },
    });
    const noToken = await call('POST', '/api/staff/pause', { duration: 15 }, { cookie: staff.cookie });
    expect([noToken.statusCode, noToken.json()]).toEqual([403, { data: { errors: ['CSRF_INVALID'] } }]);
    expect((await call('GET', '/api/staff/pause')).json<OperationsBody>().data.operations.pause).toBeNull();
  });

  it('pauses for 30 minutes: the order is refused, the change audited; undone, orders are taken again', async () => {
    const before = Date.now();
    const paused = await call('POST', '/api/staff/pause', { duration: 30 });
    expect(paused.statusCode).toBe(200);
    const { operations, serverTime } = paused.json<OperationsBody>().data;
    expect(operations.pause?.reason).toBe('staff');
    expect(Date.parse(operations.pause?.until ?? '') - Date.parse(serverTime)).toBe(30 * 60_000);
    expect(Date.parse(serverTime)).toBeGreaterThanOrEqual(before);
    expect((await order()).json()).toEqual({ data: { errors: ['ORDERS_NOT_ACCEPTED'] } });
    const live = (await app().inject({ method: 'GET', url: '/api/storefront/live' })).json<{
      data: { acceptance: { accepting: boolean } };
    }>();
    expect(live.data.acceptance.accepting).toBe(false);
    expect(await audit('operations.paused')).toEqual([
      { staff_id: staff.staffId, detail: expect.stringContaining('"duration":30') as unknown },
    ]);

    const resumed = await call('DELETE', '/api/staff/pause');
    expect(resumed.json<OperationsBody>().data.operations.pause).toBeNull();
    expect((await order()).statusCode).toBe(200);
    expect(await audit('operations.resumed')).toHaveLength(1);
  });

  it('refuses a duration that is not offered', async () => {
    expect((await call('POST', '/api/staff/pause', { duration: 45 })).statusCode).toBe(400);
    expect((await call('POST', '/api/staff/busy', { extraMinutes: 20, duration: 60 })).statusCode).toBe(400);
  });

  it('turns busy mode on and off', async () => {
    const busy = (
      await call('POST', '/api/staff/busy', { extraMinutes: 15, duration: 60 })
    ).json<OperationsBody>().data;
    expect(busy.operations.busy?.extraMinutes).toBe(15);
    expect(Date.parse(busy.operations.busy?.until ?? '') - Date.parse(busy.serverTime)).toBe(60 * 60_000);
    expect(
      (await call('GET', '/api/staff/busy')).json<OperationsBody>().data.operations.busy?.extraMinutes,
    ).toBe(15);
    expect((await call('DELETE', '/api/staff/busy')).json<OperationsBody>().data.operations.busy).toBeNull();
  });

  it('marks a product sold out until the end of the business day: the order is refused; undone, it is taken; an unknown product is 404', async () => {
    const marked = (
      await call('POST', '/api/staff/sold-out', { kind: 'product', id: FRITTURA.productId })
    ).json<OperationsBody>().data;
    expect(marked.operations.soldOut).toMatchObject([{ kind: 'product', id: FRITTURA.productId }]);
    expect((await order()).json()).toEqual({ data: { errors: ['PRODUCT_SOLD_OUT'] } });
    expect(
      (
        await call('DELETE', `/api/staff/sold-out?kind=product&id=${FRITTURA.productId}`)
      ).json<OperationsBody>().data.operations.soldOut,
    ).toEqual([]);
    expect((await order()).statusCode).toBe(200);
    const unknown = await call('POST', '/api/staff/sold-out', { kind: 'option_item', id: 987654 });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { data: { errors: ['NOT_FOUND'] } }]);
  });

  it('queues one automatic ticket per order, lets one of two screens claim it, and only that one ends it', async () => {
    const placed = await order();
    const orderId = Number(
      placed.json<{ data: { push: { params: { oid: number } } } }>().data.push.params.oid,
    );
    const first = (await call('POST', '/api/staff/print-jobs', { orderId, auto: true })).json<JobBody>().data
      .job;
    const again = (await call('POST', '/api/staff/print-jobs', { orderId, auto: true })).json<JobBody>().data
      .job;
    expect(again.id).toBe(first.id);
    const [a, b] = await Promise.all(
      ['oven-tablet-1', 'till-tablet-22'].map((screenId) =>
        call('POST', `/api/staff/print-jobs/${first.id}/claim`, { screenId }),
      ),
    );
    const codes = [a!.statusCode, b!.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a!.statusCode === 409 ? a! : b!;
    const winner = a!.statusCode === 200 ? a! : b!;
    expect(loser.json()).toMatchObject({
      data: { errors: ['PRINT_JOB_CHANGED'], job: { id: first.id, status: 'printing' } },
    });
    const winnerScreen = winner.json<JobBody>().data.job.screenId!;
    const loserScreen = winnerScreen === 'oven-tablet-1' ? 'till-tablet-22' : 'oven-tablet-1';
    expect(
      (
        await call('POST', `/api/staff/print-jobs/${first.id}/result`, {
          screenId: loserScreen,
          outcome: 'printed',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call('POST', `/api/staff/print-jobs/${first.id}/result`, {
          screenId: winnerScreen,
          outcome: 'printed',
        })
      ).json<JobBody>().data.job.status,
    ).toBe('printed');
    const reprint = (await call('POST', '/api/staff/print-jobs', { orderId, auto: false })).json<JobBody>()
      .data.job;
    expect(reprint).toMatchObject({ status: 'pending', auto: false });
    expect(reprint.id).not.toBe(first.id);
    const pending = (await call('GET', '/api/staff/print-jobs?status=pending')).json<{
      data: { jobs: { id: number }[] };
    }>().data.jobs;
    expect(pending.map((job) => job.id)).toContain(reprint.id);
    expect((await call('POST', '/api/staff/print-jobs', { orderId: 99999999, auto: false })).statusCode).toBe(
      404,
    );
  });

  it('refuses an id past what a database column holds with 400 GENERIC_ERROR, on PostgreSQL too (it was a 500 there: found by npm run fuzz)', async () => {
    const tooLarge = 2 ** 31;
    const screen = { screenId: 'screen-range-01' };
    const answers = [
      await call('POST', '/api/staff/sold-out', { kind: 'product', id: tooLarge }),
      await call('DELETE', `/api/staff/sold-out?kind=product&id=${tooLarge}`),
      await call('POST', '/api/staff/print-jobs', { orderId: tooLarge }),
      await call('POST', `/api/staff/print-jobs/${tooLarge}/claim`, screen),
      await call('POST', `/api/staff/print-jobs/${tooLarge}/result`, { ...screen, outcome: 'printed' }),
    ];
    for (const answer of answers)
      expect([answer.statusCode, answer.json()]).toEqual([400, { data: { errors: ['GENERIC_ERROR'] } }]);
    // The largest id a column holds is a well-formed one that names nothing.
    expect((await call('POST', '/api/staff/sold-out', { kind: 'product', id: 2 ** 31 - 1 })).statusCode).toBe(
      404,
    );
  });

  it('keeps each screen’s auto-print switch', async () => {
    expect((await call('GET', '/api/staff/screens/oven-tablet-1')).json()).toEqual({
      data: { autoPrint: false },
    });
    expect((await call('PUT', '/api/staff/screens/oven-tablet-1', { autoPrint: true })).json()).toEqual({
      data: { autoPrint: true },
    });
    expect((await call('GET', '/api/staff/screens/oven-tablet-1')).json()).toEqual({
      data: { autoPrint: true },
    });
    expect((await call('GET', '/api/staff/screens/owner-phone-2')).json()).toEqual({
      data: { autoPrint: false },
    });
    expect((await call('GET', '/api/staff/screens/x')).statusCode).toBe(400);
  });
});
