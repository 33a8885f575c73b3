import { describe, expect, it } from 'vitest';
import { BUSINESS_SUMMARY_LIMIT, type BusinessFileInput } from '@ordina/contracts';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
import { checkBusinessFile } from './business-file-issues.ts';
import { businessDocumentChanges, businessDocumentOf, type BusinessDocument } from './business-document.ts';
import { businessVersionSummary } from './business-version-summary.ts';

function documentOf(file: BusinessFileInput): BusinessDocument {
  const check = checkBusinessFile(file);
  if (!check.ok) throw new Error(JSON.stringify(check.issues));
  return businessDocumentOf(check.file);
}

const summaryOf = (before: BusinessDocument, after: BusinessDocument) =>
  businessVersionSummary(before, after, businessDocumentChanges(before, after));

describe('businessVersionSummary (the history, docs/decisions/060)', () => {
  it('names an edited product by id and name with the fields that differ, and a replaced section', () => {
    const before = documentOf(fixtureBusinessFile());
    const file = fixtureBusinessFile();
    const margherita = file.products.find((p) => p.id === 100)!;
    margherita.price = 990;
    margherita.languages = { en: { name: 'Margherita pizza' } };
    file.coupons![0]!.value = 15;
    file.delivery_order.orderAcceptTimetables = { mon: [{ from: '12:00', to: '14:00' }] };
    expect(summaryOf(before, documentOf(file))).toEqual({
      summary: [
        { entity: 'product', id: 100, name: 'Margherita', change: 'edited', fields: ['languages', 'price'] },
        { section: 'timetables' },
        { section: 'coupons' },
      ],
      summaryMore: 0,
    });
  });

  it('says added and removed, the removed one named from the version before', () => {
    const before = documentOf(fixtureBusinessFile());
    const file = fixtureBusinessFile();
    const gone = file.products.findIndex((p) => p.id === 101);
    const name = file.products[gone]!.name;
    file.products.splice(gone, 1);
    file.category_options![0]!.options[1]!.excluded_products_id = [102];
    file.products.push({ ...file.products[0]!, id: 150, name: 'Capricciosa', removable_items: [] });
    expect(summaryOf(before, documentOf(file)).summary).toEqual([
      { entity: 'product', id: 101, name, change: 'removed', fields: [] },
      { entity: 'product', id: 150, name: 'Capricciosa', change: 'added', fields: [] },
      {
        entity: 'option_group',
        id: 500,
        name: expect.any(String) as string,
        change: 'edited',
        fields: ['options'],
      },
    ]);
  });

  it('names a product whose allergens changed (docs/decisions/070)', () => {
    const before = documentOf(fixtureBusinessFile());
    const file = fixtureBusinessFile();
    file.products.find((p) => p.id === 201)!.allergens = { gluten: 'contains' };
    expect(summaryOf(before, documentOf(file)).summary).toEqual([
      { entity: 'product', id: 201, name: 'Birra artigianale', change: 'edited', fields: ['allergens'] },
    ]);
  });

  it('reads a field it has no name for as other, once', () => {
    const before = documentOf(fixtureBusinessFile());
    const after = structuredClone(before);
    const product = (after.products as Record<string, unknown>[])[0]!;
    product.extra_one = 1;
    product.extra_two = 2;
    expect(businessVersionSummary(before, after, [`product:${String(product.id)}`]).summary).toEqual([
      expect.objectContaining({ change: 'edited', fields: ['other'] }),
    ]);
  });

  it('has nothing to say about the first version, and counts what it leaves out of a long one', () => {
    const after = documentOf(fixtureBusinessFile());
    expect(businessVersionSummary(undefined, after, businessDocumentChanges(undefined, after))).toEqual({
      summary: [],
      summaryMore: 0,
    });
    const keys = Array.from({ length: BUSINESS_SUMMARY_LIMIT + 3 }, (_, i) => `product:${900 + i}`);
    const long = businessVersionSummary(after, after, keys);
    expect([long.summary.length, long.summaryMore]).toEqual([BUSINESS_SUMMARY_LIMIT, 3]);
  });
});
