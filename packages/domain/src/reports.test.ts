import { describe, expect, it } from 'vitest';
import { reportAverage, reportFoldHours, reportRangeInstants, reportRangeRefusal } from './reports.ts';

describe('report ranges and figures', () => {
  it('refuses a non-date, a reversed range and one over 366 days', () => {
    expect(reportRangeRefusal('2026-02-29', '2026-03-01')).toBe('bad_date');
    expect(reportRangeRefusal('2026-03-02', '2026-03-01')).toBe('reversed');
    expect(reportRangeRefusal('2025-01-01', '2026-01-02')).toBe('too_long');
    expect(reportRangeRefusal('2024-01-01', '2024-12-31')).toBeNull();
  });

  it('bounds the days on the business clock: a spring-forward day is 23 hours long, an autumn one 25', () => {
    const spring = reportRangeInstants('2026-03-29', '2026-03-29', 'Europe/Rome');
    expect([spring.start.toISOString(), spring.end.toISOString()]).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    const autumn = reportRangeInstants('2026-10-25', '2026-10-25', 'Europe/Rome');
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });

  it('rounds an average half up, and is 0 without orders', () => {
    expect([
      reportAverage(1001, 2),
      reportAverage(1003, 3),
      reportAverage(1000, 3),
      reportAverage(0, 0),
    ]).toEqual([501, 334, 333, 0]);
  });

  it("folds UTC hours into local days and hours: the autumn change's repeated 02 holds both UTC hours", () => {
    const folded = reportFoldHours(
      [
        { utcHour: '2026-10-24T22', orders: 1, revenue: 100 },
        { utcHour: '2026-10-25T00', orders: 1, revenue: 200, tips: 20 },
        { utcHour: '2026-10-25T01', orders: 2, revenue: 300, tips: 15 },
      ],
      { from: '2026-10-25', to: '2026-10-26', timeZone: 'Europe/Rome' },
    );
    expect(folded.byDay).toEqual([
      // The days sum the tips too (docs/decisions/067); a bucket without them has none.
      { date: '2026-10-25', orders: 4, revenue: 600, tips: 35 },
      { date: '2026-10-26', orders: 0, revenue: 0, tips: 0 },
    ]);
    expect(folded.byHour.filter((h) => h.orders > 0)).toEqual([
      { hour: 0, orders: 1, revenue: 100 },
      { hour: 2, orders: 3, revenue: 500 },
    ]);
  });
});
