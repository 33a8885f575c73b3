import { describe, expect, it } from 'vitest';
import { businessFileSchema, type BusinessFileInput, type ClosureInput } from './business.ts';
import { closureIssues, isCalendarDate } from './closures.ts';
import { minimalBusinessFile } from './test/test-business.ts';

function fileWith(closures: ClosureInput[]): BusinessFileInput {
  const file = minimalBusinessFile();
  return { ...file, delivery_order: { ...file.delivery_order, closures } };
}

function refusals(closures: ClosureInput[]): { path: string; message: string }[] {
  const result = businessFileSchema.safeParse(fileWith(closures));
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('delivery_order.closures (issue 35)', () => {
  it('is optional and accepts a closed day, a range and a special day with a note per language', () => {
    const parsed = businessFileSchema.parse(fileWith([]));
    expect(parsed.delivery_order.closures).toEqual([]);
    const closures: ClosureInput[] = [
      { from: '2026-12-25', closed: true, note: { it: 'Natale', en: 'Christmas' } },
      { from: '2026-10-01', to: '2026-11-30', closed: true },
      { from: '2026-08-15', closed: false, intervals: [{ from: '19:00', to: '02:00' }] },
    ];
    expect(refusals(closures)).toEqual([]);
    expect(businessFileSchema.parse(fileWith(closures)).delivery_order.closures[2]).toEqual({
      from: '2026-08-15',
      closed: false,
      intervals: [{ from: '19:00', to: '02:00' }],
      note: {},
    });
  });

  it('refuses a date that is not a calendar day and a to before from, at their paths', () => {
    expect(refusals([{ from: '2026-02-30', closed: true }])).toEqual([
      { path: 'delivery_order.closures.0.from', message: '2026-02-30 is not a date YYYY-MM-DD' },
    ]);
    expect(refusals([{ from: '25/12/2026', closed: true }]).map((r) => r.path)).toContain(
      'delivery_order.closures.0.from',
    );
    expect(refusals([{ from: '2026-05-10', to: '2026-05-09', closed: true }])).toEqual([
      { path: 'delivery_order.closures.0.to', message: 'to 2026-05-09 is before from 2026-05-10' },
    ]);
  });

  it('refuses a closed day with intervals and a special day without', () => {
    expect(
      refusals([
        { from: '2026-05-01', closed: true, intervals: [{ from: '10:00', to: '12:00' }] },
        { from: '2026-05-02', closed: false },
      ]),
    ).toEqual([
      { path: 'delivery_order.closures.0.intervals', message: 'a day closed all day takes no intervals' },
      { path: 'delivery_order.closures.1.intervals', message: 'a special day needs at least one interval' },
    ]);
  });

  it('refuses overlapping intervals of a special day, reading 00:00 and past-midnight ends as the timetables do', () => {
    expect(
      refusals([
        {
          from: '2026-05-01',
          closed: false,
          intervals: [
            { from: '12:00', to: '15:00' },
            { from: '14:30', to: '16:00' },
          ],
        },
      ]),
    ).toEqual([
      { path: 'delivery_order.closures.0.intervals.1.from', message: 'overlaps interval 1 of the same day' },
    ]);
    // 18:00–00:00 ends at midnight: 12:00–18:00 touches it, no overlap; 22:00–02:00 runs past midnight.
    expect(
      closureIssues([
        {
          from: '2026-05-01',
          closed: false,
          intervals: [
            { from: '18:00', to: '00:00' },
            { from: '12:00', to: '18:00' },
          ],
        },
      ]),
    ).toEqual([]);
    expect(
      closureIssues([
        {
          from: '2026-05-01',
          closed: false,
          intervals: [
            { from: '22:00', to: '02:00' },
            { from: '23:00', to: '23:30' },
          ],
        },
      ]).map((i) => i.code),
    ).toEqual(['intervals_overlap']);
    expect(
      closureIssues([{ from: '2026-05-01', closed: false, intervals: [{ from: '10:00', to: '10:00' }] }]),
    ).toMatchObject([{ path: [0, 'intervals', 0, 'to'], code: 'empty_interval' }]);
  });

  it('refuses two entries sharing a date, a duplicate and a range covering a later entry included', () => {
    expect(
      refusals([
        { from: '2026-12-25', closed: true },
        { from: '2026-12-25', closed: true },
      ]),
    ).toEqual([
      {
        path: 'delivery_order.closures.1.from',
        message: 'dates overlap entry 1 (2026-12-25–2026-12-25): one date has one rule',
      },
    ]);
    const issues = closureIssues([
      { from: '2026-10-01', to: '2026-10-31', closed: true, intervals: [] },
      { from: '2026-10-10', closed: true, intervals: [] },
      { from: '2026-10-20', closed: true, intervals: [] },
      { from: '2026-11-01', closed: true, intervals: [] },
    ]);
    expect(issues.map((i) => i.path)).toEqual([
      [1, 'from'],
      [2, 'from'],
    ]);
  });

  it('tells calendar days apart', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
  });
});
