import { describe, expect, it } from 'vitest';
import {
  clockTimeAt,
  clockAddDays,
  clockHhmm,
  clockInstant,
  clockMinutes,
  clockWallTimeExists,
  clockWeekday,
  clockZoned,
  DEFAULT_TIME_ZONE,
} from './clock.ts';

describe('clock', () => {
  it('defaults to Europe/Rome', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Rome');
    expect(clockZoned(new Date('2026-01-15T23:30:00Z'))).toEqual({
      date: '2026-01-16',
      weekday: 'fri',
      minuteOfDay: 30,
    });
  });

  it('reads the wall clock of the zone, in winter and in summer', () => {
    expect(clockZoned(new Date('2026-01-15T11:05:59Z'), 'Europe/Rome')).toEqual({
      date: '2026-01-15',
      weekday: 'thu',
      minuteOfDay: 12 * 60 + 5,
    });
    expect(clockZoned(new Date('2026-07-15T11:05:00Z'), 'Europe/Rome').minuteOfDay).toBe(13 * 60 + 5);
    expect(clockZoned(new Date('2026-07-15T11:05:00Z'), 'UTC').minuteOfDay).toBe(11 * 60 + 5);
  });

  it('converts HH:mm and minutes both ways, wrapping at midnight', () => {
    expect(clockMinutes('08:30')).toBe(510);
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockHhmm(510)).toBe('08:30');
    expect(clockHhmm(1500)).toBe('01:00');
    expect(clockHhmm(-30)).toBe('23:30');
  });

  it('adds calendar days across months and years and names weekdays', () => {
    expect(clockAddDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(clockAddDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(clockWeekday('2026-06-10')).toBe('wed');
    expect(clockWeekday('2026-06-14')).toBe('sun');
  });

  it('finds the instant of a wall time, also past midnight and across DST', () => {
    expect(clockInstant('2026-06-10', 12 * 60, 'Europe/Rome').toISOString()).toBe('2026-06-10T10:00:00.000Z');
    expect(clockInstant('2026-01-10', 12 * 60, 'Europe/Rome').toISOString()).toBe('2026-01-10T11:00:00.000Z');
    expect(clockInstant('2026-06-10', 25 * 60, 'Europe/Rome').toISOString()).toBe('2026-06-10T23:00:00.000Z');
    expect(clockInstant('2026-03-29', 4 * 60, 'Europe/Rome').toISOString()).toBe('2026-03-29T02:00:00.000Z');
  });

  it('knows the wall times skipped by the spring-forward gap', () => {
    expect(clockWallTimeExists('2026-03-29', 2 * 60 + 30, 'Europe/Rome')).toBe(false);
    expect(clockWallTimeExists('2026-03-29', 3 * 60, 'Europe/Rome')).toBe(true);
    expect(clockWallTimeExists('2026-03-29', 60, 'Europe/Rome')).toBe(true);
    expect(clockWallTimeExists('2026-03-28', 24 * 60 + 30, 'Europe/Rome')).toBe(true);
  });

  it('answers remembered conversions exactly as fresh ones: per zone, per minute, across the DST switch, as new Dates', () => {
    // The minute before and after the autumn switch (02:59 CEST → 02:00 CET), asked twice each.
    for (let round = 0; round < 2; round++) {
      expect(clockZoned(new Date('2026-10-25T00:59:59.999Z'), 'Europe/Rome').minuteOfDay).toBe(2 * 60 + 59);
      expect(clockZoned(new Date('2026-10-25T01:00:00.000Z'), 'Europe/Rome').minuteOfDay).toBe(2 * 60);
      expect(clockZoned(new Date('2026-10-25T01:00:00.000Z'), 'UTC').minuteOfDay).toBe(60);
      expect(clockInstant('2026-10-25', 12 * 60, 'Europe/Rome').toISOString()).toBe(
        '2026-10-25T11:00:00.000Z',
      );
      expect(clockInstant('2026-10-25', 12 * 60, 'UTC').toISOString()).toBe('2026-10-25T12:00:00.000Z');
    }
    const first = clockInstant('2026-10-26', 600, 'Europe/Rome');
    first.setTime(0);
    expect(clockInstant('2026-10-26', 600, 'Europe/Rome').toISOString()).toBe('2026-10-26T09:00:00.000Z');
  });

  it('stays right after its memory fills up and starts again', () => {
    for (let minute = 0; minute < 6_000; minute++) clockInstant('2026-01-01', minute, 'Europe/Rome');
    expect(clockInstant('2026-01-01', 0, 'Europe/Rome').toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(clockInstant('2026-01-01', 5_999, 'Europe/Rome').toISOString()).toBe('2026-01-05T02:59:00.000Z');
  });

  it('reads the wall-clock HH:mm of an instant in the zone (the board and the kitchen ticket)', () => {
    expect(clockTimeAt(new Date('2026-11-23T18:30:00Z'), 'Europe/Rome')).toBe('19:30');
    expect(clockTimeAt(new Date('2026-07-01T22:05:59Z'), 'Europe/Rome')).toBe('00:05');
    expect(clockTimeAt(new Date('2026-11-23T18:30:00Z'), 'America/New_York')).toBe('13:30');
  });
});
