import { describe, expect, it } from 'vitest';
import { categorySlug } from './category-slug.ts';

describe("a new category's slug", () => {
  it('is the name in lower-case letters, digits and dashes, without accents', () => {
    expect(categorySlug('Pizze & Focacce', 7, new Set())).toBe('pizze-focacce');
    expect(categorySlug(' Caffè  2026 ', 7, new Set())).toBe('caffe-2026');
  });

  it('is unique, and never empty', () => {
    expect(categorySlug('Primi', 7, new Set(['primi']))).toBe('primi-7');
    expect(categorySlug('☕', 7, new Set())).toBe('categoria-7');
  });
});
