import { tzOffset } from '@date-fns/tz';
import type { ZoneOffsets } from '@ordina/contracts';

// The server's side of the zone offsets table (docs/decisions/029): read from its zone data through Intl
// (@date-fns/tz). Apart from zone-offsets.ts so the browser, which only reads the table, never loads it.

const MINUTE_MS = 60_000;
// Zones change their offset at most a few times a year, never twice within hours: a change between two
// probes this far apart is the only one there, and a search to the minute finds it.
const PROBE_MS = 6 * 60 * MINUTE_MS;

function offsetAt(timeZone: string, time: number): number {
  return tzOffset(timeZone, new Date(time));
}

/** The first minute in (before, after] whose offset is no longer `offset` (one change lies between them). */
function changeBetween(timeZone: string, before: number, after: number, offset: number): number {
  let low = before;
  let high = after;
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetAt(timeZone, middle) === offset) low = middle;
    else high = middle;
  }
  return high;
}

/** `timeZone`'s offsets over [from, to) (ms since the epoch, whole minutes). */
export function zoneOffsetsBetween(timeZone: string, from: number, to: number): ZoneOffsets {
  const start = Math.floor(from / MINUTE_MS) * MINUTE_MS;
  const changes = [{ at: start, offsetMinutes: offsetAt(timeZone, start) }];
  for (let probe = start; probe < to; probe += PROBE_MS) {
    const current = changes[changes.length - 1]!.offsetMinutes;
    const next = Math.min(probe + PROBE_MS, to - 1);
    if (next <= probe) break;
    const offset = offsetAt(timeZone, next);
    if (offset !== current)
      changes.push({ at: changeBetween(timeZone, probe, next, current), offsetMinutes: offset });
  }
  return { timeZone, from: start, to, changes };
}

const DAY_MS = 86_400_000;
/**
 * How far before now the storefront's clock converts: yesterday's midnight on the business clock (the open
 * ranges run from yesterday: timetables.ts; a slot after midnight comes from the day before's interval:
 * delivery-slots.ts). That wall time lies at most two UTC days before now's UTC day in a zone west of UTC,
 * and its instant up to 14 hours (UTC+14) before its UTC reading in a zone east of it. A week covers both
 * with room to spare, also for a page left open across the turn of the month.
 */
export const ZONE_OFFSETS_DAYS_BEFORE_MONTH = 7;
/**
 * How far ahead of the month's start it reaches: more than a year after the month's last day (the furthest
 * delivery day or coupon date a page shows is within a year).
 */
export const ZONE_OFFSETS_DAYS_AFTER_MONTH = 400;

/**
 * The span of the storefront's zone offsets table at `now` (docs/decisions/029): from a week before the
 * current UTC month began to 400 days after it began. It changes once a month, not at every reload of the
 * storefront (every 30 s): the table is part of the storefront's version, and a new version makes every
 * open page fetch the whole storefront again.
 */
export function zoneOffsetsSpan(now: number): { from: number; to: number } {
  const today = new Date(now);
  const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  return {
    from: monthStart - ZONE_OFFSETS_DAYS_BEFORE_MONTH * DAY_MS,
    to: monthStart + ZONE_OFFSETS_DAYS_AFTER_MONTH * DAY_MS,
  };
}
