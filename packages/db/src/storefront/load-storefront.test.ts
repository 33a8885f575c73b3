import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  businessFileSchema,
  storefrontSchema,
  type BusinessFileInput,
  type Storefront,
} from '@ordina/contracts';
import { importBusinessFile } from '../import/import-business-file.ts';
import {
  businessExists,
  findBusinessByKey,
  getBusinessKeys,
  getStorefrontVersion,
} from '../repositories/businesses.ts';
import { publicCoupon } from '@ordina/contracts/test/test-business';
import { fixtureBusinessFile, PIZZA10_SHOWN } from '../test/fixture-business.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { loadStorefront } from './load-storefront.ts';

/** Counts the SQL statements a Kysely instance runs. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count++;
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

/** The fixture grown to 12 categories of 10 products, each with removable items, options and translations. */
function bigBusinessFile(key: string): BusinessFileInput {
  const file = fixtureBusinessFile();
  file.business = { key, name: 'Big' };
  for (let c = 0; c < 12; c++) {
    const categoryId = 1000 + c;
    file.categories.push({
      id: categoryId,
      slug: `extra-${c}`,
      position: 10 + c,
      name: `Extra ${c}`,
      options_id: 500,
      languages: { en: { name: `More ${c}` } },
    });
    for (let p = 0; p < 10; p++) {
      file.products.push({
        id: categoryId * 100 + p,
        categoryId,
        position: p,
        name: `Product ${c}-${p}`,
        image: p % 2 === 0 ? `/img/${c}-${p}.jpg` : null,
        price: 500 + p,
        view_on_delivery: true,
        view_on_digital_menu: p % 3 === 0,
        removable_items: [{ id: 2, name: 'Basilico' }],
        languages: { en: { name: `Item ${c}-${p}` } },
      });
    }
  }
  return file;
}

const EMPTY_WEEK = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const LUNCH_AND_DINNER = [
  { from: '11:30', to: '14:30' },
  { from: '18:30', to: '23:00' },
];

describe.each(TEST_DIALECTS)('loadStorefront on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let storefront: Storefront;

  beforeAll(async () => {
    await importBusinessFile(database().db, fixtureBusinessFile());
    const loaded = await loadStorefront(database().db, 'trattoria-test');
    if (loaded === undefined) throw new Error('the fixture business did not load');
    storefront = loaded;
  });

  it('satisfies the shared storefront contract exactly (nothing to strip, nothing missing)', () => {
    expect(storefrontSchema.parse(storefront)).toEqual(storefront);
  });

  it('lists languages with the default first, and keeps the configured list as written', () => {
    expect(storefront.languages).toEqual(['it', 'en']);
    expect(storefront.configuration.languages).toEqual([
      { locale: 'en', default: false },
      { locale: 'it', default: true },
    ]);
  });

  it('orders categories by position and counts the products each shows on delivery and on the menu', () => {
    expect(storefront.categories.map((c) => [c.id, c.slug, c.products])).toEqual([
      [
        10,
        'pizze',
        {
          deliveryNumber: 2,
          menuNumber: 3,
          at_least_one_with_an_image: true,
          at_least_one_with_an_image_menu: true,
        },
      ],
      // Acqua has no image and Birra's image is an empty string: neither counts as an image.
      [
        20,
        'bevande',
        {
          deliveryNumber: 2,
          menuNumber: 1,
          at_least_one_with_an_image: false,
          at_least_one_with_an_image_menu: false,
        },
      ],
      [
        5,
        'in-arrivo',
        {
          deliveryNumber: 0,
          menuNumber: 0,
          at_least_one_with_an_image: false,
          at_least_one_with_an_image_menu: false,
        },
      ],
    ]);
    expect(storefront.categories[0]).toMatchObject({
      name: 'Pizze',
      description: 'Cotte nel forno a legna',
      image: '/img/pizze.jpg',
      icon: null,
      options_id: 500,
      languages: { en: { name: 'Pizzas', description: 'Wood-fired' } },
    });
  });

  it('orders products by their category’s position, then their own', () => {
    expect(storefront.products.map((p) => p.id)).toEqual([100, 101, 102, 200, 201]);
  });

  it('gives each product its removable items (shared ingredients included) and translations', () => {
    const margherita = storefront.products[0]!;
    expect(margherita).toEqual({
      id: 100,
      categoryId: 10,
      position: 1,
      name: 'Margherita',
      description: 'Pomodoro, mozzarella, basilico',
      image: '/img/margherita.jpg',
      icon: null,
      price: 700,
      price_menu: 750,
      view_on_delivery: true,
      view_on_digital_menu: true,
      removable_items: [
        { id: 1, name: 'Mozzarella', languages: { en: { name: 'Mozzarella cheese' } } },
        { id: 2, name: 'Basilico', languages: {} },
      ],
      languages: {
        en: { name: 'Margherita', description: 'Tomato, mozzarella, basil' },
        fr: { description: 'Tomate, mozzarella, basilic' },
      },
    });
    expect(storefront.products[1]!.removable_items.map((r) => r.id)).toEqual([1, 3]);
    expect(storefront.products[2]).toMatchObject({
      id: 102,
      price: null,
      price_menu: null,
      view_on_delivery: false,
    });
  });

  it('returns the option groups with options, items and exclusions in file order', () => {
    expect(storefront.category_options).toHaveLength(1);
    const [dough, extras] = storefront.category_options[0]!.options;
    expect(dough).toMatchObject({
      id: 50,
      name: 'Impasto',
      multi_select: false,
      min_select: 1,
      max_select: 1,
      excluded_products_id: [],
      default_item_id: 501,
    });
    expect(dough!.items.map((i) => [i.id, i.price, i.operand])).toEqual([
      [501, 0, '+'],
      [502, 100, '+'],
    ]);
    expect(extras).toMatchObject({
      id: 51,
      description: 'Fino a due',
      multi_select: true,
      max_select: 2,
      excluded_products_id: [102, 101],
      default_item_id: null,
    });
    expect(extras!.items.map((i) => [i.id, i.price, i.operand])).toEqual([
      [511, 200, '+'],
      [512, 50, '-'],
      [513, 80, '+'],
    ]);
    expect(extras!.languages).toEqual({ en: { name: 'Extras', description: 'Up to two' } });
  });

  it('reproduces the file’s catalogue and configuration as the schema reads it', () => {
    const file = businessFileSchema.parse(fixtureBusinessFile());
    const {
      delivery_order,
      coupons: _coupons,
      has_coupons: _has,
      ...configuration
    } = storefront.configuration;
    // Which gateway takes an online method's money stays on the server (docs/decisions/018).
    const publicMethods = file.configuration.payment_methods.map(
      ({ gateway: _gateway, ...method }) => method,
    );
    expect(configuration).toEqual({ ...file.configuration, payment_methods: publicMethods });
    expect(file.configuration.payment_methods.some((method) => method.gateway === 'sandbox')).toBe(true);
    expect(JSON.stringify(storefront)).not.toContain('gateway');
    expect(delivery_order).toEqual(file.delivery_order);
    expect(storefront.anagraphic).toEqual(file.anagraphic);
    expect(storefront.category_options).toEqual(file.category_options);
    expect(storefront.products).toEqual(expect.arrayContaining(file.products));
  });

  it('rebuilds timetables for every weekday, the delivery zone and the delivery costs in cents', () => {
    const d = storefront.configuration.delivery_order;
    expect(d.orderAcceptTimetables).toEqual({
      ...EMPTY_WEEK,
      tue: LUNCH_AND_DINNER,
      wed: LUNCH_AND_DINNER,
      sat: [{ from: '18:00', to: '00:00' }],
      sun: [{ from: '00:00', to: '02:00' }],
    });
    expect(d.deliveryTimetables).toEqual({
      ...EMPTY_WEEK,
      tue: [{ from: '19:00', to: '22:30' }],
      sat: [{ from: '19:00', to: '23:30' }],
    });
    expect(d.deliveryZones).toEqual([
      [
        { lat: 44.07, lng: 12.55 },
        { lat: 44.07, lng: 12.6 },
        { lat: 44.04, lng: 12.6 },
        { lat: 44.04, lng: 12.55 },
      ],
    ]);
    expect([
      d.deliveryPrice,
      d.deliveryThresholdFree,
      d.deliveryMinOrder,
      d.deliveryPricePerProduct,
      d.deliverySlotMinutes,
      d.deliverySlotMaxOrders,
      d.deliverySlotMaxItems,
    ]).toEqual([250, 3000, 1000, 50, 20, 3, null]);
  });

  it('shows public and automatic coupons without their code, never manual hidden ones', () => {
    expect(storefront.configuration.has_coupons).toBe(true);
    expect(storefront.configuration.coupons).toEqual([
      PIZZA10_SHOWN,
      publicCoupon({
        id: 3,
        description: 'Consegna gratis al primo ordine',
        value: 0,
        free_shipping: true,
        at_first_order: true,
        automatic_order_binding: 1,
      }),
    ]);
    expect(JSON.stringify(storefront)).not.toMatch(/PIZZA10|Amici5|BENVENUTO/i);
  });

  it('says has_coupons when only hidden manual coupons exist, and not when there are none', async () => {
    const { db } = database();
    const hiddenOnly = fixtureBusinessFile();
    hiddenOnly.business = { key: 'hidden-coupons', name: 'Hidden' };
    hiddenOnly.coupons = [{ id: 1, code: 'SEGRETO', value: 5, public: false }];
    const none = fixtureBusinessFile();
    none.business = { key: 'no-coupons', name: 'None' };
    none.coupons = [];
    await importBusinessFile(db, hiddenOnly);
    await importBusinessFile(db, none);
    const hidden = await loadStorefront(db, 'hidden-coupons');
    expect(hidden?.configuration.coupons).toEqual([]);
    expect(hidden?.configuration.has_coupons).toBe(true);
    const empty = await loadStorefront(db, 'no-coupons');
    expect(empty?.configuration.has_coupons).toBe(false);
  });

  it('stores and reads back the allergens of products, ingredients and items, and the switch (migration 0029)', async () => {
    const { db } = database();
    const file = fixtureBusinessFile();
    file.business = { key: 'allergens', name: 'Allergens' };
    file.configuration.show_allergens = true;
    const margherita = file.products.find((p) => p.id === 100)!;
    margherita.allergens = { gluten: 'contains', soybeans: 'traces' };
    // Mozzarella (1) is shared with the Diavola: the same ingredient, the same allergens.
    for (const product of file.products)
      for (const item of product.removable_items ?? [])
        if (item.id === 1) item.allergens = { milk: 'contains' };
    file.category_options![0]!.options[0]!.items[1]!.allergens = { sesame: 'traces' };
    await importBusinessFile(db, file);
    const loaded = await loadStorefront(db, 'allergens');
    expect(loaded?.configuration.show_allergens).toBe(true);
    const product = loaded?.products.find((p) => p.id === 100);
    expect(product?.allergens).toEqual({ gluten: 'contains', soybeans: 'traces' });
    expect(product?.removable_items.map((r) => r.allergens)).toEqual([{ milk: 'contains' }, undefined]);
    expect(loaded?.category_options[0]?.options[0]?.items.map((i) => i.allergens)).toEqual([
      undefined,
      { sesame: 'traces' },
    ]);
    // A business that never said has them off, and its rows carry none: the document reads back as imported.
    expect(storefront.configuration.show_allergens).toBeUndefined();
    expect(storefront.products.every((p) => p.allergens === undefined)).toBe(true);
  });

  it('offers SMS (has_sms_to_spend) only while the business has SMS credit left', async () => {
    const { db } = database();
    const file = fixtureBusinessFile();
    file.business = { key: 'sms-credit', name: 'SMS' };
    const { businessId } = await importBusinessFile(db, file);
    expect((await loadStorefront(db, 'sms-credit'))?.configuration.has_sms_to_spend).toBe(true);
    await db.updateTable('businesses').set({ sms_credit: 0 }).where('id', '=', businessId).execute();
    expect((await loadStorefront(db, 'sms-credit'))?.configuration.has_sms_to_spend).toBe(false);
  });

  it('carries the business’s tips to the storefront as the file set them, and none for a file without (docs/decisions/067)', async () => {
    const { db } = database();
    const file = fixtureBusinessFile();
    file.business = { key: 'with-tips', name: 'Tips' };
    file.configuration.tips = { enabled: true, presets: [10, 5], max_amount: 1500 };
    await importBusinessFile(db, file);
    const tipped = await loadStorefront(db, 'with-tips');
    expect(tipped?.configuration.tips).toEqual({ enabled: true, presets: [10, 5], max_amount: 1500 });
    expect(storefrontSchema.parse(tipped)).toEqual(tipped);
    expect('tips' in storefront.configuration).toBe(false);
  });

  it('answers undefined for a business that does not exist', async () => {
    expect(await loadStorefront(database().db, 'nobody-here')).toBeUndefined();
  });

  it('runs the same fixed number of queries however big the menu is', async () => {
    const { db } = database();
    await importBusinessFile(db, bigBusinessFile('big-menu'));
    const small = new QueryCounter();
    const big = new QueryCounter();
    await loadStorefront(db.withPlugin(small), 'trattoria-test');
    const loaded = await loadStorefront(db.withPlugin(big), 'big-menu');
    expect(loaded?.products).toHaveLength(125);
    expect(big.count).toBe(small.count);
    // 20 since the closures by date have their own table (migration 0024, issue 35).
    expect(small.count).toBeLessThanOrEqual(20);
  });

  it('lists business keys and tells whether one exists', async () => {
    const { db } = database();
    const keys = await getBusinessKeys(db);
    expect(keys).toContain('trattoria-test');
    expect(keys).toEqual([...keys].sort());
    expect(await businessExists(db, 'trattoria-test')).toBe(true);
    expect(await businessExists(db, 'trattoria')).toBe(false);
    expect(await findBusinessByKey(db, 'trattoria-test')).toMatchObject({
      key: 'trattoria-test',
      name: 'Trattoria Test',
    });
  });

  it('changes the storefront version with every import of the business, and only that business', async () => {
    const { db } = database();
    const file = fixtureBusinessFile();
    file.business = { key: 'versioned', name: 'Versioned' };
    await importBusinessFile(db, file);
    const first = await getStorefrontVersion(db, 'versioned');
    const other = await getStorefrontVersion(db, 'trattoria-test');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await importBusinessFile(db, file);
    const second = await getStorefrontVersion(db, 'versioned');
    // The latest document version (decision 052) and the row's updated_at.
    expect(first).toMatch(/^1@\d{4}-\d{2}-\d{2}T/);
    expect(second).toMatch(/^2@/);
    expect(second).not.toBe(first);
    expect(await getStorefrontVersion(db, 'trattoria-test')).toBe(other);
    expect(await getStorefrontVersion(db, 'nobody-here')).toBeUndefined();
  });
});

// Zones with their own rules (migration 0030, docs/decisions/072) and the Web Push switch: stored and read
// back as the file wrote them — a bare polygon bare, a zone object with only the figures it set — beside
// the business's own figures; a re-import without the rules leaves none behind.
describe.each(TEST_DIALECTS)('zones with their own rules on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const outer = [
    { lat: 44.07, lng: 12.55 },
    { lat: 44.07, lng: 12.6 },
    { lat: 44.04, lng: 12.6 },
    { lat: 44.04, lng: 12.55 },
  ];
  const inner = [
    { lat: 44.06, lng: 12.56 },
    { lat: 44.06, lng: 12.57 },
    { lat: 44.05, lng: 12.57 },
  ];

  it('reads each zone back as written, and web_push as set', async () => {
    const file = fixtureBusinessFile();
    file.configuration.web_push = true;
    file.delivery_order.deliveryZones = [
      outer,
      { name: 'Centro', polygon: inner, deliveryPrice: 100, deliveryMinOrder: 800 },
      { name: 'Porto', polygon: inner, deliveryPricePerProduct: 0, deliveryThresholdFree: 2000 },
    ];
    await importBusinessFile(database().db, file);
    const loaded = await loadStorefront(database().db, 'trattoria-test');
    expect(loaded?.configuration.web_push).toBe(true);
    expect(loaded?.configuration.delivery_order.deliveryZones).toEqual([
      outer,
      { name: 'Centro', polygon: inner, deliveryPrice: 100, deliveryMinOrder: 800 },
      { name: 'Porto', polygon: inner, deliveryPricePerProduct: 0, deliveryThresholdFree: 2000 },
    ]);
    expect(loaded?.configuration.delivery_order.deliveryPrice).toBe(250);

    file.configuration.web_push = false;
    file.delivery_order.deliveryZones = [inner];
    await importBusinessFile(database().db, file);
    const again = await loadStorefront(database().db, 'trattoria-test');
    expect(again?.configuration.web_push).toBe(false);
    expect(again?.configuration.delivery_order.deliveryZones).toEqual([inner]);
    expect(await database().db.selectFrom('delivery_zone_rules').selectAll().execute()).toEqual([]);
  });
});
