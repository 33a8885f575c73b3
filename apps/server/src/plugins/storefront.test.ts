import { describe, expect, it } from 'vitest';
import { storefrontZoneOffsets } from './storefront.ts';

describe('storefront zone offsets', () => {
  it('cover from a week before the month began to more than a year ahead, with the zone changes in between', () => {
    const offsets = storefrontZoneOffsets('Europe/Rome', Date.UTC(2026, 10, 24, 21, 5));
    expect(offsets.timeZone).toBe('Europe/Rome');
    expect(new Date(offsets.from).toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(offsets.to - Date.UTC(2026, 10, 24)).toBeGreaterThan(366 * 86_400_000);
    expect(
      offsets.changes.map((change) => [new Date(change.at).toISOString(), change.offsetMinutes]),
    ).toEqual([
      ['2026-10-25T00:00:00.000Z', 120],
      ['2026-10-25T01:00:00.000Z', 60],
      ['2027-03-28T01:00:00.000Z', 120],
      ['2027-10-31T01:00:00.000Z', 60],
    ]);
  });

  it('stay the same within a month, so the storefront version does not change at every reload, and move on with the next month', () => {
    const early = storefrontZoneOffsets('Europe/Rome', Date.UTC(2026, 10, 1, 0, 0));
    expect(storefrontZoneOffsets('Europe/Rome', Date.UTC(2026, 10, 30, 23, 59))).toBe(early);
    expect(storefrontZoneOffsets('Europe/Rome', Date.UTC(2026, 11, 1)).from).toBe(Date.UTC(2026, 10, 24));
  });
});
