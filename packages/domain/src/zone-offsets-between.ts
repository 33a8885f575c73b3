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
    if (offset !== current) changes.push({ at: changeBetween(timeZone, probe, next, current), offsetMinutes: offset });
  }
  return { timeZone, from: start, to, changes };
}

