import { describe, expect, it } from 'vitest';
import {
  businessFileSchema,
  OPTION_DESCRIPTION_MAX_LENGTH,
  OPTION_NAME_MAX_LENGTH,
  OPTION_OPERAND_MAX_LENGTH,
} from './business.ts';
import { minimalBusinessFile } from './test/test-business.ts';

function issuePaths(input: unknown): string[] {
  const result = businessFileSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('businessFileSchema', () => {
  it('accepts a minimal business and fills the documented defaults', () => {
    const parsed = businessFileSchema.parse(minimalBusinessFile());
    expect(parsed.configuration.time_zone).toBe('Europe/Rome');
    expect(parsed.delivery_order.deliverySlotMinutes).toBe(15);
    expect(parsed.products[0]?.removable_items).toEqual([]);
  });

  it('rejects a product pointing at an unknown category, with its path', () => {
    const file = minimalBusinessFile();
    file.products[0]!.categoryId = 99;
    expect(issuePaths(file)).toEqual(['products.0.categoryId: unknown category 99']);
  });

  it('takes a default item per option only among that option’s items, none when the file gives none', () => {
    const file = minimalBusinessFile();
    const dough = {
      id: 1,
      name: 'Impasto',
      multi_select: false,
      min_select: 1,
      max_select: 1,
      items: [{ id: 11, name: 'Classico', price: 0 }],
      default_item_id: 11,
    };
    const extras = {
      id: 2,
      name: 'Aggiunte',
      multi_select: true,
      min_select: 0,
      max_select: 1,
      items: [{ id: 21, name: 'Olive', price: 50 }],
    };
    file.category_options = [{ id: 1, name: 'Pizza', options: [dough, extras] }];
    const options = businessFileSchema.parse(file).category_options[0]!.options;
    expect(options.map((o) => o.default_item_id)).toEqual([11, null]);
    file.category_options = [{ id: 1, name: 'Pizza', options: [{ ...dough, default_item_id: 21 }] }];
    expect(issuePaths(file)).toEqual([
      'category_options.0.options.0.default_item_id: default item 21 is not an item of this option',
    ]);
  });

  // Issue 35: the back office's options editor and an import are held to the same limits.
  it('refuses an option whose limits pass its items, a price below zero or in fractions, a text too long', () => {
    const file = minimalBusinessFile();
    const option = (extra: object) => ({
      id: 1,
      name: 'Aggiunte',
      multi_select: true,
      min_select: 0,
      max_select: 2,
      items: [
        { id: 11, name: 'Olive', price: 50 },
        { id: 12, name: 'Funghi', price: 100, operand: '-' },
      ],
      ...extra,
    });
    file.category_options = [{ id: 1, name: 'Pizza', options: [option({})] }];
    expect(issuePaths(file)).toEqual([]);
    file.category_options = [
      { id: 1, name: 'Pizza', options: [option({ min_select: 3, max_select: 3, id: 1 })] },
    ];
    expect(issuePaths(file)).toEqual([
      'category_options.0.options.0.min_select: min_select 3 is above the number of items (2)',
      'category_options.0.options.0.max_select: max_select 3 is above the number of items (2)',
    ]);
    const long = 'x'.repeat(OPTION_NAME_MAX_LENGTH + 1);
    file.category_options = [
      {
        id: 1,
        name: long,
        options: [
          option({
            description: 'y'.repeat(OPTION_DESCRIPTION_MAX_LENGTH + 1),
            languages: { en: { name: long } },
            items: [
              { id: 11, name: 'Olive', price: -50 },
              { id: 12, name: 'Funghi', price: 1.5, operand: 'x'.repeat(OPTION_OPERAND_MAX_LENGTH + 1) },
            ],
          }),
        ],
      },
    ];
    expect(issuePaths(file).map((issue) => issue.split(':')[0])).toEqual([
      'category_options.0.name',
      'category_options.0.options.0.description',
      'category_options.0.options.0.items.0.price',
      'category_options.0.options.0.items.1.price',
      'category_options.0.options.0.items.1.operand',
      'category_options.0.options.0.languages.en.name',
    ]);
    // The limits themselves are taken.
    file.category_options = [
      {
        id: 1,
        name: 'x'.repeat(OPTION_NAME_MAX_LENGTH),
        options: [option({ max_select: 2, min_select: 2 })],
      },
    ];
    expect(issuePaths(file)).toEqual([]);
  });

  it('rejects a delivery method whose payment type is not configured', () => {
    const file = minimalBusinessFile();
    file.configuration.delivery_method[0]!.paymentTypes = [{ code: 'paypal' }];
    expect(issuePaths(file)).toEqual([
      'configuration.delivery_method.0.paymentTypes.0.code: unknown payment method paypal',
    ]);
  });

  it('asks an online payment method for its gateway and refuses one on an offline method', () => {
    const file = minimalBusinessFile();
    file.configuration.payment_methods = [
      { code: 'cash_on_delivery', name: 'Contanti', gateway: 'sandbox' },
      { code: 'paypal', name: 'PayPal', online: true },
      { code: 'card', name: 'Carta', online: true, gateway: 'stripe' },
    ];
    expect(issuePaths(file)).toEqual([
      'configuration.payment_methods.0.gateway: payment method cash_on_delivery is not online: it takes no gateway',
      'configuration.payment_methods.1.gateway: online payment method paypal needs a gateway (sandbox, stripe, paypal)',
    ]);
    file.configuration.payment_methods[1]!.gateway = 'bank' as 'paypal';
    expect(issuePaths(file)).toContain(
      'configuration.payment_methods.1.gateway: Invalid option: expected one of "sandbox"|"stripe"|"paypal"',
    );
  });

  it('rejects duplicate slugs and malformed times', () => {
    const file = minimalBusinessFile();
    file.categories.push({ id: 2, slug: 'pizze', name: 'Altre pizze' });
    file.delivery_order.deliveryTimetables = { mon: [{ from: '25:00', to: '12:00' }] };
    expect(issuePaths(file)).toEqual(
      expect.arrayContaining([
        'categories.1.slug: duplicate slug pizze',
        'delivery_order.deliveryTimetables.mon.0.from: time must be HH:mm',
      ]),
    );
  });
});
