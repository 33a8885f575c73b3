import { describe, expect, it } from 'vitest';
import { timetableIssues } from './timetable-shape.ts';

const none = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const pairs = (timetable: Parameters<typeof timetableIssues>[0]) =>
  timetableIssues(timetable).map((issue) => [issue.path, issue.code]);

describe('timetableIssues (a weekly timetable, issue 35, decisions 055 and 060)', () => {
  it('takes the whole day, a night past midnight, contiguous intervals and a night ending where the next day starts', () => {
    expect(
      pairs({
        ...none,
        mon: [{ from: '00:00', to: '00:00' }],
        tue: [{ from: '20:00', to: '02:00' }],
        wed: [
          { from: '02:00', to: '03:00' },
          { from: '12:00', to: '15:00' },
          { from: '15:00', to: '00:00' },
        ],
        // An end of 00:00 is midnight, not past it: the next day may start at 00:00.
        thu: [{ from: '00:00', to: '01:00' }],
      }),
    ).toEqual([]);
  });

  it('refuses a bad time, an interval of no length and overlapping intervals, at the day and interval', () => {
    expect(
      pairs({
        ...none,
        mon: [{ from: '25:00', to: '12:00' }],
        tue: [{ from: '12:00', to: '12:00' }],
        fri: [
          { from: '19:00', to: '00:00' },
          { from: '12:00', to: '19:30' },
        ],
      }),
    ).toEqual([
      [['mon', 0, 'from'], 'bad_time'],
      [['tue', 0, 'to'], 'empty_interval'],
      [['fri', 0, 'from'], 'intervals_overlap'],
    ]);
  });

  it('refuses a next-day interval that starts before the previous night past midnight ends, Sunday into Monday too', () => {
    const issues = timetableIssues({
      ...none,
      mon: [{ from: '01:00', to: '03:00' }],
      tue: [
        { from: '18:00', to: '20:00' },
        { from: '22:00', to: '03:00' },
      ],
      wed: [
        { from: '04:00', to: '05:00' },
        { from: '02:30', to: '03:30' },
      ],
      sun: [{ from: '23:00', to: '01:30' }],
    });
    expect(issues.map((issue) => [issue.path, issue.code])).toEqual([
      [['mon', 0, 'from'], 'overlaps_previous_night'],
      [['wed', 1, 'from'], 'overlaps_previous_night'],
    ]);
    expect(issues[1]?.message).toBe(
      "overlaps the previous day's interval 2, which runs until 03:00 past midnight",
    );
  });

  it('reads the whole next day as starting at midnight, and skips intervals that are already refused', () => {
    expect(
      pairs({
        ...none,
        mon: [{ from: '22:00', to: '01:00' }],
        tue: [{ from: '00:00', to: '00:00' }],
        thu: [{ from: '22:00', to: '22:00' }],
        fri: [{ from: '00:00', to: '01:00' }],
      }),
    ).toEqual([
      [['tue', 0, 'from'], 'overlaps_previous_night'],
      [['thu', 0, 'to'], 'empty_interval'],
    ]);
  });
});
