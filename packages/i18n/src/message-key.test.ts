import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Catalogue, MessageKey, PluralKey } from './message-key.ts';
import { en } from './catalogues/en.ts';

// These checks run in `tsc` (the root typecheck); the runtime asserts keep Vitest honest.
describe('catalogue types', () => {
  it('a catalogue missing a key does not type-check', () => {
    // @ts-expect-error -- every MessageKey is required
    const incomplete: Catalogue = { 'hours.closed_today': 'Oggi chiuso' };
    expect(Object.keys(incomplete)).toHaveLength(1);
  });

  it('a key outside the English catalogue does not type-check', () => {
    // @ts-expect-error -- keys come from the English catalogue only
    const unknown: MessageKey = 'home.closed_today';
    expect(unknown in en).toBe(false);
  });

  it('plural keys are the bases of .one/.other pairs', () => {
    expectTypeOf<PluralKey>().toEqualTypeOf<'common.product_count' | 'reorder.added' | 'search.count'>();
    expect(en['common.product_count.one']).toBe('{count} product');
  });
});
