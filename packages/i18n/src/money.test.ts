import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';
import { formatSignedMoney } from './signed-money.ts';

// Every space Intl produces is normalised to U+00A0 (no-break space), whatever the ICU version.
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('formats cents with 2 decimals, the locale separators and the euro sign', () => {
    expect(formatMoney(800, 'it')).toBe(`8,00${NBSP}€`);
    expect(formatMoney(800, 'en')).toBe('€8.00');
    expect(formatMoney(800, 'fr')).toBe(`8,00${NBSP}€`);
    expect(formatMoney(800, 'de')).toBe(`8,00${NBSP}€`);
  });

  it('groups thousands the way each language does', () => {
    expect(formatMoney(123_456, 'it')).toBe(`1234,56${NBSP}€`);
    expect(formatMoney(1_234_567_89, 'it')).toBe(`1.234.567,89${NBSP}€`);
    expect(formatMoney(123_456, 'en')).toBe('€1,234.56');
    expect(formatMoney(123_456, 'fr')).toBe(`1${NBSP}234,56${NBSP}€`);
    expect(formatMoney(123_456, 'de')).toBe(`1.234,56${NBSP}€`);
  });

  it('uses only no-break spaces, never the narrow U+202F or a breaking space', () => {
    for (const locale of ['it', 'en', 'fr', 'de'] as const) {
      expect(formatMoney(123_456_789, locale)).not.toMatch(/[\u202f ]/);
    }
  });

  it('shows cents exactly, zero without a sign, and negative amounts (coupon lines)', () => {
    expect(formatMoney(1999, 'it')).toBe(`19,99${NBSP}€`);
    expect(formatMoney(5, 'en')).toBe('€0.05');
    expect(formatMoney(0, 'it')).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-0, 'it')).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-250, 'it')).toBe(`-2,50${NBSP}€`);
    expect(formatMoney(-250, 'en')).toBe('-€2.50');
  });

  it('refuses anything that is not integer cents', () => {
    expect(() => formatMoney(8.5, 'it')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'it')).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY, 'en')).toThrow(RangeError);
  });
});

describe('formatSignedMoney', () => {
  it('signs what an option adds or takes in the same pattern as formatMoney', () => {
    expect(formatSignedMoney(100, 'it')).toBe(`+1,00${NBSP}€`);
    expect(formatSignedMoney(-100, 'it')).toBe(`-1,00${NBSP}€`);
    expect(formatSignedMoney(-98, 'it')).toBe(formatMoney(-98, 'it'));
    expect(formatSignedMoney(100, 'en')).toBe('+€1.00');
    expect(formatSignedMoney(-100, 'en')).toBe(formatMoney(-100, 'en'));
    expect(formatSignedMoney(250, 'fr')).toBe(`+2,50${NBSP}€`);
    expect(formatSignedMoney(-250, 'de')).toBe(`-2,50${NBSP}€`);
    expect(formatSignedMoney(0, 'it')).toBe(`0,00${NBSP}€`);
  });
});
