import type * as DateFnsTz from '@date-fns/tz';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Timetable } from '@ordina/contracts';
import type * as Clock from './clock.ts';
import type * as DeliverySlots from './delivery-slots.ts';
import type * as LiveState from './live-state.ts';
import type * as Timetables from './timetables.ts';
import { zoneOffsetsBetween, zoneOffsetsSpan } from './zone-offsets-between.ts';

// Issue 31 item 0: on 1 December 2026 the checkout built an Intl time-zone formatter, because the table began
// on the day before the month and yesterday's midnight in Rome (29 November 23:00 UTC) fell before it. Here the
// storefront's conversions run on every day of a year, at four moments of each day, in zones east and west
// of UTC, with the table the storefront ships at that moment: every one must be answered from the table.

/** Conversions that went through TZDate (the Intl path) instead of the table. */
const intlPath = vi.hoisted(() => ({ calls: 0, example: '' }));

vi.mock('@date-fns/tz', async (importOriginal) => {
  const original = await importOriginal<typeof DateFnsTz>();
  // tzOffset stays as it is: the server reads the table through it (zone-offsets-between.ts).
  const TZDate = new Proxy(original.TZDate, {
    construct(target, args: unknown[], newTarget) {
      intlPath.calls += 1;
      intlPath.example ||= JSON.stringify(args);
      return Reflect.construct(target, args, newTarget) as object;
    },
  });
  return { ...original, TZDate };
});

// Every fresh clock below imports the domain's modules again (vi.resetModules), and they import @ordina/contracts,
// whose schemas were most of this file's time when evaluated again each time. They hold no clock state: one copy.
const contracts = vi.hoisted(() => ({ module: undefined as object | undefined }));
vi.mock('@ordina/contracts', async (importOriginal) => (contracts.module ??= await importOriginal<object>()));

const DAY = 86_400_000;
const FIRST_DAY = Date.UTC(2026, 11, 1);
const DAYS = 365;
// UTC moments of each day: a local midnight, morning, evening or late night somewhere among the zones below.
const MOMENTS = [0, 30 * 60_000, 11 * 3_600_000, DAY - 60_000];
// East of UTC: Rome (+1/+2), Kolkata (+5:30), Auckland (+12/+13, southern DST), Kiritimati (+14).
// West: São Paulo (-3), New York (-5/-4), Pago Pago (-11).
const ZONES = [
  'Europe/Rome',
  'Asia/Kolkata',
  'Pacific/Auckland',
  'Pacific/Kiritimati',
  'America/Sao_Paulo',
  'America/New_York',
  'Pacific/Pago_Pago',
];

/** The same intervals on every day of the week. */
function everyDay(intervals: Timetable['mon']): Timetable {
  return {
    mon: intervals,
    tue: intervals,
    wed: intervals,
    thu: intervals,
    fri: intervals,
    sat: intervals,
    sun: intervals,
  };
}
// Orders taken around the clock (the demo's acceptance: the ranges start at yesterday's midnight), open and
// delivering until 02:00 (over midnight: yesterday's evening is still open after midnight).
const acceptance = everyDay([{ from: '00:00', to: '00:00' }]);
const opening = everyDay([
  { from: '11:00', to: '14:30' },
  { from: '18:00', to: '02:00' },
]);

type Domain = [typeof LiveState, typeof Timetables, typeof DeliverySlots, typeof Clock];

/** The clock and its rules loaded afresh (empty memory) with `timeZone`'s table over the span at `now` (or none). */
async function domainWithTable(timeZone: string, now: number, table?: null): Promise<Domain> {
  vi.resetModules();
  const { from, to } = zoneOffsetsSpan(now);
  (await import('./zone-offsets.ts')).provideZoneOffsets(
    table === null ? null : zoneOffsetsBetween(timeZone, from, to),
  );
  return Promise.all([
    import('./live-state.ts'),
    import('./timetables.ts'),
    import('./delivery-slots.ts'),
    import('./clock.ts'),
  ]);
}

/** What a storefront page works out at `now`: the live state, the time-left warning, the slots, a coupon's day, one slot after midnight. */
function storefrontConversions([live, timetables, slots, clock]: Domain, now: Date, timeZone: string) {
  const grid = { timetable: opening, now, timeZone, slotMinutes: 30, maxOrders: 5, leadMinutes: 20 };
  const upcoming = slots.deliverySlotsUpcoming(grid, slots.DELIVERY_SLOT_HORIZON_DAYS);
  const today = clock.clockZoned(now, timeZone).date;
  return {
    live: live.liveStateAt(
      { orderAcceptTimetables: acceptance, publicOpenTimetables: opening },
      now,
      timeZone,
    ),
    warning: timetables.acceptanceTimeLeftWarning(acceptance, now, timeZone),
    slots: upcoming.map((slot) => slot.startsAt),
    afterMidnight:
      slots.deliverySlotAt(grid, clock.clockAddDays(today, 1), '01:00', slots.DELIVERY_SLOT_HORIZON_DAYS)
        ?.startsAt ?? null,
  };
}

describe("the storefront's zone offsets table, on every day of a year", () => {
  afterAll(() => vi.resetModules());

  for (const timeZone of ZONES) {
    it(`answers every conversion of a storefront page in ${timeZone} from 1 December 2026 to 30 November 2027`, async () => {
      intlPath.calls = 0;
      let domain: Domain | undefined;
      let month = -1;
      for (let day = 0; day < DAYS; day += 1) {
        for (const moment of MOMENTS) {
          const now = FIRST_DAY + day * DAY + moment;
          // A fresh clock with each month's table: a conversion remembered from last month's table hides nothing.
          const nowMonth = new Date(now).getUTCMonth();
          if (domain === undefined || nowMonth !== month) {
            domain = await domainWithTable(timeZone, now);
            month = nowMonth;
          }
          storefrontConversions(domain, new Date(now), timeZone);
          if (intlPath.calls > 0)
            throw new Error(
              `${timeZone} at ${new Date(now).toISOString()}: converted through Intl ${intlPath.example}`,
            );
        }
      }
      expect(intlPath.calls).toBe(0);
    }, 300_000);
  }

  it("gives Intl's answers on the first and last days of each month, where the table's edges are", async () => {
    for (const timeZone of ['Europe/Rome', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      for (let month = 0; month < 12; month += 1) {
        const firsts = [Date.UTC(2027, month, 1), Date.UTC(2027, month + 1, 1) - DAY];
        for (const dayStart of firsts) {
          for (const moment of [MOMENTS[0]!, MOMENTS[MOMENTS.length - 1]!]) {
            const now = dayStart + moment;
            const fromTable = storefrontConversions(
              await domainWithTable(timeZone, now),
              new Date(now),
              timeZone,
            );
            const throughIntl = storefrontConversions(
              await domainWithTable(timeZone, now, null),
              new Date(now),
              timeZone,
            );
            expect(fromTable, `${timeZone} at ${new Date(now).toISOString()}`).toEqual(throughIntl);
          }
        }
      }
    }
  }, 120_000);
});
