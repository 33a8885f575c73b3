import { describe, expect, it } from 'vitest';
import { ORDER_LINE_MAX_QTY, orderLinesPrice } from './order-lines.ts';
import type { OrderDraftLine } from './order-lines.ts';
import { chosenItem } from './test/chosen-item.ts';
import { storefront } from './test/storefront.ts';

// Menu of test/fixtures.ts: Margherita (id 1) 8,00 € with dough (radio, required:
// 5011 Classico 0, 5012 Integrale 1,50), extras (up to 2: 5021 Prosciutto 2,00,
// 5022 Funghi 1,00, 5023 Olive 0,50), oven (one required item 5031, not for the
// Calzone), half portion (5041 −3,00); removable 101 Mozzarella, 102 Basilico.
// Calzone (2) 9,00 €, Cola (3) 2,50 €, "Solo menu" (4) not on delivery.
const catalog = storefront();
/** An order in the business's own language. */
const ITALIAN = { order: 'it', business: 'it' } as const;
const line = (over: Partial<OrderDraftLine> & Pick<OrderDraftLine, 'productId'>): OrderDraftLine => ({
  itemIds: [],
  removedIds: [],
  qty: 1,
  ...over,
});
const margherita = (over: Partial<OrderDraftLine> = {}) =>
  line({ productId: 1, itemIds: [5011, 5031], ...over });
const codes = (lines: OrderDraftLine[]) =>
  orderLinesPrice(lines, catalog, ITALIAN).problems.map((p) => [p.line, p.code]);

describe('orderLinesPrice', () => {
  it('prices a line from the catalogue: 2 × (8,00 + 1,50 wholemeal + 2,00 ham + 1,00 mushrooms) = 25,00, without mozzarella', () => {
    const priced = orderLinesPrice(
      [margherita({ itemIds: [5022, 5012, 5031, 5021], removedIds: [101], qty: 2 })],
      catalog,
      ITALIAN,
    );
    expect(priced.problems).toEqual([]);
    expect(priced.lines).toEqual([
      {
        productId: 1,
        name: 'Margherita',
        nameInOrderLocale: 'Margherita',
        categoryName: 'Pizze',
        categoryNameInOrderLocale: 'Pizze',
        qty: 2,
        unitPrice: 800,
        unitVariationsPrice: 450,
        totalUnitPrice: 1250,
        lineTotal: 2500,
        // In the menu's order, whatever order they were clicked in.
        options: [
          chosenItem(501, 'Impasto', 5012, 'Integrale', 150),
          chosenItem(502, 'Aggiunte', 5021, 'Prosciutto', 200),
          chosenItem(502, 'Aggiunte', 5022, 'Funghi', 100),
          chosenItem(503, 'Cottura', 5031, 'Forno a legna', 0),
        ],
        removed: [{ id: 101, name: 'Mozzarella', nameInOrderLocale: 'Mozzarella' }],
      },
    ]);
    expect(priced.entries.map((e) => [e.id, e.totalUnitPrice, e.qty])).toEqual([
      ['1|o501:5012|o502:5021,5022|o503:5031|r:101', 1250, 2],
    ]);
  });

  it('subtracts a "-" item: 8,00 − 3,00 half portion = 5,00; a drink without options costs its price', () => {
    const priced = orderLinesPrice(
      [margherita({ itemIds: [5011, 5031, 5041] }), line({ productId: 3, qty: 3 })],
      catalog,
      ITALIAN,
    );
    expect(priced.lines.map((l) => [l.name, l.unitVariationsPrice, l.totalUnitPrice, l.lineTotal])).toEqual([
      ['Margherita', -300, 500, 500],
      ['Cola', 0, 250, 750],
    ]);
    expect(priced.lines[0]?.options.at(-1)).toEqual(
      chosenItem(504, 'Porzione', 5041, 'Mezza porzione', 300, '-'),
    );
  });

  it('refuses a product that does not exist or is not sold for delivery', () => {
    expect(codes([line({ productId: 99 }), line({ productId: 4 })])).toEqual([
      [0, 'WRONG_PRODUCT'],
      [1, 'WRONG_PRODUCT'],
    ]);
  });

  it('refuses an unknown item, an item of another product’s options, and the same item twice', () => {
    expect(codes([margherita({ itemIds: [5011, 5031, 9999] })])).toEqual([[0, 'WRONG_PRODUCT_OPTION']]);
    // The Cola's category has no options at all.
    expect(codes([line({ productId: 3, itemIds: [5021] })])).toEqual([[0, 'WRONG_PRODUCT_OPTION']]);
    expect(codes([margherita({ itemIds: [5011, 5031, 5022, 5022] })])).toEqual([[0, 'WRONG_PRODUCT_OPTION']]);
  });

  it('refuses an option that excludes the product: no oven choice on the Calzone', () => {
    expect(codes([line({ productId: 2, itemIds: [5011] })])).toEqual([]);
    expect(codes([line({ productId: 2, itemIds: [5011, 5031] })])).toEqual([[0, 'PRODUCT_OPTION_EXCLUDED']]);
  });

  it('keeps the minimum and maximum of every group (spec §5 "Product options")', () => {
    // No dough: the radio group needs one.
    expect(codes([margherita({ itemIds: [5031] })])).toEqual([[0, 'OPTION_MIN_SELECT']]);
    // Two doughs in a radio group.
    expect(codes([margherita({ itemIds: [5011, 5012, 5031] })])).toEqual([[0, 'OPTION_MAX_SELECT']]);
    // Three extras where two are allowed.
    expect(codes([margherita({ itemIds: [5011, 5031, 5021, 5022, 5023] })])).toEqual([
      [0, 'OPTION_MAX_SELECT'],
    ]);
    // No oven: its single required item is not chosen for the customer on the server.
    expect(codes([margherita({ itemIds: [5011] })])).toEqual([[0, 'OPTION_MIN_SELECT']]);
  });

  it('refuses removing an ingredient the product does not have, or the same one twice', () => {
    expect(codes([margherita({ removedIds: [103] })])).toEqual([[0, 'WRONG_REMOVED_ITEM']]);
    expect(codes([margherita({ removedIds: [101, 101] })])).toEqual([[0, 'WRONG_REMOVED_ITEM']]);
    expect(codes([line({ productId: 3, removedIds: [101] })])).toEqual([[0, 'WRONG_REMOVED_ITEM']]);
  });

  it(`takes whole quantities from 1 to ${ORDER_LINE_MAX_QTY} (the cart's line maximum, 99) and refuses 100`, () => {
    expect(ORDER_LINE_MAX_QTY).toBe(99);
    expect(codes([line({ productId: 3, qty: ORDER_LINE_MAX_QTY })])).toEqual([]);
    expect(
      codes([
        line({ productId: 3, qty: 0 }),
        line({ productId: 3, qty: 1.5 }),
        line({ productId: 3, qty: 100 }),
      ]),
    ).toEqual([
      [0, 'WRONG_QUANTITY'],
      [1, 'WRONG_QUANTITY'],
      [2, 'WRONG_QUANTITY'],
    ]);
  });

  it('reports every problem of a line, and prices the good lines beside the bad ones', () => {
    const priced = orderLinesPrice(
      [line({ productId: 1, itemIds: [5031, 9999], removedIds: [103], qty: 0 }), line({ productId: 3 })],
      catalog,
      ITALIAN,
    );
    expect(priced.problems.map((p) => [p.line, p.code]).sort()).toEqual(
      [
        [0, 'WRONG_QUANTITY'],
        [0, 'WRONG_PRODUCT_OPTION'],
        [0, 'OPTION_MIN_SELECT'],
        [0, 'WRONG_REMOVED_ITEM'],
      ].sort(),
    );
    expect(priced.lines.map((l) => l.name)).toEqual(['Cola']);
  });

  it("keeps each name in the order's language and in the business's own (issue 31 item 6)", () => {
    // An English customer of an Italian business: the cart said "Dough: Classic", the order must too.
    const english = {
      ...catalog,
      categories: catalog.categories.map((c) =>
        c.id === 10 ? { ...c, languages: { en: { name: 'Pizzas' } } } : c,
      ),
      products: catalog.products.map((p) =>
        p.id === 1 ? { ...p, languages: { en: { name: 'Margherita pizza' } } } : p,
      ),
      category_options: catalog.category_options.map((group) => ({
        ...group,
        options: group.options.map((o) => ({
          ...o,
          items: o.items.map((item) =>
            item.id === 5011 ? { ...item, languages: { en: { name: 'Classic' } } } : item,
          ),
        })),
      })),
    };
    const [priced] = orderLinesPrice([margherita({ removedIds: [101, 102] })], english, {
      order: 'en',
      business: 'it',
    }).lines;
    expect(priced).toMatchObject({
      name: 'Margherita',
      nameInOrderLocale: 'Margherita pizza',
      categoryName: 'Pizze',
      categoryNameInOrderLocale: 'Pizzas',
      options: [
        chosenItem(501, 'Impasto', 5011, 'Classico', 0, '+', { optionName: 'Dough', itemName: 'Classic' }),
        // No English name: the business's own stands in, as the cart shows it.
        chosenItem(503, 'Cottura', 5031, 'Forno a legna', 0),
      ],
      removed: [
        { id: 101, name: 'Mozzarella', nameInOrderLocale: 'Mozzarella cheese' },
        { id: 102, name: 'Basilico', nameInOrderLocale: 'Basilico' },
      ],
    });
    // The business's language decides its names: a business whose own language is English keeps English ones.
    const [own] = orderLinesPrice([margherita()], english, { order: 'it', business: 'en' }).lines;
    expect([
      own?.name,
      own?.nameInOrderLocale,
      own?.options[0]?.optionName,
      own?.options[0]?.optionNameInOrderLocale,
    ]).toEqual(['Margherita pizza', 'Margherita', 'Dough', 'Impasto']);
  });
});
