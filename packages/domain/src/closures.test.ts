import type { Closure, Interval } from '@ordina/contracts';
import { describe, expect, it } from 'vitest';
import { deliverySlotAt, deliverySlotsForDay, deliverySlotsUpcoming } from './delivery-slots.ts';
import type { DeliverySlotsInput } from './delivery-slots.ts';
import { liveStateAt } from './live-state.ts';
import { rome, romeJune, week } from './test/week.ts';
import {
  acceptanceState,
  acceptanceTimeLeftWarning,
  datedHoursOn,
  timetableOpenAt,
  timetableToday,
} from './timetables.ts';

/*
 * Closures and special days by date (issue 35, docs/decisions/053): every
 * clock rule reads a date's dated entry before its weekday. June 2026 in Rome
 * is CEST: Wednesday 10, Thursday 11, Friday 12, Saturday 13, Sunday 14.
 */

const i = (from: string, to: string): Interval => ({ from, to });
const closed = (from: string, to?: string): Closure => ({ from, to, closed: true, intervals: [], note: {} });
const special = (from: string, intervals: Interval[]): Closure => ({
  from,
  closed: false,
  intervals,
  note: {},
});
const everyDay = (from: string, to: string) =>
  week({
    mon: [i(from, to)],
    tue: [i(from, to)],
    wed: [i(from, to)],
    thu: [i(from, to)],
    fri: [i(from, to)],
    sat: [i(from, to)],
    sun: [i(from, to)],
  });
const notAccepting = { accepting: false, until: null, untilDate: null, minutesLeft: null };

describe('a closed date', () => {
  const timetable = everyDay('11:00', '23:00');
  const closures = [closed('2026-06-11')];

  it('neither opens nor accepts orders on that date, and reads "Closed today"', () => {
    expect(acceptanceState(timetable, romeJune(11, '12:00'), rome, closures)).toEqual(notAccepting);
    expect(timetableOpenAt(timetable, romeJune(11, '12:00'), rome, closures)).toBe(false);
    expect(timetableToday(timetable, romeJune(11, '12:00'), rome, closures)).toMatchObject({
      weekday: 'thu',
      intervals: [],
      closedMessage: { key: 'hours.closed_today' },
    });
    expect(acceptanceTimeLeftWarning(timetable, romeJune(11, '22:50'), rome, closures)).toBeNull();
  });

  it('leaves the days around it to the weekly timetable', () => {
    expect(acceptanceState(timetable, romeJune(10, '12:00'), rome, closures).accepting).toBe(true);
    expect(acceptanceState(timetable, romeJune(12, '12:00'), rome, closures).accepting).toBe(true);
    expect(acceptanceState(timetable, romeJune(11, '12:00'), rome).accepting).toBe(true);
  });

  it('cuts the 00:00 continuation: Saturday until 00:00 does not run into a closed Sunday starting 00:00', () => {
    const late = week({ sat: [i('18:00', '00:00')], sun: [i('00:00', '01:00')] });
    expect(acceptanceState(late, romeJune(13, '23:00'), rome)).toMatchObject({
      until: '01:00',
      untilDate: '2026-06-14',
    });
    expect(acceptanceState(late, romeJune(13, '23:00'), rome, [closed('2026-06-14')])).toMatchObject({
      until: '23:59',
      untilDate: '2026-06-13',
    });
    expect(acceptanceState(late, romeJune(14, '00:30'), rome, [closed('2026-06-14')])).toEqual(notAccepting);
  });

  it('keeps an interval of the day before that runs past its midnight (an interval belongs to its start day)', () => {
    const night = week({ sat: [i('20:00', '02:00')] });
    expect(acceptanceState(night, romeJune(14, '01:00'), rome, [closed('2026-06-14')])).toMatchObject({
      accepting: true,
      until: '02:00',
    });
  });
});

describe('a range of dates (a season: open 1 May – 30 September)', () => {
  const timetable = everyDay('10:00', '19:00');
  const closures = [closed('2026-10-01', '2027-04-30')];

  it('is closed on every date from `from` to `to` inclusive, open the day before and after', () => {
    expect(datedHoursOn(closures, '2026-09-30')).toBeUndefined();
    expect(datedHoursOn(closures, '2026-10-01')).toBe(closures[0]);
    expect(datedHoursOn(closures, '2027-01-15')).toBe(closures[0]);
    expect(datedHoursOn(closures, '2027-04-30')).toBe(closures[0]);
    expect(datedHoursOn(closures, '2027-05-01')).toBeUndefined();
    const at = (iso: string) => acceptanceState(timetable, new Date(iso), rome, closures).accepting;
    expect(at('2026-09-30T10:00:00Z')).toBe(true);
    expect(at('2026-10-01T10:00:00Z')).toBe(false);
    expect(at('2027-04-30T10:00:00Z')).toBe(false);
    expect(at('2027-05-01T10:00:00Z')).toBe(true);
  });
});

describe('a special day', () => {
  const timetable = everyDay('11:00', '15:00');

  it('replaces the weekday intervals: Friday 12 June 19:00–00:00 only', () => {
    const closures = [special('2026-06-12', [i('19:00', '00:00')])];
    expect(acceptanceState(timetable, romeJune(12, '12:00'), rome, closures)).toEqual(notAccepting);
    expect(acceptanceState(timetable, romeJune(12, '20:00'), rome, closures)).toMatchObject({
      accepting: true,
      until: '23:59',
    });
    expect(timetableToday(timetable, romeJune(12, '09:00'), rome, closures)).toMatchObject({
      intervals: [i('19:00', '00:00')],
      closedMessage: null,
    });
  });

  it('crosses midnight by the 00:00 rules: 19:00–02:00 accepts until 02:00 on the next day', () => {
    const closures = [special('2026-06-13', [i('19:00', '02:00')])];
    expect(acceptanceState(timetable, romeJune(14, '01:00'), rome, closures)).toEqual({
      accepting: true,
      until: '02:00',
      untilDate: '2026-06-14',
      minutesLeft: 60,
    });
    // Sunday's own 11:00–15:00 is untouched.
    expect(acceptanceState(timetable, romeJune(14, '12:00'), rome, closures).accepting).toBe(true);
  });

  it('joins a special day ending 00:00 with the next day starting 00:00', () => {
    const closures = [
      special('2026-06-13', [i('18:00', '00:00')]),
      special('2026-06-14', [i('00:00', '01:30')]),
    ];
    expect(acceptanceState(timetable, romeJune(13, '23:00'), rome, closures)).toMatchObject({
      until: '01:30',
      untilDate: '2026-06-14',
    });
  });
});

describe('another time zone than the server clock', () => {
  it('reads the date on the business clock: 13:00 UTC on 10 June is already 11 June in Auckland', () => {
    const auckland = 'Pacific/Auckland';
    const timetable = everyDay('00:00', '00:00');
    const closures = [closed('2026-06-11')];
    const now = new Date('2026-06-10T13:00:00Z'); // 01:00 on Thursday 11 June, NZST (UTC+12)
    expect(acceptanceState(timetable, now, auckland, closures)).toEqual(notAccepting);
    expect(timetableToday(timetable, now, auckland, closures).closedMessage).not.toBeNull();
    // 11:00 UTC is still 23:00 on the 10th there: open.
    expect(acceptanceState(timetable, new Date('2026-06-10T11:00:00Z'), auckland, closures).accepting).toBe(
      true,
    );
  });
});

describe('the DST change days in Europe/Rome', () => {
  it('spring forward (29 March 2026): a special day 01:00–04:00 skips the missing hour and accepts after it', () => {
    const closures = [special('2026-03-29', [i('01:00', '04:00')])];
    const input: DeliverySlotsInput = {
      timetable: everyDay('12:00', '14:00'),
      closures,
      now: new Date('2026-03-28T12:00:00Z'),
      timeZone: rome,
      slotMinutes: 30,
      maxOrders: 4,
      leadMinutes: 0,
    };
    expect(deliverySlotsForDay(input, '2026-03-29').map((s) => s.time)).toEqual([
      '01:00',
      '01:30',
      '03:00',
      '03:30',
    ]);
    // 03:30 CEST is 01:30 UTC.
    expect(acceptanceState(input.timetable, new Date('2026-03-29T01:30:00Z'), rome, closures)).toMatchObject({
      accepting: true,
      until: '04:00',
    });
  });

  it('fall back (25 October 2026): a closed date ends at its own midnight, 23:00 UTC (CET)', () => {
    const closures = [closed('2026-10-25')];
    const timetable = everyDay('00:00', '00:00');
    expect(acceptanceState(timetable, new Date('2026-10-25T22:59:00Z'), rome, closures).accepting).toBe(
      false,
    );
    expect(acceptanceState(timetable, new Date('2026-10-25T23:00:00Z'), rome, closures).accepting).toBe(true);
    // 23:58 CEST on the 24th is open; an end of 00:00 counts as 23:59 (spec §4), from when the closed 25th begins.
    expect(acceptanceState(timetable, new Date('2026-10-24T21:58:00Z'), rome, closures).accepting).toBe(true);
    expect(acceptanceState(timetable, new Date('2026-10-24T22:00:00Z'), rome, closures).accepting).toBe(
      false,
    );
  });
});

describe('delivery slots', () => {
  const input: DeliverySlotsInput = {
    timetable: everyDay('19:00', '20:00'),
    closures: [closed('2026-06-11'), special('2026-06-12', [i('12:00', '12:30')])],
    now: new Date('2026-06-10T10:00:00Z'),
    timeZone: rome,
    slotMinutes: 15,
    maxOrders: 4,
    leadMinutes: 0,
  };

  it('offers no slot on a closed date and the special intervals on a special day (the picker has no day without slots)', () => {
    const days = new Set(deliverySlotsUpcoming(input, 4).map((s) => s.day));
    expect([...days]).toEqual(['2026-06-10', '2026-06-12', '2026-06-13']);
    expect(deliverySlotsForDay(input, '2026-06-11')).toEqual([]);
    expect(deliverySlotsForDay(input, '2026-06-12').map((s) => s.time)).toEqual(['12:00', '12:15']);
  });

  it('refuses a submitted slot on a closed date or outside the special intervals, accepts one inside', () => {
    expect(deliverySlotAt(input, '2026-06-11', '19:00', 7)).toBeNull();
    expect(deliverySlotAt(input, '2026-06-12', '19:00', 7)).toBeNull();
    expect(deliverySlotAt(input, '2026-06-12', '12:15', 7)).toMatchObject({ date: '2026-06-12 12:15' });
    expect(deliverySlotAt({ ...input, closures: [] }, '2026-06-11', '19:00', 7)).not.toBeNull();
  });
});

describe('the storefront live state', () => {
  it("says 'Closed today' and not accepting on a closed date, and today's special hours on a special day", () => {
    const timetables = {
      orderAcceptTimetables: everyDay('11:00', '23:00'),
      publicOpenTimetables: everyDay('12:00', '22:00'),
      closures: [closed('2026-06-11'), special('2026-06-12', [i('18:00', '21:00')])],
    };
    const thursday = liveStateAt(timetables, romeJune(11, '13:00'), rome);
    expect(thursday.acceptance.accepting).toBe(false);
    expect(thursday.open).toEqual({
      open: false,
      today: { weekday: 'thu', intervals: [], closed: true },
      upcoming: timetables.closures,
    });
    const friday = liveStateAt(timetables, romeJune(12, '19:00'), rome);
    expect(friday.acceptance).toMatchObject({ accepting: true, until: '21:00' });
    expect(friday.open.today).toEqual({ weekday: 'fri', intervals: [i('18:00', '21:00')], closed: false });
  });
});
