import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { businessFileJsonSchema } from './json-schema.ts';

describe('published business-file JSON Schema', () => {
  it('matches the zod schema (run packages/contracts/scripts/write-json-schema.ts after changing it)', () => {
    const published: unknown = JSON.parse(
      readFileSync(new URL('../../../docs/business-file.schema.json', import.meta.url), 'utf8'),
    );
    expect(published).toEqual(businessFileJsonSchema());
  });

  it('documents the spec field names of a product', () => {
    const schema = businessFileJsonSchema() as {
      properties: { products: { items: { properties: Record<string, unknown>; required: string[] } } };
    };
    const product = schema.properties.products.items;
    expect(Object.keys(product.properties)).toEqual(
      expect.arrayContaining([
        'categoryId',
        'price',
        'price_menu',
        'view_on_delivery',
        'view_on_digital_menu',
        'removable_items',
      ]),
    );
    expect(product.required).toEqual(expect.arrayContaining(['id', 'categoryId', 'name', 'price']));
  });
});
