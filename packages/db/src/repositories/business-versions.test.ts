import { describe, expect, it } from 'vitest';
import type { BusinessChange } from '@ordina/contracts';
import { importBusinessFile } from '../import/import-business-file.ts';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
import { insertTestOrder } from '../test/orders-fixture.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { createStaffMember } from './staff-access.ts';
import {
  latestBusinessVersion,
  listBusinessVersions,
  restoreBusinessVersion,
  saveBusinessChanges,
} from './business-versions.ts';

type Product = { id: number; price: number | null; categoryId: number; name: string };

const productOf = (document: Record<string, unknown>, id: number) =>
  (document.products as Product[]).find((p) => p.id === id);

describe.each(TEST_DIALECTS)('the business document on %s (docs/decisions/052)', (dialect) => {
  const database = useTestDatabase(dialect);
  let businessId = 0;
  let ownerId = 0;

  async function freshBusiness() {
    const { db } = database();
    const imported = await importBusinessFile(db, fixtureBusinessFile());
    businessId = imported.businessId;
    if (ownerId === 0) {
      const created = await createStaffMember(db, {
        businessId,
        actorId: null,
        email: `owner-${dialect}@trattoria.example`,
        name: 'Titolare',
        role: 'owner',
        locale: 'it',
        token: { hash: `hash-${dialect}`, expiresAt: new Date(Date.now() + 3_600_000) },
        mail: null,
        now: new Date(),
      });
      if (!created.ok) throw new Error('owner exists');
      ownerId = created.staffId;
    }
    return (await latestBusinessVersion(db, businessId))!;
  }

  const save = (baseVersion: number, changes: BusinessChange[]) =>
    saveBusinessChanges(database().db, {
      businessId,
      staffId: ownerId,
      baseVersion,
      changes,
      now: new Date(),
    });

  const withPrice = (document: Record<string, unknown>, id: number, price: unknown): BusinessChange => ({
    op: 'upsert',
    entity: 'product',
    value: { ...productOf(document, id)!, price },
  });

  it('records each import as a version without the SMS credit, author null', async () => {
    const first = await freshBusiness();
    const again = await importBusinessFile(database().db, fixtureBusinessFile());
    expect(again.version).toBe(first.version + 1);
    const latest = await latestBusinessVersion(database().db, businessId);
    expect(Object.keys(latest?.document.messaging ?? {})).toEqual(['new_order_email']);
    // The same file again changed nothing.
    expect(latest?.changes).toEqual([]);
    const history = await listBusinessVersions(database().db, businessId, 50);
    expect(history[0]).toMatchObject({
      version: again.version,
      staffId: null,
      origin: 'import',
      restoredFrom: null,
      first: false,
      changes: [],
      summary: [],
    });
    // The business's first version is marked so: nothing before it to compare with.
    expect(history.at(-1)).toMatchObject({ version: 1, first: true, summary: [], summaryMore: 0 });
  });

  it('saves a price: the rows, the next version, its changes and the audit row', async () => {
    const base = await freshBusiness();
    const result = await save(base.version, [withPrice(base.document, 101, 650)]);
    expect(result).toMatchObject({ ok: true, version: base.version + 1, changes: ['product:101'] });
    const row = await database()
      .db.selectFrom('products')
      .select('price')
      .where('business_id', '=', businessId)
      .where('id', '=', 101)
      .executeTakeFirstOrThrow();
    expect(row.price).toBe(650);
    const audit = await database()
      .db.selectFrom('staff_audit')
      .select(['action', 'staff_id'])
      .where('business_id', '=', businessId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'business.saved', staff_id: ownerId });
    const history = await listBusinessVersions(database().db, businessId, 50);
    expect(history[0]).toMatchObject({ staffId: ownerId, staffName: 'Titolare', changes: ['product:101'] });
  });

  it('refuses a bad price, an unknown category, min above max, each at its JSON path, and writes nothing', async () => {
    const base = await freshBusiness();
    const index = (base.document.products as Product[]).findIndex((p) => p.id === 101);
    const badPrice = await save(base.version, [withPrice(base.document, 101, -5)]);
    expect(badPrice).toMatchObject({ ok: false, reason: 'invalid' });
    expect(
      badPrice.ok === false && badPrice.reason === 'invalid' && badPrice.issues.map((i) => i.path),
    ).toEqual([`products[${index}].price`]);
    const unknownCategory = await save(base.version, [
      { op: 'upsert', entity: 'product', value: { ...productOf(base.document, 101)!, categoryId: 999 } },
    ]);
    expect(unknownCategory).toMatchObject({
      ok: false,
      reason: 'invalid',
      issues: [{ path: `products[${index}].categoryId`, message: 'unknown category 999' }],
    });
    const group = (
      base.document.category_options as { id: number; options: Record<string, unknown>[] }[]
    )[0]!;
    const minAboveMax = await save(base.version, [
      {
        op: 'upsert',
        entity: 'option_group',
        value: {
          ...group,
          options: [{ ...group.options[1], min_select: 3, max_select: 2 }, group.options[0]],
        },
      },
    ]);
    expect(minAboveMax).toMatchObject({
      ok: false,
      reason: 'invalid',
      issues: [
        { path: 'category_options[0].options[0].min_select', message: 'min_select is above max_select' },
      ],
    });
    expect((await latestBusinessVersion(database().db, businessId))?.version).toBe(base.version);
  });

  // The options page (issue 35, decision 059): the same rules hold an import and a save.
  it('refuses an option whose maximum passes its items, a group name too long, the deletion of a group a category uses', async () => {
    const base = await freshBusiness();
    const group = (
      base.document.category_options as { id: number; name: string; options: Record<string, unknown>[] }[]
    )[0]!;
    const refusedAt = async (changes: BusinessChange[]) => {
      const result = await save(base.version, changes);
      return result.ok === false && result.reason === 'invalid' ? result.issues : result;
    };
    expect(
      await refusedAt([
        {
          op: 'upsert',
          entity: 'option_group',
          value: { ...group, name: 'x'.repeat(101), options: [{ ...group.options[0], max_select: 5 }] },
        },
      ]),
    ).toEqual([
      { path: 'category_options[0].name', message: 'Too big: expected string to have <=100 characters' },
      {
        path: 'category_options[0].options[0].max_select',
        message: 'max_select 5 is above the number of items (2)',
      },
    ]);
    const using = (base.document.categories as { id: number; options_id: number | null }[]).findIndex(
      (c) => c.options_id === group.id,
    );
    expect(await refusedAt([{ op: 'delete', entity: 'option_group', id: group.id }])).toEqual([
      { path: `categories[${using}].options_id`, message: `unknown category option group ${group.id}` },
    ]);
    expect((await latestBusinessVersion(database().db, businessId))?.version).toBe(base.version);
  });

  it('refuses a stale base on the same product with the fresh document, merges a change to another', async () => {
    const base = await freshBusiness();
    expect(await save(base.version, [withPrice(base.document, 101, 700)])).toMatchObject({ ok: true });
    const stale = await save(base.version, [withPrice(base.document, 101, 800)]);
    expect(stale).toMatchObject({ ok: false, reason: 'conflict', conflicts: ['product:101'] });
    expect(
      stale.ok === false && stale.reason === 'conflict' && productOf(stale.latest.document, 101)?.price,
    ).toBe(700);
    const other = await save(base.version, [withPrice(base.document, 100, 900)]);
    expect(other).toMatchObject({ ok: true, changes: ['product:100'] });
    const latest = (await latestBusinessVersion(database().db, businessId))!;
    expect([productOf(latest.document, 101)?.price, productOf(latest.document, 100)?.price]).toEqual([
      700, 900,
    ]);
  });

  it('two saves on one base: on the same product exactly one wins; on different products both are kept', async () => {
    const base = await freshBusiness();
    const same = await Promise.all([
      save(base.version, [withPrice(base.document, 102, 1111)]),
      save(base.version, [withPrice(base.document, 102, 2222)]),
    ]);
    expect(same.filter((r) => r.ok)).toHaveLength(1);
    expect(same.filter((r) => !r.ok && r.reason === 'conflict')).toHaveLength(1);
    const next = (await latestBusinessVersion(database().db, businessId))!;
    const both = await Promise.all([
      save(next.version, [withPrice(next.document, 200, 333)]),
      save(next.version, [withPrice(next.document, 201, 444)]),
    ]);
    expect(both.every((r) => r.ok)).toBe(true);
    const latest = (await latestBusinessVersion(database().db, businessId))!;
    expect([productOf(latest.document, 200)?.price, productOf(latest.document, 201)?.price]).toEqual([
      333, 444,
    ]);
    expect(latest.version).toBe(next.version + 2);
  });

  it('restores an old version as a new one; an unknown version is not found', async () => {
    const base = await freshBusiness();
    await save(base.version, [withPrice(base.document, 101, 1234)]);
    const restored = await restoreBusinessVersion(database().db, {
      businessId,
      staffId: ownerId,
      version: base.version,
      now: new Date(),
    });
    expect(restored).toMatchObject({ ok: true, version: base.version + 2, changes: ['product:101'] });
    expect(restored.ok && productOf(restored.document, 101)?.price).toBe(
      productOf(base.document, 101)?.price,
    );
    // The history says who saved each, that the last is a restore of which version, and what changed.
    const [restore, saved] = await listBusinessVersions(database().db, businessId, 2);
    const change = {
      entity: 'product',
      id: 101,
      name: productOf(base.document, 101)?.name,
      change: 'edited',
      fields: ['price'],
    };
    expect(restore).toMatchObject({
      version: base.version + 2,
      staffName: 'Titolare',
      origin: 'restore',
      restoredFrom: base.version,
      first: false,
      summary: [change],
    });
    expect(saved).toMatchObject({ origin: 'save', restoredFrom: null, summary: [change] });
    expect(
      await restoreBusinessVersion(database().db, {
        businessId,
        staffId: ownerId,
        version: 9999,
        now: new Date(),
      }),
    ).toEqual({ ok: false, reason: 'not_found' });
  });

  it('an order placed before a price change keeps its price (its lines are its own; decision 041)', async () => {
    const base = await freshBusiness();
    const price = productOf(base.document, 101)!.price!;
    const orderId = await insertTestOrder(database().db, {
      businessId,
      userId: null,
      code: `KEEP-${dialect}`,
      lines: [
        { productId: 101, name: 'Pizza', categoryName: 'Pizze', qty: 1, unitPrice: price, finalPrice: price },
      ],
    });
    expect(await save(base.version, [withPrice(base.document, 101, price + 300)])).toMatchObject({
      ok: true,
    });
    const line = await database()
      .db.selectFrom('order_lines')
      .select(['unit_price', 'final_price'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ unit_price: price, final_price: price });
  });

  it('answers not_versioned for a business imported before versions existed', async () => {
    const { db } = database();
    const { id } = await db
      .insertInto('businesses')
      .values({ key: `legacy-${dialect}`, name: 'Legacy' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      await saveBusinessChanges(db, {
        businessId: id,
        staffId: ownerId,
        baseVersion: 0,
        changes: [{ op: 'delete', entity: 'product', id: 1 }],
        now: new Date(),
      }),
    ).toEqual({ ok: false, reason: 'not_versioned' });
  });
});
