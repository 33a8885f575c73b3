import { describe, expect, it } from 'vitest';
import { businessFileSchema } from './business.ts';
import { placeLinkPath, placeOfOrder, placesList, type BusinessPlaces } from './place-links.ts';
import { placeSchema } from './places.ts';
import { minimalBusinessFile } from './test/test-business.ts';

function issues(places: unknown): string[] {
  const result = businessFileSchema.safeParse({ ...minimalBusinessFile(), places });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('the business file’s places (decision 068)', () => {
  it('takes a list per method with a local place, and none by default', () => {
    expect(businessFileSchema.parse(minimalBusinessFile()).places).toEqual({});
    expect(
      issues({
        beach_umbrella_delivery: [{ code: 'b14', name: 'Ombrellone B14' }],
        table_delivery: [{ code: 'tavolo-1', name: 'Tavolo 1' }],
      }),
    ).toEqual([]);
  });

  it('refuses a list for a method without a local place', () => {
    expect(issues({ home_delivery: [{ code: 'x', name: 'X' }] }).join()).toContain('places');
  });

  it('refuses a code used twice, in one method or across two', () => {
    expect(
      issues({
        table_delivery: [
          { code: 't1', name: 'Tavolo 1' },
          { code: 't1', name: 'Tavolo uno' },
        ],
      }),
    ).toEqual(['places.table_delivery.1.code: duplicate code t1']);
    expect(
      issues({
        table_delivery: [{ code: 'a1', name: 'Tavolo A1' }],
        car_delivery: [{ code: 'a1', name: 'Posto auto A1' }],
      }),
    ).toEqual(['places.car_delivery.0.code: duplicate code a1']);
  });

  it('refuses a name used twice in one method, whatever its case', () => {
    expect(
      issues({
        table_delivery: [
          { code: 't1', name: 'Tavolo 1' },
          { code: 't2', name: 'TAVOLO 1' },
        ],
      }),
    ).toEqual(['places.table_delivery.1.name: duplicate name TAVOLO 1']);
  });

  it.each([
    ['an empty code', { code: '', name: 'Tavolo 1' }],
    ['an upper-case code', { code: 'B14', name: 'Ombrellone B14' }],
    ['a code with a space', { code: 'b 14', name: 'Ombrellone B14' }],
    ['a code over 24 characters', { code: 'a'.repeat(25), name: 'Ombrellone' }],
    ['an empty name', { code: 'b14', name: '' }],
    ['a name over 40 characters', { code: 'b14', name: 'O'.repeat(41) }],
    ['a name with punctuation', { code: 'b14', name: 'Ombrellone B-14' }],
    ['a name with a line break', { code: 'b14', name: 'Ombrellone\nB14' }],
    ['a name with a leading space', { code: 'b14', name: ' Ombrellone B14' }],
  ])('refuses %s', (_what, place) => {
    expect(placeSchema.safeParse(place).success).toBe(false);
  });

  it('refuses more than 500 places for one method', () => {
    const many = Array.from({ length: 501 }, (_, i) => ({ code: `p${i}`, name: `Posto ${i}` }));
    expect(issues({ table_delivery: many }).join()).toContain('places.table_delivery');
  });
});

describe('placeOfOrder', () => {
  const places: BusinessPlaces = { beach_umbrella_delivery: [{ code: 'b14', name: 'Ombrellone B14' }] };

  it('finds the place by its code or its printed name, case and spacing aside', () => {
    expect(placeOfOrder(places, 'beach_umbrella_delivery', 'b14')?.name).toBe('Ombrellone B14');
    expect(placeOfOrder(places, 'beach_umbrella_delivery', ' ombrellone  b14 ')?.code).toBe('b14');
  });

  it('is undefined for a text that is none of the list, null for a method without a list', () => {
    expect(placeOfOrder(places, 'beach_umbrella_delivery', 'b 14 vicino al bar')).toBeUndefined();
    expect(placeOfOrder(places, 'table_delivery', 'tavolo 3')).toBeNull();
  });
});

describe('the QR link and the public list', () => {
  it('opens the home page with the place’s code', () => {
    expect(placeLinkPath('b14')).toBe('/?posto=b14');
  });

  it('lists every place with its method', () => {
    expect(placesList({ car_delivery: [{ code: 'p1', name: 'Posto 1' }], ...places() })).toEqual([
      { method: 'table_delivery', code: 't1', name: 'Tavolo 1' },
      { method: 'car_delivery', code: 'p1', name: 'Posto 1' },
    ]);
  });
});

function places(): BusinessPlaces {
  return { table_delivery: [{ code: 't1', name: 'Tavolo 1' }] };
}
