import type { Storefront } from '@ordina/contracts';
import { acceptanceState, acceptanceTimeLeftWarning, timetableOpenAt, timetableToday } from '@ordina/domain';
import type { LiveState } from './schemas.ts';

/**
 * What the browser refreshes every 60 s (spec §4 "Order acceptance", §9):
 * whether orders are accepted and until when, the time-left warning, whether
 * the business is open and today's hours — all on the business's clock
 * (configuration.time_zone), computed by the domain rules.
 */
export function storefrontLiveState(storefront: Storefront, now: Date, version: string): LiveState {
  const { time_zone: timeZone, delivery_order: delivery } = storefront.configuration;
  const acceptance = acceptanceState(delivery.orderAcceptTimetables, now, timeZone);
  const today = timetableToday(delivery.publicOpenTimetables, now, timeZone);
  return {
    serverTime: now.toISOString(),
    timeZone,
    acceptance: {
      accepting: acceptance.accepting,
      until: acceptance.until,
      untilDate: acceptance.untilDate,
      minutesLeft: acceptance.minutesLeft,
      warning: acceptanceTimeLeftWarning(delivery.orderAcceptTimetables, now, timeZone),
    },
    open: {
      open: timetableOpenAt(delivery.publicOpenTimetables, now, timeZone),
      today: { weekday: today.weekday, intervals: today.intervals, closed: today.closedMessage !== null },
    },
    configuration_version: version,
  };
}
