import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listDeliverySlots } from '@ordina/db';
import { clockAddDays, clockZoned, DELIVERY_SLOT_HORIZON_DAYS, deliveryMethodsAvailable, deliverySlotCapacity, deliverySlotsUpcoming } from '@ordina/domain';
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
  registerEndpoint(app, 'GET /api/timetable/:method', {}, async (request) => {
    const storefront = await app.storefronts.get(app.businessKey);
    const { configuration } = storefront;
    if (!deliveryMethodsAvailable(configuration.delivery_method).some((m) => m.code === request.params.method)) throw new ApiError(400, 'WRONG_DELIVERY_METHOD');
    const delivery = configuration.delivery_order;
    const now = new Date();
    const timeZone = configuration.time_zone;
    const today = clockZoned(now, timeZone).date;
    // The horizon's last day, plus one for intervals that run past midnight.
    const taken = await listDeliverySlots(app.database.db, app.businessId, today, clockAddDays(today, DELIVERY_SLOT_HORIZON_DAYS));
    const list = deliverySlotsUpcoming(
      {
        timetable: delivery.deliveryTimetables,
        now,
        timeZone,
        slotMinutes: delivery.deliverySlotMinutes,
        maxOrders: deliverySlotCapacity(delivery, 0).max,
        leadMinutes: 0,
        accepted: Object.fromEntries(taken.map((slot) => [`${slot.date} ${slot.time}`, slot.accepted])),
      },
      DELIVERY_SLOT_HORIZON_DAYS,
    );
    return { data: { list: list.map(({ date, accepted, max, day, time, startsAt }) => ({ date, accepted, max, day, time, startsAt })) } };
  });
  done();
}

export default fp(timetableRoutes, { name: 'timetable-routes', dependencies: ['db', 'storefront'], encapsulate: true });
