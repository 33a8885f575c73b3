import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ClockModule from './clock.ts';
import { zoneOffsetsBetween } from './zone-offsets-between.ts';
import { zoneOffsetIn } from './zone-offset-lookup.ts';

const MINUTE = 60_000;
const FROM = Date.UTC(2026, 0, 1);
const TO = Date.UTC(2027, 6, 1);
// DST north and south, a 30-minute DST (Lord Howe), 45-minute offsets (Chatham), none (Kolkata, São Paulo since 2019).
const ZONES = [
  'Europe/Rome',
  'Europe/London',
  'America/New_York',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Asia/Kolkata',
  'America/Sao_Paulo',
];

type Clock = typeof ClockModule;

/** A clock module of its own (its own memory), with or without the zone's table. */
async function freshClock(offsets?: ReturnType<typeof zoneOffsetsBetween>): Promise<Clock> {
  vi.resetModules();
  (await import('./zone-offsets.ts')).provideZoneOffsets(offsets);
  return import('./clock.ts');
}

afterEach(() => vi.resetModules());

describe('zone offsets table', () => {
  it("holds Rome's 2026 changes to the minute: summer time from 29 March 01:00 UTC, winter time from 25 October 01:00 UTC", () => {
    const table = zoneOffsetsBetween('Europe/Rome', FROM, Date.UTC(2027, 0, 1));
    expect(table.changes).toEqual([
      { at: FROM, offsetMinutes: 60 },
      { at: Date.UTC(2026, 2, 29, 1), offsetMinutes: 120 },
      { at: Date.UTC(2026, 9, 25, 1), offsetMinutes: 60 },
    ]);
    expect(zoneOffsetIn(table, 'Europe/Rome', Date.UTC(2026, 2, 29, 1) - 1)).toBe(60);
    expect(zoneOffsetIn(table, 'Europe/Rome', Date.UTC(2026, 2, 29, 1))).toBe(120);
  });

  it('answers only inside its span and for its own zone', () => {
    const table = zoneOffsetsBetween('Europe/Rome', FROM, TO);
    expect(zoneOffsetIn(table, 'Europe/Rome', FROM - 1)).toBeNull();
    expect(zoneOffsetIn(table, 'Europe/Rome', TO)).toBeNull();
    expect(zoneOffsetIn(table, 'Europe/London', FROM)).toBeNull();
    expect(zoneOffsetIn(null, 'Europe/Rome', FROM)).toBeNull();
  });

  it.each(ZONES)('%s: the clock reads every moment of a year and a half as Intl does', async (zone) => {
    const table = zoneOffsetsBetween(zone, FROM, TO);
    const [byTable, byIntl] = [await freshClock(table), await freshClock()];
    const moments: number[] = [];
    for (let time = FROM; time < TO; time += 47 * MINUTE) moments.push(time);
    // Every minute of the three hours around each change.
    for (const change of table.changes.slice(1))
      for (let time = change.at - 180 * MINUTE; time <= change.at + 180 * MINUTE; time += MINUTE)
        moments.push(time);
    for (const time of moments)
      expect(byTable.clockZoned(new Date(time), zone), new Date(time).toISOString()).toEqual(
        byIntl.clockZoned(new Date(time), zone),
      );
  });

  it.each(ZONES)(
    '%s: the clock finds the instant of wall times as Intl does, in the gap and the overlap of every change too',
    async (zone) => {
      const table = zoneOffsetsBetween(zone, FROM, TO);
      const [byTable, byIntl] = [await freshClock(table), await freshClock()];
      const changeDays = new Set(
        table.changes.slice(1).map((change) => new Date(change.at).toISOString().slice(0, 10)),
      );
      for (let day = FROM + 86_400_000; day < TO - 2 * 86_400_000; day += 86_400_000) {
        const date = new Date(day).toISOString().slice(0, 10);
        const minutes =
          changeDays.has(date) || changeDays.has(byIntl.clockAddDays(date, 1))
            ? Array.from({ length: 1440 / 5 }, (_, i) => i * 5)
            : [0, 90, 150, 720, 1439, 1500];
        for (const minute of minutes) {
          expect(byTable.clockInstant(date, minute, zone).getTime(), `${date} ${minute}`).toBe(
            byIntl.clockInstant(date, minute, zone).getTime(),
          );
          expect(byTable.clockWallTimeExists(date, minute, zone), `${date} ${minute}`).toBe(
            byIntl.clockWallTimeExists(date, minute, zone),
          );
        }
      }
    },
  );

  it('leaves moments outside its span and other zones to Intl', async () => {
    const clock = await freshClock(zoneOffsetsBetween('Europe/Rome', FROM, TO));
    expect(clock.clockZoned(new Date('2025-07-01T10:00:00Z'), 'Europe/Rome').minuteOfDay).toBe(12 * 60);
    expect(clock.clockZoned(new Date('2026-07-01T10:00:00Z'), 'America/New_York').minuteOfDay).toBe(6 * 60);
    expect(clock.clockInstant('2028-01-10', 600, 'Europe/Rome').toISOString()).toBe(
      '2028-01-10T09:00:00.000Z',
    );
  });
});
