import { describe, expect, it } from 'vitest';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
import { BusinessFileError, checkBusinessFile, formatIssue } from './business-file-issues.ts';
import { formatJsonPath } from './json-path.ts';

function issueLines(json: unknown): string[] {
  const check = checkBusinessFile(json);
  return check.ok ? [] : check.issues.map(formatIssue);
}

describe('formatJsonPath', () => {
  it('writes indexes in brackets and keys with dots', () => {
    expect(formatJsonPath(['products', 3, 'categoryId'])).toBe('products[3].categoryId');
    expect(formatJsonPath(['category_options', 0, 'options', 1, 'items', 2, 'id'])).toBe(
      'category_options[0].options[1].items[2].id',
    );
    expect(formatJsonPath(['configuration', 'colors', 'primary'])).toBe('configuration.colors.primary');
  });

  it('names the document itself (root) and quotes keys that are not identifiers', () => {
    expect(formatJsonPath([])).toBe('(root)');
    expect(formatJsonPath(['notice', 'pt-BR'])).toBe('notice["pt-BR"]');
  });
});

describe('checkBusinessFile', () => {
  it('accepts the fixture and returns it parsed with defaults filled', () => {
    const check = checkBusinessFile(fixtureBusinessFile());
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.file.products[3]?.removable_items).toEqual([]);
  });

  it('reports schema problems with readable JSON paths', () => {
    const file = fixtureBusinessFile();
    file.products[3]!.categoryId = 99;
    file.configuration.delivery_method[1]!.paymentTypes = [{ code: 'satispay' }];
    expect(issueLines(file)).toEqual([
      'products[3].categoryId: unknown category 99',
      'configuration.delivery_method[1].paymentTypes[0].code: unknown payment method satispay',
    ]);
  });

  it('reports every type problem at once', () => {
    const file = fixtureBusinessFile() as unknown as {
      products: { price: unknown }[];
      configuration: { logo: unknown };
      business: unknown;
    };
    file.products[0]!.price = '8.50';
    file.configuration.logo = 42;
    delete (file as { business?: unknown }).business;
    const lines = issueLines(file);
    expect(lines).toHaveLength(3);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^business: /),
        expect.stringMatching(/^configuration\.logo: /),
        expect.stringMatching(/^products\[0\]\.price: /),
      ]),
    );
  });

  it('refuses a document that is not an object, at the root', () => {
    expect(issueLines('not a file')).toEqual([expect.stringMatching(/^\(root\): /)]);
  });

  it('refuses option and item ids used twice, since they become database ids', () => {
    const file = fixtureBusinessFile();
    const options = file.category_options![0]!.options;
    options[1]!.id = 50;
    options[1]!.items[0]!.id = 501;
    expect(issueLines(file)).toEqual([
      'category_options[0].options[1].id: duplicate option id 50 (first at category_options[0].options[0].id)',
      'category_options[0].options[1].items[0].id: duplicate option item id 501 (first at category_options[0].options[0].items[0].id)',
    ]);
  });

  it('refuses two option groups with one id, which categories could not tell apart', () => {
    const file = fixtureBusinessFile();
    file.category_options!.push({ id: 500, name: 'Copia', options: [] });
    expect(issueLines(file)).toEqual([
      'category_options[1].id: duplicate category option group id 500 (first at category_options[0].id)',
    ]);
  });

  it('lets products share an ingredient id only when it is the same ingredient', () => {
    const file = fixtureBusinessFile();
    file.products[1]!.removable_items![0] = { id: 1, name: 'Fior di latte' };
    expect(issueLines(file)).toEqual([
      'products[1].removable_items[0]: removable item 1 is defined differently at products[0].removable_items[0] (same id, same name and translations)',
    ]);
  });

  it('refuses the same removable item twice in one product', () => {
    const file = fixtureBusinessFile();
    file.products[0]!.removable_items!.push({ id: 3, name: 'Salame piccante' });
    expect(issueLines(file)).toEqual([
      'products[0].removable_items[2].id: duplicate removable item id 3 (first at products[0].removable_items[1].id)',
    ]);
  });

  it('refuses repeated codes that key a row: locale, param, payment method, payment type, excluded product', () => {
    const file = fixtureBusinessFile();
    file.configuration.languages.push({ locale: 'en' });
    file.configuration.params!.push({ param_name: 'ORDER_VERIFY_DATA', value: 'no' });
    file.configuration.payment_methods.push({ code: 'paypal', name: 'PayPal 2' });
    file.configuration.delivery_method[1]!.paymentTypes.push({ code: 'cash_on_delivery' });
    file.category_options![0]!.options[1]!.excluded_products_id!.push(102);
    expect(issueLines(file)).toEqual([
      'configuration.languages[2].locale: duplicate language en (first at configuration.languages[0].locale)',
      'configuration.params[2].param_name: duplicate param ORDER_VERIFY_DATA (first at configuration.params[1].param_name)',
      'configuration.payment_methods[2].code: duplicate payment method paypal (first at configuration.payment_methods[1].code)',
      'configuration.delivery_method[1].paymentTypes[1].code: duplicate payment type cash_on_delivery (first at configuration.delivery_method[1].paymentTypes[0].code)',
      'category_options[0].options[1].excluded_products_id[2]: duplicate excluded product 102 (first at category_options[0].options[1].excluded_products_id[0])',
    ]);
  });

  it('refuses coupon codes that differ only by surrounding spaces', () => {
    const file = fixtureBusinessFile();
    file.coupons![1]!.code = ' pizza10 ';
    expect(issueLines(file)).toEqual([
      'coupons[1].code: duplicate coupon code pizza10 (first at coupons[0].code)',
    ]);
  });

  it('refuses a delivery zone that crosses itself or has fewer than 3 distinct points (decision 057)', () => {
    const file = fixtureBusinessFile();
    const square = [
      { lat: 44.0, lng: 12.5 },
      { lat: 44.0, lng: 12.6 },
      { lat: 44.1, lng: 12.6 },
      { lat: 44.1, lng: 12.5 },
    ];
    const [a, b, c, d] = square as [
      (typeof square)[0],
      (typeof square)[0],
      (typeof square)[0],
      (typeof square)[0],
    ];
    file.delivery_order.deliveryZones = [square, [a, c, b, d], [a, b, a]];
    expect(issueLines(file)).toEqual([
      'delivery_order.deliveryZones[1]: the delivery zone crosses itself (sides 1 and 3)',
      'delivery_order.deliveryZones[2]: a delivery zone needs at least 3 distinct points (it has 2)',
    ]);
  });

  it('refuses a weekly interval of no length, overlapping its day or the night before, at its path (decision 060)', () => {
    const file = fixtureBusinessFile();
    file.delivery_order.orderAcceptTimetables = {
      mon: [
        { from: '12:00', to: '15:00' },
        { from: '14:30', to: '16:00' },
      ],
      tue: [{ from: '22:00', to: '02:00' }],
      wed: [{ from: '01:00', to: '03:00' }],
    };
    file.delivery_order.deliveryTimetables = { fri: [{ from: '19:00', to: '19:00' }] };
    // The whole day (00:00–00:00) stays valid.
    file.delivery_order.publicOpenTimetables = { sun: [{ from: '00:00', to: '00:00' }] };
    expect(issueLines(file)).toEqual([
      'delivery_order.orderAcceptTimetables.mon[1].from: overlaps interval 1 of the same day',
      "delivery_order.orderAcceptTimetables.wed[0].from: overlaps the previous day's interval 1, which runs until 02:00 past midnight",
      'delivery_order.deliveryTimetables.fri[0].to: an interval must end after it starts',
    ]);
  });

  it('refuses whole numbers too large for a 32-bit column', () => {
    const file = fixtureBusinessFile();
    file.products[0]!.price = 3_000_000_000;
    expect(issueLines(file)).toEqual(['products[0].price: number too large (at most 2147483647)']);
  });
});

describe('BusinessFileError', () => {
  it('lists every issue in its message', () => {
    const error = new BusinessFileError([
      { path: 'products[3].categoryId', message: 'unknown category 99' },
      { path: 'coupons[0].code', message: 'duplicate code X' },
    ]);
    expect(error.message).toBe(
      'The business file has 2 problems:\n  products[3].categoryId: unknown category 99\n  coupons[0].code: duplicate code X',
    );
  });
});
