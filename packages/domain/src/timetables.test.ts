import type { Interval } from '@ordina/contracts';
import { describe, expect, it } from 'vitest';
import { rome, romeJune, week } from './test/week.ts';
import {
  acceptanceMinutesLeft,
  acceptanceState,
  acceptanceTimeLeftWarning,
  timeLeftWarning,
  timetableOpenAt,
  timetableRanges,
  timetableToday,
  timetableWeek,
} from './timetables.ts';

const i = (from: string, to: string): Interval => ({ from, to });

describe('acceptanceState', () => {
  const timetable = week({ wed: [i('18:00', '21:00'), i('11:30', '14:30'), i('21:00', '23:00')] });

  it("accepts inside today's interval until its end", () => {
    expect(acceptanceState(timetable, romeJune(10, '12:00'), rome)).toEqual({
      accepting: true,
      until: '14:30',
      untilDate: '2026-06-10',
      minutesLeft: 150,
    });
  });

  it('does not accept between intervals or from the end minute on', () => {
    const closed = { accepting: false, until: null, untilDate: null, minutesLeft: null };
    expect(acceptanceState(timetable, romeJune(10, '15:00'), rome)).toEqual(closed);
    expect(acceptanceState(timetable, romeJune(10, '14:30'), rome)).toEqual(closed);
    expect(acceptanceState(timetable, romeJune(10, '11:29:59'), rome)).toEqual(closed);
    expect(acceptanceState(timetable, romeJune(11, '12:00'), rome)).toEqual(closed);
  });

  it('extends "accept until" over contiguous intervals: 18:00–21:00 + 21:00–23:00', () => {
    expect(acceptanceState(timetable, romeJune(10, '19:00'), rome)).toMatchObject({
      until: '23:00',
      minutesLeft: 240,
    });
  });

  it('joins overlapping intervals', () => {
    const overlapping = week({ wed: [i('10:00', '13:00'), i('12:00', '15:00')] });
    expect(acceptanceState(overlapping, romeJune(10, '11:00'), rome)).toMatchObject({ until: '15:00' });
  });

  it('counts an end of 00:00 as 23:59', () => {
    const evening = week({ fri: [i('19:00', '00:00')] });
    expect(acceptanceState(evening, romeJune(12, '23:00'), rome)).toMatchObject({
      accepting: true,
      until: '23:59',
      untilDate: '2026-06-12',
      minutesLeft: 59,
    });
    expect(acceptanceState(evening, romeJune(12, '23:59:30'), rome).accepting).toBe(false);
  });

  it("continues past midnight when the next day's interval starts at 00:00", () => {
    const lateNight = week({ sat: [i('19:00', '00:00')], sun: [i('00:00', '02:00')] });
    expect(acceptanceState(lateNight, romeJune(13, '23:00'), rome)).toEqual({
      accepting: true,
      until: '02:00',
      untilDate: '2026-06-14',
      minutesLeft: 180,
    });
    expect(acceptanceState(lateNight, romeJune(13, '23:59:30'), rome).accepting).toBe(true);
    expect(acceptanceState(lateNight, romeJune(14, '00:30'), rome)).toMatchObject({
      accepting: true,
      until: '02:00',
    });
    expect(acceptanceState(lateNight, romeJune(14, '02:00'), rome).accepting).toBe(false);
  });

  it('treats an end of 23:59 like 00:00 when the next day continues', () => {
    const lateNight = week({ sat: [i('19:00', '23:59')], sun: [i('00:00', '01:00')] });
    expect(acceptanceState(lateNight, romeJune(13, '22:00'), rome)).toMatchObject({
      until: '01:00',
      minutesLeft: 180,
    });
  });

  it('runs a single interval ending before it starts over midnight', () => {
    const overnight = week({ fri: [i('22:00', '02:00')] });
    expect(acceptanceState(overnight, romeJune(13, '01:00'), rome)).toMatchObject({
      accepting: true,
      until: '02:00',
    });
    expect(acceptanceState(overnight, romeJune(12, '21:59'), rome).accepting).toBe(false);
  });

  it('uses the business time zone, not UTC', () => {
    const lunch = week({ wed: [i('12:00', '14:00')] });
    // 11:00 UTC is 13:00 in Rome.
    const at = new Date('2026-06-10T11:00:00Z');
    expect(acceptanceState(lunch, at, rome).accepting).toBe(true);
    expect(acceptanceState(lunch, at, 'UTC').accepting).toBe(false);
  });

  it('counts real minutes across the spring-forward night (29 March 2026, 02:00 → 03:00)', () => {
    const easter = week({ sat: [i('20:00', '00:00')], sun: [i('00:00', '04:00')] });
    // Saturday 28 March 23:30 CET = 22:30 UTC; Sunday 04:00 CEST = 02:00 UTC: 210 minutes, not 270.
    expect(acceptanceState(easter, new Date('2026-03-28T22:30:00Z'), rome)).toEqual({
      accepting: true,
      until: '04:00',
      untilDate: '2026-03-29',
      minutesLeft: 210,
    });
  });

  it('counts real minutes across the fall-back night (25 October 2026, 03:00 → 02:00)', () => {
    const autumn = week({ sun: [i('01:00', '04:00')] });
    // 01:30 CEST = 23:30 UTC on the 24th; 04:00 CET = 03:00 UTC: 210 minutes, not 150.
    expect(acceptanceState(autumn, new Date('2026-10-24T23:30:00Z'), rome)).toMatchObject({
      until: '04:00',
      minutesLeft: 210,
    });
  });
});

describe('timetableRanges', () => {
  it('spans yesterday to tomorrow and joins the midnight hand-over', () => {
    const everyNight = week({
      fri: [i('18:00', '00:00')],
      sat: [i('00:00', '00:00')],
      sun: [i('00:00', '01:00')],
    });
    const ranges = timetableRanges(everyNight, romeJune(13, '12:00'), rome);
    expect(ranges.map((r) => [r.start.toISOString(), r.end.toISOString()])).toEqual([
      ['2026-06-12T16:00:00.000Z', '2026-06-13T23:00:00.000Z'],
    ]);
  });
});

describe('timeLeftWarning', () => {
  it('warns under 15 minutes at multiples of 5 or at exactly 2', () => {
    expect(timeLeftWarning(15)).toBeNull();
    expect(timeLeftWarning(14)).toBeNull();
    expect(timeLeftWarning(10)).toEqual({ key: 'time_left.minutes', params: { minuti: 10 } });
    expect(timeLeftWarning(5)).toEqual({ key: 'time_left.minutes', params: { minuti: 5 } });
    expect(timeLeftWarning(3)).toBeNull();
    expect(timeLeftWarning(2)).toEqual({ key: 'time_left.minutes', params: { minuti: 2 } });
    expect(timeLeftWarning(1)).toBeNull();
    expect(timeLeftWarning(20)).toBeNull();
    expect(timeLeftWarning(null)).toBeNull();
  });

  it('says orders are over at 0 minutes', () => {
    expect(timeLeftWarning(0)).toEqual({ key: 'time_left.closed' });
  });
});

describe('acceptanceMinutesLeft and acceptanceTimeLeftWarning', () => {
  const lunch = week({ wed: [i('11:30', '14:30')] });

  it('counts whole minutes from the current minute', () => {
    expect(acceptanceMinutesLeft(lunch, romeJune(10, '14:20:40'), rome)).toBe(10);
    expect(acceptanceTimeLeftWarning(lunch, romeJune(10, '14:20:40'), rome)).toEqual({
      key: 'time_left.minutes',
      params: { minuti: 10 },
    });
    expect(acceptanceTimeLeftWarning(lunch, romeJune(10, '14:27:00'), rome)).toBeNull();
    expect(acceptanceTimeLeftWarning(lunch, romeJune(10, '14:28:00'), rome)).toEqual({
      key: 'time_left.minutes',
      params: { minuti: 2 },
    });
  });

  it('reads 0 during the closing minute, then nothing', () => {
    expect(acceptanceMinutesLeft(lunch, romeJune(10, '14:30:10'), rome)).toBe(0);
    expect(acceptanceTimeLeftWarning(lunch, romeJune(10, '14:30:10'), rome)).toEqual({
      key: 'time_left.closed',
    });
    expect(acceptanceMinutesLeft(lunch, romeJune(10, '14:31:00'), rome)).toBeNull();
    expect(acceptanceTimeLeftWarning(lunch, romeJune(10, '14:31:00'), rome)).toBeNull();
  });
});

describe('opening hours', () => {
  const open = week({ wed: [i('19:00', '23:00'), i('12:00', '15:00')] });

  it('is open now inside public opening hours', () => {
    expect(timetableOpenAt(open, romeJune(10, '13:00'), rome)).toBe(true);
    expect(timetableOpenAt(open, romeJune(10, '16:00'), rome)).toBe(false);
  });

  it("gives today's intervals in time order, or 'Closed today'", () => {
    expect(timetableToday(open, romeJune(10, '09:00'), rome)).toEqual({
      weekday: 'wed',
      intervals: [i('12:00', '15:00'), i('19:00', '23:00')],
      closedMessage: null,
    });
    expect(timetableToday(open, romeJune(11, '09:00'), rome)).toEqual({
      weekday: 'thu',
      intervals: [],
      closedMessage: { key: 'hours.closed_today' },
    });
  });

  it('lists the week from Monday to Sunday', () => {
    const days = timetableWeek(open);
    expect(days.map((d) => d.weekday)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(days[2]?.intervals).toEqual([i('12:00', '15:00'), i('19:00', '23:00')]);
  });
});
