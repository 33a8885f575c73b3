import type { LiveStateAnswer, Storefront } from '@ordina/contracts';
import { liveStateSchema } from '@ordina/contracts';
import { acceptanceTimeLeftWarning, liveStateAt, operationsPausedAt } from '@ordina/domain';

/**
 * What the browser refreshes every 60 s (spec §4 "Order acceptance", §9):
 * the domain's live state (the same rule the browser starts from) on the
 * business's clock (configuration.time_zone), with the time-left warning, the
 * server's time and the storefront version. A pause from the board stops
 * acceptance (the storefront's `operations`, docs/decisions/046).
 */
export function storefrontLiveState(storefront: Storefront, now: Date, version: string): LiveStateAnswer {
  const { time_zone: timeZone, delivery_order: delivery } = storefront.configuration;
  const { acceptance, open } = liveStateAt(delivery, now, timeZone, storefront.operations);
  return {
    serverTime: now.toISOString(),
    timeZone,
    // Paused from the board (docs/decisions/046): not accepting, and no minutes-left warning of the timetable.
    acceptance: {
      ...acceptance,
      warning: operationsPausedAt(storefront.operations, now)
        ? null
        : acceptanceTimeLeftWarning(delivery.orderAcceptTimetables, now, timeZone, delivery.closures),
    },
    open: {
      open: open.open,
      today: { ...open.today, intervals: [...open.today.intervals] },
      upcoming: [...open.upcoming],
    },
    configuration_version: version,
  };
}

const MINUTE_MS = 60_000;

/** One storefront's state of one minute, as checked JSON, and the serverTime member written in it. */
interface MinuteState {
  version: string;
  minute: number;
  json: string;
  serverTimeMember: string;
}

const minuteStates = new WeakMap<Storefront, MinuteState>();

function serverTimeMember(at: Date): string {
  return `"serverTime":${JSON.stringify(at.toISOString())}`;
}

/**
 * `storefrontLiveState` as JSON checked by its schema, computed once per
 * storefront, version and minute (the timetables are minute-grained, and the
 * poll is the busiest call there is: issue 12). Only `serverTime` is written
 * anew on each call.
 */
export function storefrontLiveStateJson(storefront: Storefront, now: Date, version: string): string {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  let state = minuteStates.get(storefront);
  if (state === undefined || state.minute !== minute || state.version !== version) {
    const minuteStart = new Date(minute * MINUTE_MS);
    state = {
      version,
      minute,
      json: JSON.stringify(liveStateSchema.parse(storefrontLiveState(storefront, minuteStart, version))),
      serverTimeMember: serverTimeMember(minuteStart),
    };
    minuteStates.set(storefront, state);
  }
  return state.json.replace(state.serverTimeMember, serverTimeMember(now));
}
