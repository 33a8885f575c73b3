import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { clockAddDays, clockZoned } from '@ordina/domain';
import { expectOrderRefused, useOrderTestApp } from './test/order-test-app.ts';

// Closures by date through HTTP (issue 35, docs/decisions/053): the server is the authority. The
// closed dates are read from the clock when the test runs (yesterday to tomorrow on the business
// clock, so a run across midnight still falls inside them): the test holds on any date.

const TIME_ZONE = 'Europe/Rome';

describe.each(TEST_DIALECTS)('closures by date through HTTP on %s', (dialect) => {
  const today = clockZoned(new Date(), TIME_ZONE).date;
  const closedFrom = clockAddDays(today, -1);
  const closedTo = clockAddDays(today, 1);
  const { app } = useOrderTestApp(dialect, {
    change: (file) => {
      file.configuration.time_zone = TIME_ZONE;
      file.delivery_order.closures = [
        { from: closedFrom, to: closedTo, closed: true, note: { it: 'Chiuso per inventario' } },
      ];
    },
  });

  it('offers no delivery or pick-up slot on the closed dates, and slots after them', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/timetable/pick_up' });
    const days = new Set(response.json<{ data: { list: { day: string }[] } }>().data.list.map((s) => s.day));
    expect([...days].filter((day) => day >= closedFrom && day <= closedTo)).toEqual([]);
    expect(days.has(clockAddDays(today, 2))).toBe(true);
  });

  it('refuses an order placed on a closed date with ORDERS_NOT_ACCEPTED, writing nothing', async () => {
    await expectOrderRefused(app(), 400, ['ORDERS_NOT_ACCEPTED']);
  });

  it('says so in the live state: not accepting, closed today, and the storefront carries the closure', async () => {
    const live = await app().inject({ method: 'GET', url: '/api/storefront/live' });
    const data = live.json<{
      data: { acceptance: { accepting: boolean }; open: { today: { closed: boolean } } };
    }>().data;
    expect(data.acceptance.accepting).toBe(false);
    expect(data.open.today.closed).toBe(true);
  });
});
