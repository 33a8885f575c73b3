import { describe, expect, it } from 'vitest';
import { rome, romeJune, week } from './test/week.ts';
import { acceptanceUntilWeekday, liveStateAt, upcomingClosures } from './live-state.ts';

describe('liveStateAt', () => {
  // Orders taken Saturday evening into Sunday night; the doors open 12:00–15:00 and 19:00–23:00 on Saturdays.
  const timetables = {
    orderAcceptTimetables: week({
      sat: [{ from: '19:00', to: '00:00' }],
      sun: [{ from: '00:00', to: '02:00' }],
    }),
    publicOpenTimetables: week({
      sat: [
        { from: '19:00', to: '23:00' },
        { from: '12:00', to: '15:00' },
      ],
    }),
  };

  it('says until when orders are taken, on which weekday that is, and today’s hours in time order', () => {
    // Saturday 23:30 in Rome: acceptance runs on to 02:00 on Sunday; the doors closed at 23:00.
    expect(liveStateAt(timetables, romeJune(13, '23:30'), rome)).toEqual({
      today: '2026-06-13',
      acceptance: { accepting: true, until: '02:00', untilDate: '2026-06-14', minutesLeft: 150 },
      untilWeekday: 'sun',
      open: {
        open: false,
        today: {
          weekday: 'sat',
          intervals: [
            { from: '12:00', to: '15:00' },
            { from: '19:00', to: '23:00' },
          ],
          closed: false,
        },
        upcoming: [],
      },
    });
  });

  it('is open and not accepting at Saturday lunch, and closed all Sunday', () => {
    const lunch = liveStateAt(timetables, romeJune(13, '13:00'), rome);
    expect(lunch.open.open).toBe(true);
    expect(lunch.acceptance.accepting).toBe(false);
    expect(lunch.untilWeekday).toBeNull();
    // Sunday 10:00 (08:00 UTC): no interval left that day, and the date is read on Rome's clock.
    expect(liveStateAt(timetables, romeJune(14, '10:00'), rome)).toMatchObject({
      today: '2026-06-14',
      open: { open: false, today: { weekday: 'sun', intervals: [], closed: true } },
    });
  });
});

describe('acceptanceUntilWeekday', () => {
  it('names the weekday of the end date, or null without one', () => {
    expect(acceptanceUntilWeekday({ untilDate: '2026-06-15' })).toBe('mon');
    expect(acceptanceUntilWeekday({ untilDate: null })).toBeNull();
  });
});

describe('upcomingClosures (issue 35)', () => {
  const entry = (from: string, to?: string) => ({ from, to, closed: true, intervals: [], note: {} });

  it('lists the entries touching today and the next 13 days, by first date, a range begun before today included', () => {
    const closures = [
      entry('2026-06-24'),
      entry('2026-06-23'),
      entry('2026-06-01', '2026-06-10'),
      entry('2026-06-01', '2026-06-09'),
      entry('2026-07-01'),
    ];
    expect(upcomingClosures(closures, '2026-06-10').map((c) => c.from + (c.to ?? ''))).toEqual([
      '2026-06-012026-06-10',
      '2026-06-23',
    ]);
    expect(
      liveStateAt(
        { orderAcceptTimetables: week({}), publicOpenTimetables: week({}), closures },
        romeJune(10, '12:00'),
        rome,
      ).open.upcoming,
    ).toHaveLength(2);
  });
});
