import { describe, expect, it } from 'vitest';
import type { Operations } from '@ordina/contracts';
import { reorderLines } from './reorder.ts';
import type { OrderedLine } from './reorder.ts';
import { catalog, cola, dough } from './test/fixtures.ts';

const NOW = new Date('2026-07-01T18:00:00Z');

/** A margherita as an order line carries it: wholemeal dough, wood oven, no basil, two of them. */
const margherita: OrderedLine = {
  id: 1,
  name: 'Margherita',
  qty: 2,
  productOptions: [
    { id: 501, options: [{ id: 5012 }] },
    { id: 503, options: [{ id: 5031 }] },
  ],
  removedIds: [102],
};
const colaLine: OrderedLine = { id: 3, name: 'Cola', qty: 1, productOptions: [], removedIds: [] };

describe('reorderLines (issue 37 "Order again")', () => {
  it('puts every line back with its choices and quantity, at today’s prices', () => {
    const repriced = {
      ...catalog,
      products: catalog.products.map((p) => (p.id === cola.id ? { ...p, price: 300 } : p)),
    };
    const { entries, leftOut } = reorderLines([margherita, colaLine], repriced, undefined, NOW);
    expect(leftOut).toEqual([]);
    expect(entries.map((e) => [e.id, e.qty, e.totalUnitPrice])).toEqual([
      ['1|o501:5012|o503:5031|r:102', 2, 950],
      ['3', 1, 300],
    ]);
  });

  it('leaves out, by the name bought, a product gone, an item gone and an ingredient no longer removable', () => {
    const gone: OrderedLine = { id: 99, name: 'Pizza del mese', qty: 1, productOptions: [], removedIds: [] };
    const withoutWholemeal = {
      ...catalog,
      category_options: catalog.category_options.map((group) => ({
        ...group,
        options: group.options.map((o) =>
          o.id === dough.id ? { ...o, items: o.items.filter((i) => i.id !== 5012) } : o,
        ),
      })),
    };
    expect(reorderLines([gone, margherita, colaLine], withoutWholemeal, undefined, NOW)).toMatchObject({
      entries: [{ id: '3' }],
      leftOut: ['Pizza del mese', 'Margherita'],
    });
    const basilFixed = {
      ...catalog,
      products: catalog.products.map((p) => (p.id === 1 ? { ...p, removable_items: [] } : p)),
    };
    expect(reorderLines([margherita], basilFixed, undefined, NOW).leftOut).toEqual(['Margherita']);
  });

  it('leaves out what the restaurant marked sold out now, a product or one of its items, but not after the mark ended', () => {
    const until = '2026-07-01T22:00:00.000Z';
    const product: Operations = { pause: null, busy: null, soldOut: [{ kind: 'product', id: 3, until }] };
    const item: Operations = { pause: null, busy: null, soldOut: [{ kind: 'option_item', id: 5012, until }] };
    expect(reorderLines([margherita, colaLine], catalog, product, NOW).leftOut).toEqual(['Cola']);
    expect(reorderLines([margherita, colaLine], catalog, item, NOW).leftOut).toEqual(['Margherita']);
    expect(
      reorderLines([margherita, colaLine], catalog, item, new Date('2026-07-01T23:00:00Z')).leftOut,
    ).toEqual([]);
  });

  it('leaves out a line whose choices today’s limits refuse (a required option it did not choose)', () => {
    // Ordered before the oven became a required choice.
    const beforeTheOven: OrderedLine = {
      ...margherita,
      productOptions: [{ id: 501, options: [{ id: 5011 }] }],
    };
    expect(reorderLines([beforeTheOven, colaLine], catalog, undefined, NOW)).toMatchObject({
      entries: [{ id: '3' }],
      leftOut: ['Margherita'],
    });
  });
});
