import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Storefront } from '@ordina/contracts';
import { listDeliverySlots } from '@ordina/db';
import {
  clockAddDays,
  clockZoned,
  DELIVERY_SLOT_HORIZON_DAYS,
  deliveryMethodsAvailable,
  deliverySlotCapacity,
  deliverySlotsUpcoming,
  operationsBusyMinutesAt,
} from '@ordina/domain';
import type { DeliverySlot } from '@ordina/domain';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';

/**
 * GET /api/timetable/{method} (spec §3 "Delivery time slot", §4): the slots of
 * a delivery method the business offers, from now to the end of the horizon
 * (today and six more days), on the delivery timetable's grid, each with the
 * orders (or items) taken and the capacity. Full slots are listed too: the
 * browser offers those with accepted < max. The same slots, built by the same
 * domain function, are the only ones an order may choose (docs/decisions/007).
 */
function timetableRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  // The grid of a week of slots costs a few thousand time-zone conversions and every open checkout
  // polls it each minute: built once per storefront and minute, the counts read fresh every time.
  const grids = new WeakMap<Storefront, { minute: number; slots: DeliverySlot[] }>();

  function slotGrid(storefront: Storefront, now: Date): DeliverySlot[] {
    const minute = Math.floor(now.getTime() / 60_000);
    const cached = grids.get(storefront);
    if (cached?.minute === minute)
      return cached.slots.filter((slot) => Date.parse(slot.startsAt) >= now.getTime());
    const delivery = storefront.configuration.delivery_order;
    const slots = deliverySlotsUpcoming(
      {
        timetable: delivery.deliveryTimetables,
        closures: delivery.closures,
        now: new Date(minute * 60_000),
        timeZone: storefront.configuration.time_zone,
        slotMinutes: delivery.deliverySlotMinutes,
        maxOrders: deliverySlotCapacity(delivery, 0).max,
        leadMinutes: 0,
      },
      DELIVERY_SLOT_HORIZON_DAYS,
    );
    grids.set(storefront, { minute, slots });
    return slots.filter((slot) => Date.parse(slot.startsAt) >= now.getTime());
  }

  registerEndpoint(app, 'GET /api/timetable/:method', {}, async (request) => {
    const storefront = await app.storefronts.get(app.businessKey);
    const { configuration } = storefront;
    if (
      !deliveryMethodsAvailable(configuration.delivery_method).some((m) => m.code === request.params.method)
    )
      throw new ApiError(400, 'WRONG_DELIVERY_METHOD');
    const now = new Date();
    const today = clockZoned(now, configuration.time_zone).date;
    // The horizon's last day, plus one for intervals that run past midnight.
    const taken = await listDeliverySlots(
      app.database.db,
      app.businessId,
      today,
      clockAddDays(today, DELIVERY_SLOT_HORIZON_DAYS),
    );
    const accepted = new Map(taken.map((slot) => [`${slot.date} ${slot.time}`, slot.accepted]));
    // Busy mode (docs/decisions/046): the slots of its next minutes are not offered, every one after is.
    const earliest = now.getTime() + operationsBusyMinutesAt(storefront.operations, now) * 60_000;
    const list = slotGrid(storefront, now)
      .filter((slot) => Date.parse(slot.startsAt) >= earliest)
      .map(({ date, max, day, time, startsAt }) => ({
        date,
        accepted: accepted.get(date) ?? 0,
        max,
        day,
        time,
        startsAt,
      }));
    return { data: { list } };
  });
  done();
}

export default fp(timetableRoutes, {
  name: 'timetable-routes',
  dependencies: ['db', 'storefront'],
  encapsulate: true,
});
