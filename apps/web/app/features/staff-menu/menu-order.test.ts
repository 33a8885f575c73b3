import { describe, expect, it } from 'vitest';
import { testCategory, testProduct } from '@ordina/contracts/test/test-menu';
import type { MenuDocument } from './business-document.ts';
import {
  categoriesInOrder,
  moved,
  nextId,
  positionChanges,
  productsInOrder,
  withChanges,
} from './menu-order.ts';

const category = (id: number, position: number) =>
  testCategory({ id, slug: `c${id}`, position, name: `C${id}` });
const product = (id: number, categoryId: number, position: number) =>
  testProduct({ id, categoryId, position, name: `P${id}`, price: 100 });
const document: MenuDocument = {
  configuration: { languages: [{ locale: 'it', default: true }] },
  categories: [category(1, 0), category(2, 0), category(3, -1)],
  products: [product(11, 1, 2), product(12, 1, 1), product(13, 2, 0)],
  category_options: [],
};

describe("the menu's order (issue 35)", () => {
  it('is by position, the id breaking a tie, products within their category', () => {
    expect(categoriesInOrder(document).map((c) => c.id)).toEqual([3, 1, 2]);
    expect(productsInOrder(document, 1).map((p) => p.id)).toEqual([12, 11]);
  });

  it('saves a move as the positions that change, and shows it before the answer', () => {
    const order = moved(categoriesInOrder(document), 2, 0);
    expect(order.map((c) => c.id)).toEqual([2, 3, 1]);
    const changes = positionChanges('category', order);
    expect(changes).toEqual([
      { op: 'upsert', entity: 'category', value: { ...category(3, 0), position: 1 } },
      { op: 'upsert', entity: 'category', value: { ...category(1, 0), position: 2 } },
    ]);
    expect(categoriesInOrder(withChanges(document, changes)).map((c) => c.id)).toEqual([2, 3, 1]);
  });

  it('gives a new entity an id no other has', () => {
    expect(nextId(document.products)).toBe(14);
    expect(nextId([])).toBe(1);
  });
});
