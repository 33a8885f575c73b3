import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { guestOrder, sendOrder, useOrderTestApp } from '../order/test/order-test-app.ts';

// GET /api/timetable/{method} (spec §3 "Delivery time slot", §4).

type Slot = { date: string; day: string; time: string; startsAt: string; accepted: number; max: number };

describe.each(TEST_DIALECTS)('GET /api/timetable/{method} on %s', (dialect) => {
  const { app } = useOrderTestApp(dialect, {
    change: (file) => {
      // Lunch and dinner every day, 30-minute slots of 3 orders; no car service.
      const meals = [
        { from: '12:00', to: '14:00' },
        { from: '19:00', to: '22:00' },
      ];
      file.delivery_order.deliveryTimetables = {
        mon: meals,
        tue: meals,
        wed: meals,
        thu: meals,
        fri: meals,
        sat: meals,
        sun: meals,
      };
      file.delivery_order.deliverySlotMinutes = 30;
      file.delivery_order.deliverySlotMaxOrders = 3;
      file.configuration.delivery_method = file.configuration.delivery_method.filter(
        (m) => m.code !== 'car_delivery',
      );
    },
  });

  const list = async (method: string) => {
    const response = await app().inject({ method: 'GET', url: `/api/timetable/${method}` });
    return { statusCode: response.statusCode, body: response.json<{ data: { list: Slot[] } }>() };
  };

  it('lists the slots still ahead on the timetable’s grid, within seven days, in time order, with their capacity', async () => {
    const { statusCode, body } = await list('home_delivery');
    expect(statusCode).toBe(200);
    const slots = body.data.list;
    const now = Date.now();
    expect(slots.every((s) => Date.parse(s.startsAt) >= now - 1000)).toBe(true);
    expect(slots.every((s) => Date.parse(s.startsAt) < now + 7 * 86_400_000)).toBe(true);
    expect(
      slots.every((s) =>
        ['12:00', '12:30', '13:00', '13:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'].includes(
          s.time,
        ),
      ),
    ).toBe(true);
    expect(slots.every((s) => s.date === `${s.day} ${s.time}` && s.accepted === 0 && s.max === 3)).toBe(true);
    expect(slots.map((s) => s.startsAt)).toEqual([...slots.map((s) => s.startsAt)].sort());
    // Six whole days after today, ten slots each.
    expect(slots.length).toBeGreaterThanOrEqual(60);
  });

  it('counts the orders a slot took', async () => {
    const slot = (await list('pick_up')).body.data.list.at(-1)!;
    const response = await sendOrder(app(), await guestOrder(app(), slot));
    expect(response.statusCode).toBe(200);
    expect((await list('pick_up')).body.data.list.at(-1)).toMatchObject({
      date: slot.date,
      accepted: 1,
      max: 3,
    });
  });

  it('refuses a method the business does not offer, or no method at all', async () => {
    expect(await list('car_delivery')).toEqual({
      statusCode: 400,
      body: { data: { errors: ['WRONG_DELIVERY_METHOD'] } },
    });
    expect(await list('drone')).toEqual({
      statusCode: 400,
      body: { data: { errors: ['WRONG_DELIVERY_METHOD'] } },
    });
  });
});
