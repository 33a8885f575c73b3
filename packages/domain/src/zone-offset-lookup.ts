import type { ZoneOffsets } from '@ordina/contracts';

// Reading the zone offsets table (docs/decisions/029). Apart from zone-offsets.ts, which the page's entry
// loads to hand the table over: this is the clock's, loaded with it.

/** The offset (minutes ahead of UTC) of `timeZone` at `time` from the table, or null when the table does not cover it. */
export function zoneOffsetIn(table: ZoneOffsets | null, timeZone: string, time: number): number | null {
  if (table === null || table.timeZone !== timeZone || time < table.from || time >= table.to) return null;
  let offset: number | null = null;
  for (const change of table.changes) {
    if (change.at > time) break;
    offset = change.offsetMinutes;
  }
  return offset;
}
