/**
 * The demo business file must be a valid business file and a complete demo:
 * every feature of the storefront has something to show (all delivery
 * methods, every coupon kind, option groups of every shape, translations in
 * every language, pictures that exist and are small).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  DELIVERY_METHODS,
  LOCALES,
  WEEKDAYS,
  businessFileSchema,
  deliveryZonePolygon,
  type BusinessFile,
} from '@ordina/contracts';
import { lineAllergens, productMenuAllergens, productOptions } from '@ordina/domain';
import { describe, expect, it } from 'vitest';

const publicDir = fileURLToPath(new URL('../../../apps/web/public', import.meta.url));
const mediaDir = `${publicDir}/media/demo`;
const raw: unknown = JSON.parse(readFileSync(new URL('./lido-azzurro.json', import.meta.url), 'utf8'));

function load(): BusinessFile {
  const parsed = businessFileSchema.safeParse(raw);
  if (!parsed.success)
    throw new Error(
      `lido-azzurro.json is not a valid business file:\n${JSON.stringify(parsed.error.issues, null, 2)}`,
    );
  return parsed.data;
}
const file = load();
const translated = LOCALES.filter((l) => l !== 'it');

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Ray casting: is the point inside the polygon? */
function inside(point: { lat: number; lng: number }, ring: readonly { lat: number; lng: number }[]): boolean {
  let odd = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    if (
      a.lat > point.lat !== b.lat > point.lat &&
      point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng
    )
      odd = !odd;
  }
  return odd;
}

/** Great-circle distance in km. */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Width and height from a WebP file header (lossy, lossless or extended). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP')
    throw new Error('not a WebP file');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ')
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  throw new Error(`unknown WebP chunk ${chunk}`);
}

describe('the test helpers', () => {
  it('compute WCAG contrast, point-in-polygon and distances correctly', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    const square = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 1 },
      { lat: 1, lng: 1 },
      { lat: 1, lng: 0 },
    ];
    expect(inside({ lat: 0.5, lng: 0.5 }, square)).toBe(true);
    expect(inside({ lat: 1.5, lng: 0.5 }, square)).toBe(false);
    expect(km({ lat: 44, lng: 12 }, { lat: 45, lng: 12 })).toBeCloseTo(111.2, 0);
  });
});

describe('lido-azzurro.json: configuration', () => {
  const config = file.configuration;

  it('is a valid business file for the lido-azzurro key', () => {
    expect(file.business).toEqual({ key: 'lido-azzurro', name: 'Lido Azzurro' });
  });

  it('offers it (default), en, fr and de', () => {
    expect(config.languages).toEqual([
      { locale: 'it', default: true },
      { locale: 'en', default: false },
      { locale: 'fr', default: false },
      { locale: 'de', default: false },
    ]);
  });

  it('has button and navbar colours with WCAG AA contrast (4.5:1)', () => {
    expect(contrast(config.colors.button_text, config.colors.button_color)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(config.colors.navbar_text, config.colors.navbar_background)).toBeGreaterThanOrEqual(4.5);
  });

  it('sets the parameters the checkout reads', () => {
    const params = Object.fromEntries(config.params.map((p) => [p.param_name, p.value]));
    expect(params.ORDER_VERIFY_DATA).toBe('email');
    expect(params.CUSTOMER_AUTH_TYPE).toBe('guest_or_login');
    expect(params.DELIVERY_DELAY_NOTICE?.length).toBeGreaterThan(20);
    expect(config.order_verify_data).toBe('email');
    expect(config.customer_auth_type).toBe('guest_or_login');
  });

  it('offers cash, card on delivery, PayPal online and an "other" method, labelled in every language', () => {
    const byCode = Object.fromEntries(config.payment_methods.map((m) => [m.code, m]));
    expect(Object.keys(byCode).sort()).toEqual(['cash_on_delivery', 'cc_on_delivery', 'other', 'paypal']);
    expect(byCode.paypal?.online).toBe(true);
    expect(config.payment_methods.filter((m) => m.online).map((m) => m.code)).toEqual(['paypal']);
    // A newcomer pays online with nothing configured: the built-in sandbox gateway (docs/decisions/018).
    expect(byCode.paypal?.gateway).toBe('sandbox');
    expect(byCode.other?.label).not.toBe('');
    expect(byCode.other?.description).not.toBe('');
    for (const method of config.payment_methods) {
      for (const locale of translated) {
        expect(method.languages[locale]?.label, `${method.code} ${locale}`).toBeTruthy();
        expect(method.languages[locale]?.description, `${method.code} ${locale}`).toBeTruthy();
      }
    }
  });

  it('offers all six delivery methods, each with at least one payment type', () => {
    expect(config.delivery_method.map((m) => m.code).sort()).toEqual([...DELIVERY_METHODS].sort());
    for (const method of config.delivery_method)
      expect(method.paymentTypes.length, method.code).toBeGreaterThan(0);
    const umbrella = config.delivery_method.find((m) => m.code === 'beach_umbrella_delivery');
    expect(umbrella?.paymentTypes.map((t) => t.code)).toContain('other');
  });

  it('uses the standard list layout, a per-locale privacy page and no social sign-in', () => {
    expect(config.image_format).toEqual({ box_list: false, box_product_list: false });
    expect(config.routes).toEqual({
      privacy_policy: '/privacy/{locale}.html',
      oauth_google: '',
      oauth_facebook: '',
    });
    expect(config.menu_delivery_mode).toBe('delivery_and_menu');
    expect(config.link_menu_delivery).toBe('1');
    expect(config.time_zone).toBe('Europe/Rome');
    expect(config.logo).toBe('/media/demo/logo.svg');
  });

  it('has the notice, allergen text and removable-items title in every language', () => {
    for (const locale of LOCALES) {
      expect(config.notice[locale], locale).toContain('<strong>');
      expect(config.food_intolerance_text[locale], locale).toContain('14');
      expect(config.food_intolerance_text[locale], locale).toContain('1169/2011');
      expect(config.removable_items_title[locale]?.length, locale).toBeGreaterThan(10);
    }
  });
});

describe('lido-azzurro.json: hours, delivery costs and zone', () => {
  const order = file.delivery_order;

  it('accepts orders all day, every day, so the demo works at any time', () => {
    for (const day of WEEKDAYS)
      expect(order.orderAcceptTimetables[day], day).toEqual([{ from: '00:00', to: '00:00' }]);
  });

  it('is open for lunch and dinner, closed on Monday', () => {
    expect(order.publicOpenTimetables.mon).toEqual([]);
    for (const day of WEEKDAYS.filter((d) => d !== 'mon'))
      expect(order.publicOpenTimetables[day], day).toEqual([
        { from: '12:00', to: '15:00' },
        { from: '19:00', to: '23:30' },
      ]);
  });

  it('delivers at lunch and dinner on the days it is open, none on Monday (the checkout offers no closed day)', () => {
    expect(order.deliveryTimetables.mon).toEqual([]);
    for (const day of WEEKDAYS.filter((d) => d !== 'mon'))
      expect(order.deliveryTimetables[day], day).toEqual([
        { from: '11:30', to: '14:30' },
        { from: '18:30', to: '23:00' },
      ]);
  });

  it('charges 2,50 € + 0,50 € per product, free from 35 €, minimum 12 €', () => {
    expect(order.deliveryPrice).toBe(250);
    expect(order.deliveryPricePerProduct).toBe(50);
    expect(order.deliveryThresholdFree).toBe(3500);
    expect(order.deliveryMinOrder).toBe(1200);
    expect(order.deliverySlotMinutes).toBe(15);
    expect(order.deliverySlotMaxOrders).toBe(4);
  });

  it('has one delivery zone of 6–10 points around the restaurant, a few km across', () => {
    expect(order.deliveryZones).toHaveLength(1);
    const ring = order.deliveryZones[0] ? deliveryZonePolygon(order.deliveryZones[0]) : [];
    expect(ring.length).toBeGreaterThanOrEqual(6);
    expect(ring.length).toBeLessThanOrEqual(10);
    const home = { lat: file.anagraphic.latitude ?? NaN, lng: file.anagraphic.longitude ?? NaN };
    expect(inside(home, ring)).toBe(true);
    const distances = ring.map((p) => km(home, p));
    expect(Math.max(...distances)).toBeLessThan(6);
    expect(Math.min(...distances)).toBeGreaterThan(0.5);
  });
});

describe('lido-azzurro.json: business data', () => {
  it('fills every anagraphic field', () => {
    for (const [field, value] of Object.entries(file.anagraphic)) {
      expect(value, field).not.toBeNull();
      expect(value, field).not.toBe('');
    }
    expect(file.anagraphic.website).toMatch(/^https:\/\//);
    expect(file.anagraphic.facebook).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(file.anagraphic.instagram).toMatch(/^https:\/\/www\.instagram\.com\//);
    expect(file.anagraphic.phone).toMatch(/^\+39 0541 /);
    expect(file.anagraphic.mobilePhone).toMatch(/^\+39 3\d\d /);
  });
});

describe('lido-azzurro.json: menu', () => {
  const { categories, products } = file;

  it('has at least 6 categories and 40 products, every category filled', () => {
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(products.length).toBeGreaterThanOrEqual(40);
    for (const c of categories)
      expect(products.filter((p) => p.categoryId === c.id).length, c.slug).toBeGreaterThan(0);
  });

  it('translates every category, product and removable ingredient into en, fr and de', () => {
    for (const entity of [...categories, ...products]) {
      for (const locale of translated) {
        const t = entity.languages[locale];
        expect(t?.name, `${entity.name} ${locale}`).toBeTruthy();
        if (entity.description !== '') expect(t?.description, `${entity.name} ${locale}`).toBeTruthy();
      }
    }
    for (const item of products.flatMap((p) => p.removable_items))
      for (const locale of translated)
        expect(item.languages[locale]?.name, `${item.name} ${locale}`).toBeTruthy();
  });

  it('prices every orderable product in cents, and never hides a product everywhere', () => {
    for (const p of products) {
      expect(p.view_on_delivery || p.view_on_digital_menu, p.name).toBe(true);
      if (p.view_on_delivery) expect(p.price, p.name).toBeGreaterThan(0);
    }
    expect(
      products.filter((p) => p.price_menu !== null && p.price_menu !== p.price).length,
    ).toBeGreaterThanOrEqual(5);
  });

  it('has menu-only and delivery-only products', () => {
    expect(products.filter((p) => !p.view_on_delivery).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => !p.view_on_digital_menu).length).toBeGreaterThanOrEqual(2);
  });

  it('lets customers remove ingredients, e.g. basil from the Margherita, onion and sauce from the burger', () => {
    expect(products.filter((p) => p.removable_items.length > 0).length).toBeGreaterThanOrEqual(10);
    const names = (name: string) => products.find((p) => p.name === name)?.removable_items.map((r) => r.name);
    expect(names('Margherita')).toEqual(['Basilico']);
    expect(names('Lido Burger')).toEqual(expect.arrayContaining(['Cipolla', 'Salsa']));
    const ids = products.flatMap((p) => p.removable_items.map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has products with an icon instead of a picture, products with neither, and long descriptions', () => {
    expect(products.filter((p) => p.image === null && p.icon !== null).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.image === null && p.icon === null).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.description.length > 180).length).toBeGreaterThanOrEqual(3);
  });
});

describe('lido-azzurro.json: category options', () => {
  const options = file.category_options.flatMap((g) => g.options);
  const items = options.flatMap((o) => o.items);
  const pizze = file.categories.find((c) => c.slug === 'pizze');
  const pizzaGroup = file.category_options.find((g) => g.id === pizze?.options_id);

  it('offers the pizza dough as a required single choice: classic +0, wholemeal +1 €, gluten-free +2,50 €', () => {
    const dough = pizzaGroup?.options.find((o) => o.name === 'Impasto');
    expect(dough).toMatchObject({ multi_select: false, min_select: 1, max_select: 1 });
    expect(dough?.items.map((i) => [i.name, i.price, i.operand])).toEqual([
      ['Classico', 0, '+'],
      ['Integrale', 100, '+'],
      ['Senza glutine', 250, '+'],
    ]);
  });

  it('starts every required choice of more than one item on a free default, so no first "Add" fails (issue 34 item 2)', () => {
    const required = options.filter((o) => o.min_select > 0 && o.items.length > 1);
    expect(required.length).toBeGreaterThan(0);
    for (const option of required) {
      const chosen = option.items.find((i) => i.id === option.default_item_id);
      expect(chosen?.price, option.name).toBe(0);
    }
    expect(pizzaGroup?.options.find((o) => o.name === 'Impasto')?.default_item_id).toBe(1101); // Classico
  });

  it('offers up to three priced pizza extras', () => {
    const extras = pizzaGroup?.options.find((o) => o.name === 'Aggiunte');
    expect(extras).toMatchObject({ multi_select: true, min_select: 0, max_select: 3 });
    for (const i of extras?.items ?? []) expect(i.price, i.name).toBeGreaterThan(0);
  });

  it('has every shape of option the product dialog handles', () => {
    expect(items.some((i) => i.operand === '-' && i.price > 0)).toBe(true);
    expect(options.some((o) => o.multi_select && o.min_select === 1 && o.max_select === 2)).toBe(true);
    expect(options.some((o) => !o.multi_select && o.min_select === 1 && o.items.length === 1)).toBe(true);
    expect(options.some((o) => o.excluded_products_id.length > 0)).toBe(true);
  });

  it('excludes the mozzarella-free option from the Marinara, which has none', () => {
    const marinara = file.products.find((p) => p.name === 'Marinara');
    const noMozzarella = pizzaGroup?.options.find((o) => o.items.some((i) => i.operand === '-'));
    expect(noMozzarella?.excluded_products_id).toContain(marinara?.id);
  });

  it('never offers contradictory pizza choices: buffalo mozzarella and no mozzarella are one single choice (issue 11)', () => {
    const mozzarella = pizzaGroup?.options.find((o) => o.name === 'Mozzarella');
    expect(mozzarella).toMatchObject({ multi_select: true, min_select: 0, max_select: 1 });
    expect(mozzarella?.items.map((i) => [i.name, i.price, i.operand])).toEqual([
      ['Mozzarella di bufala', 200, '+'],
      ['Senza mozzarella', 100, '-'],
    ]);
    const pizzaItems = (pizzaGroup?.options ?? []).filter((o) => o !== mozzarella).flatMap((o) => o.items);
    expect(pizzaItems.filter((i) => /mozzarella/i.test(i.name))).toEqual([]);
    // The priced choice is the only way to leave the mozzarella out: removing it for free as well would contradict it.
    const pizzas = file.products.filter((p) => p.categoryId === pizze?.id);
    for (const pizza of pizzas) {
      if (mozzarella?.excluded_products_id.includes(pizza.id)) continue;
      expect(
        pizza.removable_items.map((r) => r.name),
        pizza.name,
      ).not.toContain('Mozzarella');
    }
  });

  it('is attached to categories and translated into en, fr and de', () => {
    expect(file.categories.filter((c) => c.options_id !== null).length).toBeGreaterThanOrEqual(5);
    for (const o of options)
      for (const locale of translated) expect(o.languages[locale]?.name, `${o.name} ${locale}`).toBeTruthy();
    for (const i of items) {
      for (const locale of translated) {
        expect(i.languages[locale]?.name, `${i.name} ${locale}`).toBeTruthy();
        if (i.description !== '')
          expect(i.languages[locale]?.description, `${i.name} ${locale}`).toBeTruthy();
      }
    }
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('lido-azzurro.json: coupons', () => {
  const byCode = Object.fromEntries(file.coupons.map((c) => [c.code, c]));

  it('has a 10 % coupon and a 5 € fixed one', () => {
    expect(byCode.ESTATE10).toMatchObject({ value: 10, value_mode: '%', free_shipping: false });
    expect(byCode.BENVENUTO5).toMatchObject({ value: 500, free_shipping: false });
    expect(byCode.BENVENUTO5?.value_mode).not.toBe('%');
  });

  it('has a free-shipping coupon', () => {
    expect(byCode.SPEDIZIONEGRATIS).toMatchObject({ free_shipping: true, value: 0 });
  });

  it('has an automatic first-order coupon', () => {
    expect(
      file.coupons.filter((c) => c.at_first_order && c.automatic_order_binding === 1).map((c) => c.code),
    ).toEqual(['PRIMOORDINE']);
  });

  it('has a weekday 17:00–19:00 happy-hour coupon', () => {
    expect(byCode.APERITIVO).toMatchObject({
      validity_hour_from: '17:00',
      validity_hour_to: '19:00',
      validity_week_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    });
  });

  it('has a coupon that needs a 30 € order', () => {
    expect(file.coupons.some((c) => c.min_order_amount === 3000 && c.value > 0)).toBe(true);
  });

  it('describes every coupon in every language', () => {
    for (const c of file.coupons) {
      expect(c.description, c.code).not.toBe('');
      for (const locale of translated)
        expect(c.languages[locale]?.description, `${c.code} ${locale}`).toBeTruthy();
    }
  });
});

describe('lido-azzurro.json: pictures', () => {
  const paths = [
    file.configuration.logo,
    file.anagraphic.logo,
    ...file.categories.flatMap((c) => [c.image, c.icon]),
    ...file.products.flatMap((p) => [p.image, p.icon]),
  ].filter((p): p is string => p !== null);

  it('point to files that exist under apps/web/public/media/demo', () => {
    for (const path of paths) {
      expect(path, path).toMatch(/^\/media\/demo\/[a-z0-9/-]+\.(webp|svg)$/);
      expect(statSync(`${publicDir}${path}`).isFile(), path).toBe(true);
    }
  });

  it('are 480×360 WebP files of at most 15 KB', () => {
    for (const path of paths.filter((p) => p.endsWith('.webp'))) {
      const bytes = readFileSync(`${publicDir}${path}`);
      expect(bytes.length, path).toBeLessThanOrEqual(15 * 1024);
      expect(webpSize(bytes), path).toEqual({ width: 480, height: 360 });
    }
  });

  it('leaves no unused picture in the folder', () => {
    const used = new Set(paths.map((p) => p.replace('/media/demo/', '')));
    const onDisk = readdirSync(mediaDir).filter((f) => f.endsWith('.webp') || f.endsWith('.svg'));
    const icons = readdirSync(`${mediaDir}/icons`).map((f) => `icons/${f}`);
    expect([...onDisk, ...icons].filter((f) => !used.has(f))).toEqual([]);
  });
});

describe('lido-azzurro.json: allergens (issue 37, docs/decisions/070)', () => {
  const menuAllergens = (productId: number) => {
    const product = file.products.find((p) => p.id === productId)!;
    return productMenuAllergens(product, productOptions(product, file.categories, file.category_options));
  };

  it('shows them, and every pizza contains gluten through its default dough', () => {
    expect(file.configuration.show_allergens).toBe(true);
    for (const pizza of file.products.filter((p) => p.categoryId === 3))
      expect(menuAllergens(pizza.id).gluten, pizza.name).toBe('contains');
  });

  it('has an ingredient to remove that takes an allergen away, and traces somewhere', () => {
    const bruschette = file.products.find((p) => p.id === 104)!;
    expect(menuAllergens(104).fish).toBe('contains');
    expect(lineAllergens(bruschette, [1041], []).fish).toBeUndefined();
    expect(file.products.some((p) => Object.values(p.allergens ?? {}).includes('traces'))).toBe(true);
  });
});
