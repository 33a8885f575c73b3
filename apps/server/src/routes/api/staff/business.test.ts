import { readFile } from 'node:fs/promises';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { freshDatabaseUrl } from '../../../plugins/auth/test/account-test-app.ts';
import { startTestApp, TRATTORIA_FILE, type TestApp } from '../../../test/test-app.ts';
import { staffHeaders, staffSession, type StaffSession } from '../../../test/staff-session.ts';
import { errorsOf } from '../../../test/refusal-codes.ts';

type Product = { id: number; price: number | null; categoryId: number };
type Category = { id: number; position: number };
type DocumentAnswer = {
  data: { version: number; document: { products: Product[]; categories: Category[] }; changes?: string[] };
};

/*
 * The back office's business API (docs/decisions/052) on two servers sharing one database, each
 * with its own storefront cache and its own injected clock: a save on one shows on the other's
 * storefront once that one's freshness interval passed, with no sleep.
 */
describe.each(TEST_DIALECTS)('the business document API on %s', (dialect) => {
  const clockA = 1_000_000;
  let clockB = 1_000_000;
  let a: TestApp;
  let b: TestApp;
  let owner: StaffSession;

  beforeAll(async () => {
    const businessJson = await readFile(TRATTORIA_FILE, 'utf8');
    a = await startTestApp({
      tempPrefix: 'ordina-business-a-',
      businessJson,
      databaseUrl: (dir) => freshDatabaseUrl(dialect, dir),
      build: { pages: false, storefrontClock: () => clockA },
      prepare: async (app) => {
        await app.ready();
      },
    });
    b = await startTestApp({
      tempPrefix: 'ordina-business-b-',
      businessJson,
      databaseUrl: () => Promise.resolve(a.config.databaseUrl),
      build: { pages: false, storefrontClock: () => clockB },
      prepare: async (app) => {
        await app.ready();
      },
    });
    owner = await staffSession(a.app, { role: 'owner' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const inject = (options: InjectOptions) => a.app.inject(options);
  const current = async () =>
    (
      await inject({ method: 'GET', url: '/api/staff/business', headers: { cookie: owner.cookie } })
    ).json<DocumentAnswer>().data;
  /** PUT /api/staff/business as the owner: `changes` made on `baseVersion`. */
  const putChanges = (baseVersion: number, changes: unknown[]) =>
    inject({
      method: 'PUT',
      url: '/api/staff/business',
      headers: staffHeaders(owner),
      payload: { baseVersion, changes },
    });
  const putPrice = (baseVersion: number, product: Product, price: unknown) =>
    putChanges(baseVersion, [{ op: 'upsert', entity: 'product', value: { ...product, price } }]);
  const storefrontPrice = async (app: TestApp, id: number) =>
    (await app.app.storefronts.get(app.app.businessKey)).products.find((p) => p.id === id)?.price;

  it('is the owner’s only: a staff member is refused, a save without the CSRF token too', async () => {
    const staff = await staffSession(a.app, { role: 'staff' });
    const notOwner = await inject({
      method: 'GET',
      url: '/api/staff/business',
      headers: { cookie: staff.cookie },
    });
    expect([notOwner.statusCode, errorsOf(notOwner)]).toEqual([403, ['STAFF_FORBIDDEN']]);
    const noCsrf = await inject({
      method: 'PUT',
      url: '/api/staff/business',
      headers: { cookie: owner.cookie },
      payload: { baseVersion: 1, changes: [] },
    });
    expect([noCsrf.statusCode, errorsOf(noCsrf)]).toEqual([403, ['CSRF_INVALID']]);
  });

  it('saves a price, and the other server shows it once its freshness interval passed', async () => {
    const before = await current();
    const product = before.document.products.find((p) => p.id === 11)!;
    expect(await storefrontPrice(b, 11)).toBe(product.price);
    const saved = await putPrice(before.version, product, 1250);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<DocumentAnswer>().data).toMatchObject({
      version: before.version + 1,
      changes: ['product:11'],
    });
    // This server forgot its copy at once; the other one serves its copy until its next check…
    expect(await storefrontPrice(a, 11)).toBe(1250);
    expect(await storefrontPrice(b, 11)).toBe(product.price);
    clockB += 1_000;
    expect(await storefrontPrice(b, 11)).toBe(product.price);
    // …which comes within 1.5 s and sees the new version.
    clockB += 600;
    expect(await storefrontPrice(b, 11)).toBe(1250);
  });

  it('refuses a bad price (422, at its path), a malformed change (400), a stale base on the same product (409 with the fresh document)', async () => {
    const base = await current();
    const index = base.document.products.findIndex((p) => p.id === 12);
    const product = base.document.products[index]!;
    const bad = await putPrice(base.version, product, 6.5);
    expect([bad.statusCode, errorsOf(bad)]).toEqual([422, ['WRONG_BUSINESS_DATA']]);
    expect(bad.json<{ data: { issues: { path: string }[] } }>().data.issues.map((i) => i.path)).toEqual([
      `products[${index}].price`,
    ]);
    const malformed = await putChanges(base.version, [{ op: 'upsert', entity: 'dish', value: { id: 1 } }]);
    expect([malformed.statusCode, errorsOf(malformed)]).toEqual([400, ['GENERIC_ERROR']]);
    // A base version past what a column holds is malformed too, on PostgreSQL as well (it was a 500 there: found by npm run fuzz).
    const pastRange = await putPrice(2 ** 31, product, 1500);
    expect([pastRange.statusCode, errorsOf(pastRange)]).toEqual([400, ['GENERIC_ERROR']]);
    expect((await putPrice(base.version, product, 1500)).statusCode).toBe(200);
    const stale = await putPrice(base.version, product, 1600);
    expect([stale.statusCode, errorsOf(stale)]).toEqual([409, ['BUSINESS_CHANGED']]);
    const fresh = stale.json<{
      data: { version: number; document: { products: Product[] }; conflicts: string[] };
    }>().data;
    expect(fresh.conflicts).toEqual(['product:12']);
    expect(fresh.version).toBe(base.version + 1);
    expect(fresh.document.products.find((p) => p.id === 12)?.price).toBe(1500);
  });

  // The editors' refusals (issue 35's quality bar) through the real save: each named at its path, nothing written.
  it('refuses an overlapping weekly interval and a delivery zone of two points (422 at their paths), writing nothing', async () => {
    const base = await current();
    const delivery = (base.document as unknown as { delivery_order: Record<string, unknown> }).delivery_order;
    const { publicOpenTimetables, orderAcceptTimetables, deliveryTimetables, closures, ...rest } = delivery;
    const put = (change: unknown) => putChanges(base.version, [change]);
    const pathsOf = (response: LightMyRequestResponse) =>
      response.json<{ data: { issues: { path: string }[] } }>().data.issues.map((i) => i.path);

    const overlapping = await put({
      op: 'replace',
      section: 'timetables',
      value: {
        publicOpenTimetables,
        deliveryTimetables,
        closures,
        orderAcceptTimetables: {
          ...(orderAcceptTimetables as object),
          mon: [
            { from: '12:00', to: '15:00' },
            { from: '14:30', to: '16:00' },
          ],
          sat: [{ from: '22:00', to: '03:00' }],
          sun: [{ from: '02:00', to: '05:00' }],
        },
      },
    });
    expect([overlapping.statusCode, errorsOf(overlapping)]).toEqual([422, ['WRONG_BUSINESS_DATA']]);
    expect(pathsOf(overlapping)).toEqual([
      'delivery_order.orderAcceptTimetables.mon[1].from',
      'delivery_order.orderAcceptTimetables.sun[0].from',
    ]);

    const twoPoints = await put({
      op: 'replace',
      section: 'delivery',
      value: {
        ...rest,
        deliveryZones: [
          [
            { lat: 44.0, lng: 12.5 },
            { lat: 44.1, lng: 12.6 },
          ],
        ],
      },
    });
    expect([twoPoints.statusCode, errorsOf(twoPoints)]).toEqual([422, ['WRONG_BUSINESS_DATA']]);
    expect(pathsOf(twoPoints)).toEqual(['delivery_order.deliveryZones[0]']);

    const after = await current();
    expect(after.version).toBe(base.version);
    expect(after.document).toEqual(base.document);
  });

  it('lists the versions, restores one as a new version, exports the file as an attachment', async () => {
    const history = await inject({
      method: 'GET',
      url: '/api/staff/business/versions',
      headers: { cookie: owner.cookie },
    });
    const versions = history.json<{
      data: { versions: { version: number; staffName: string | null; changes: string[] }[] };
    }>().data.versions;
    // Who, what (as data the page translates), and where each came from; the first is the import.
    expect(versions[0]).toMatchObject({
      staffName: 'Titolare',
      origin: 'save',
      first: false,
      changes: ['product:12'],
      summary: [{ entity: 'product', id: 12, change: 'edited', fields: ['price'] }],
      summaryMore: 0,
    });
    expect(versions.at(-1)).toMatchObject({ version: 1, staffName: null, origin: 'import', first: true });
    const restored = await inject({
      method: 'POST',
      url: '/api/staff/business/versions/1/restore',
      headers: staffHeaders(owner),
    });
    expect(restored.statusCode).toBe(200);
    const answer = restored.json<DocumentAnswer>().data;
    expect(answer.version).toBe(versions[0]!.version + 1);
    expect(answer.changes?.sort()).toEqual(['product:11', 'product:12']);
    const after = await inject({
      method: 'GET',
      url: '/api/staff/business/versions',
      headers: { cookie: owner.cookie },
    });
    expect(after.json<{ data: { versions: unknown[] } }>().data.versions[0]).toMatchObject({
      version: answer.version,
      origin: 'restore',
      restoredFrom: 1,
    });
    const missing = await inject({
      method: 'POST',
      url: '/api/staff/business/versions/abc/restore',
      headers: staffHeaders(owner),
    });
    expect([missing.statusCode, errorsOf(missing)]).toEqual([404, ['NOT_FOUND']]);
    const exported = await inject({
      method: 'GET',
      url: '/api/staff/business/export',
      headers: { cookie: owner.cookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="${a.app.businessKey}-v${answer.version}.json"`,
    );
    const file = exported.json<{ business: { key: string }; messaging: Record<string, unknown> }>();
    expect(file.business.key).toBe(a.app.businessKey);
    expect(file.messaging).not.toHaveProperty('sms_credit');
  });

  // The menu page (issue 35) relies on these: a category keeps its products (no orphan), and the
  // categories' positions are the storefront's order.
  it('refuses to delete a category that still has products (422 at each product), and reorders by position', async () => {
    const base = await current();
    const put = (changes: unknown[]) => putChanges(base.version, changes);
    const orphaned = await put([{ op: 'delete', entity: 'category', id: 1 }]);
    expect([orphaned.statusCode, errorsOf(orphaned)]).toEqual([422, ['WRONG_BUSINESS_DATA']]);
    const paths = orphaned.json<{ data: { issues: { path: string }[] } }>().data.issues.map((i) => i.path);
    const inFirst = base.document.products.flatMap((p, i) =>
      p.categoryId === 1 ? [`products[${i}].categoryId`] : [],
    );
    expect(paths).toEqual(inFirst);
    expect((await current()).version).toBe(base.version);

    const [first, second] = base.document.categories.toSorted((x, y) => x.position - y.position);
    const moved = await put([
      { op: 'upsert', entity: 'category', value: { ...second, position: 0 } },
      { op: 'upsert', entity: 'category', value: { ...first, position: 1 } },
    ]);
    expect(moved.statusCode).toBe(200);
    const storefront = await a.app.storefronts.get(a.app.businessKey);
    expect(storefront.categories.map((c) => c.id)).toEqual([second!.id, first!.id]);
  });
  // The options page (issue 35, decision 059): an option group is one entity; every rule of its options
  // is checked on the whole document after the change, each refusal named at its field, nothing written.
  describe('option groups', () => {
    const item = (id: number, price: number, extra: object = {}) => ({
      id,
      name: `Voce ${id}`,
      description: '',
      price,
      operand: '+',
      languages: {},
      ...extra,
    });
    const option = (extra: object = {}) => ({
      id: 71,
      name: 'Aggiunte',
      description: '',
      multi_select: true,
      min_select: 0,
      max_select: 2,
      excluded_products_id: [12],
      items: [item(711, 150), item(712, 50, { operand: '-' })],
      default_item_id: 711,
      languages: { en: { name: 'Extras' } },
      ...extra,
    });
    const group = (extra: object = {}) => ({
      id: 7,
      position: 0,
      name: 'Condimenti',
      options: [option(extra)],
    });
    const issuesOf = (response: LightMyRequestResponse) =>
      response.json<{ data: { issues: { path: string; message: string }[] } }>().data.issues;

    it('saves a group a category uses, and the storefront offers its items at their prices', async () => {
      const base = await current();
      const first = base.document.categories.find((c) => c.id === 1)!;
      const saved = await putChanges(base.version, [
        { op: 'upsert', entity: 'option_group', value: group() },
        { op: 'upsert', entity: 'category', value: { ...first, options_id: 7 } },
      ]);
      expect(saved.statusCode).toBe(200);
      expect(saved.json<DocumentAnswer>().data.changes).toEqual(['category:1', 'option_group:7']);
      const storefront = await a.app.storefronts.get(a.app.businessKey);
      const offered = storefront.category_options.find((g) => g.id === 7)?.options[0];
      expect(offered?.items.map((i) => [i.id, i.price, i.operand])).toEqual([
        [711, 150, '+'],
        [712, 50, '-'],
      ]);
      expect(offered?.excluded_products_id).toEqual([12]);
    });

    it.each([
      [
        'min_select above max_select',
        { min_select: 2, max_select: 1 },
        'min_select',
        'min_select is above max_select',
      ],
      [
        'max_select above the items',
        { max_select: 3 },
        'max_select',
        'max_select 3 is above the number of items (2)',
      ],
      [
        'min_select above the items',
        { min_select: 3, max_select: 0 },
        'min_select',
        'min_select 3 is above the number of items (2)',
      ],
      [
        'a default item of no item of the option',
        { default_item_id: 999 },
        'default_item_id',
        'default item 999 is not an item of this option',
      ],
      [
        'an excluded product that does not exist',
        { excluded_products_id: [12, 999] },
        'excluded_products_id[1]',
        'unknown product 999',
      ],
      [
        'a negative price',
        { items: [item(711, -50), item(712, 50)] },
        'items[0].price',
        'Too small: expected number to be >=0',
      ],
      [
        'a price in fractions of a cent',
        { items: [item(711, 150), item(712, 12.5)] },
        'items[1].price',
        'Invalid input: expected int, received number',
      ],
      [
        'a name too long',
        { name: 'x'.repeat(101) },
        'name',
        'Too big: expected string to have <=100 characters',
      ],
      [
        'a translated item name too long',
        { items: [item(711, 150, { languages: { en: { name: 'y'.repeat(101) } } }), item(712, 50)] },
        'items[0].languages.en.name',
        'Too big: expected string to have <=100 characters',
      ],
    ])('refuses %s (422 at that field) and writes nothing', async (_rule, change, field, message) => {
      const base = await current();
      const index = (
        base.document as unknown as { category_options: { id: number }[] }
      ).category_options.findIndex((g) => g.id === 7);
      const refused = await putChanges(base.version, [
        { op: 'upsert', entity: 'option_group', value: group(change) },
      ]);
      expect([refused.statusCode, errorsOf(refused)]).toEqual([422, ['WRONG_BUSINESS_DATA']]);
      expect(issuesOf(refused)).toEqual([
        { path: `category_options[${index}].options[0].${field}`, message },
      ]);
      expect((await current()).version).toBe(base.version);
    });

    it('refuses to delete a group a category uses (422 at the category), deletes it once no category does', async () => {
      const base = await current();
      const index = base.document.categories.findIndex((c) => c.id === 1);
      const used = await putChanges(base.version, [{ op: 'delete', entity: 'option_group', id: 7 }]);
      expect([used.statusCode, errorsOf(used)]).toEqual([422, ['WRONG_BUSINESS_DATA']]);
      expect(issuesOf(used)).toEqual([
        { path: `categories[${index}].options_id`, message: 'unknown category option group 7' },
      ]);
      expect((await current()).version).toBe(base.version);
      const first = base.document.categories[index]!;
      const deleted = await putChanges(base.version, [
        { op: 'upsert', entity: 'category', value: { ...first, options_id: null } },
        { op: 'delete', entity: 'option_group', id: 7 },
      ]);
      expect(deleted.statusCode).toBe(200);
      expect((await a.app.storefronts.get(a.app.businessKey)).category_options).toEqual([]);
    });
  });
});
