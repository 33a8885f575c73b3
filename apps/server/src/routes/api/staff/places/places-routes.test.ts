import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import {
  guestOrder,
  laterSlot,
  orderRows,
  sendOrder,
  useOrderTestApp,
} from '../../order/test/order-test-app.ts';
import { staffHeaders, staffSession, type StaffSession } from '../../../../test/staff-session.ts';
import { QR_SHEET_PER_PAGE } from './qr-sheet.ts';
import { errorsOf } from '../../../../test/refusal-codes.ts';

/*
 * The named places (decision 068) through the real server on each database: the storefront's list,
 * the order checked against it (an unknown place refused, nothing written; a known one stored by its
 * name), and the owner's PDF sheet of QR codes, one card per place, six to a page.
 */

const UMBRELLAS = Array.from({ length: 7 }, (_, i) => ({ code: `b${i + 1}`, name: `Ombrellone B${i + 1}` }));

/** The pages of a PDF: pdfkit writes one `/Type /Page` object per page, beside the one `/Type /Pages` tree. */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe.each(TEST_DIALECTS)('the named places on %s (decision 068)', (dialect) => {
  const { app } = useOrderTestApp(dialect, {
    change: (file) => {
      file.places = { beach_umbrella_delivery: UMBRELLAS };
    },
  });
  let owner: StaffSession;
  let slot: { day: string; time: string };

  beforeAll(async () => {
    owner = await staffSession(app(), { role: 'owner' });
    slot = await laterSlot(app());
  });

  const umbrellaOrder = async (localPlace: string) => {
    const payload = await guestOrder(app(), slot);
    return { ...payload, delivery: { ...payload.delivery, method: 'beach_umbrella_delivery', localPlace } };
  };

  it('lists the places with their methods for the storefront', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/storefront/places' });
    expect(response.statusCode).toBe(200);
    const { places } = response.json<{ data: { places: unknown[] } }>().data;
    expect(places).toHaveLength(7);
    expect(places[0]).toEqual({ method: 'beach_umbrella_delivery', code: 'b1', name: 'Ombrellone B1' });
  });

  it('refuses an order for a place the list does not have, writing nothing', async () => {
    const before = await orderRows(app());
    const response = await sendOrder(app(), await umbrellaOrder('b 14 vicino al bar'));
    expect([response.statusCode, errorsOf(response)]).toEqual([400, ['WRONG_DELIVERY_PLACE']]);
    expect(await orderRows(app())).toEqual(before);
  });

  it('stores a listed place by its name, whether the order names it by name or by code', async () => {
    for (const typed of ['Ombrellone B3', 'b3']) {
      const response = await sendOrder(app(), await umbrellaOrder(typed));
      expect(response.statusCode).toBe(200);
      const { oid } = response.json<{ data: { push: { params: { oid: number } } } }>().data.push.params;
      const stored = await app()
        .database.db.selectFrom('orders')
        .select('delivery_local_place')
        .where('id', '=', oid)
        .executeTakeFirstOrThrow();
      expect(stored.delivery_local_place).toBe('Ombrellone B3');
    }
  });

  it('keeps free text for a method without a list', async () => {
    const payload = await guestOrder(app(), slot);
    const response = await sendOrder(app(), {
      ...payload,
      delivery: { ...payload.delivery, method: 'table_delivery', localPlace: 'Tavolo 12' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('gives the owner a PDF of one QR card per place, six to an A4 page, with the session cookie alone', async () => {
    // A GET changes nothing: the cookie alone downloads it (a plain link in the page), no CSRF token.
    const response = await app().inject({
      method: 'GET',
      url: '/api/staff/places/qr.pdf',
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="ordina-qr.pdf"');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(Math.ceil(UMBRELLAS.length / QR_SHEET_PER_PAGE));
    expect(pageCount(pdf)).toBe(2);
  });

  it('follows the owner’s save: 13 places make three pages, none makes one page that says so', async () => {
    const document = await app().inject({
      method: 'GET',
      url: '/api/staff/business',
      headers: { cookie: owner.cookie },
    });
    let version = document.json<{ data: { version: number } }>().data.version;
    const save = async (value: unknown) => {
      const saved = await app().inject({
        method: 'PUT',
        url: '/api/staff/business',
        headers: staffHeaders(owner),
        payload: { baseVersion: version, changes: [{ op: 'replace', section: 'places', value }] },
      });
      expect(saved.statusCode).toBe(200);
      version = saved.json<{ data: { version: number } }>().data.version;
    };
    const pdf = async () =>
      (
        await app().inject({
          method: 'GET',
          url: '/api/staff/places/qr.pdf',
          headers: { cookie: owner.cookie },
        })
      ).rawPayload;
    const tables = Array.from({ length: 6 }, (_, i) => ({ code: `t${i + 1}`, name: `Tavolo ${i + 1}` }));
    await save({ beach_umbrella_delivery: UMBRELLAS, table_delivery: tables });
    expect(pageCount(await pdf())).toBe(3);
    await save({});
    expect(pageCount(await pdf())).toBe(1);
    await save({ beach_umbrella_delivery: UMBRELLAS });
  });

  it('is the owner’s only: a staff member is refused, a visitor without a session too', async () => {
    const staff = await staffSession(app(), { role: 'staff' });
    const member = await app().inject({
      method: 'GET',
      url: '/api/staff/places/qr.pdf',
      headers: { cookie: staff.cookie },
    });
    expect([member.statusCode, errorsOf(member)]).toEqual([403, ['STAFF_FORBIDDEN']]);
    const anonymous = await app().inject({ method: 'GET', url: '/api/staff/places/qr.pdf' });
    expect(anonymous.statusCode).toBe(401);
  });
});
