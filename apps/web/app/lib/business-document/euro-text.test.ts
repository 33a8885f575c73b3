import { describe, expect, it } from 'vitest';
import { centsToEuroText, euroTextToCents } from './euro-text.ts';

describe('euro prices as the owner types them (issue 35)', () => {
  it('writes cents with a comma, nothing for no price', () => {
    expect(centsToEuroText(650)).toBe('6,50');
    expect(centsToEuroText(5)).toBe('0,05');
    expect(centsToEuroText(null)).toBe('');
  });

  it('reads a comma or a point, whole euros, and nothing as no price; refuses anything else', () => {
    expect(euroTextToCents('6,50')).toBe(650);
    expect(euroTextToCents(' 6.5 ')).toBe(650);
    expect(euroTextToCents('12')).toBe(1200);
    expect(euroTextToCents('')).toBeNull();
    for (const bad of ['6,505', '-1', 'sei', '1.000,00']) expect(euroTextToCents(bad)).toBeUndefined();
  });
});
