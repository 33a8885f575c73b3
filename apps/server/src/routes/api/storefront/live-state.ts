import type { LiveStateAnswer, Storefront } from '@ordina/contracts';
import { acceptanceTimeLeftWarning, liveStateAt } from '@ordina/domain';

/**
 * What the browser refreshes every 60 s (spec §4 "Order acceptance", §9):
 * the domain's live state (the same rule the browser starts from) on the
 * business's clock (configuration.time_zone), with the time-left warning, the
 * server's time and the storefront version.
 */
export function storefrontLiveState(storefront: Storefront, now: Date, version: string): LiveStateAnswer {
  const { time_zone: timeZone, delivery_order: delivery } = storefront.configuration;
  const { acceptance, open } = liveStateAt(delivery, now, timeZone);
  return {
    serverTime: now.toISOString(),
    timeZone,
    acceptance: { ...acceptance, warning: acceptanceTimeLeftWarning(delivery.orderAcceptTimetables, now, timeZone) },
    open: { open: open.open, today: { ...open.today, intervals: [...open.today.intervals] } },
    configuration_version: version,
  };
}
