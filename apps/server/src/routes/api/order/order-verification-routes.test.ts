import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { captchaToken } from '../../../plugins/auth/test/account-test-app.ts';
import {
  expectOrderRefused,
  guestOrder,
  laterSlot,
  orderPayload,
  sendOrder,
  useOrderTestApp,
  withCaptcha,
} from './test/order-test-app.ts';

// A guest's order held until the e-mailed or texted link comes back (spec §2 "Order verify", §4;
// docs/decisions/007): the pending page's status, the code once, "already verified", expiry.

type ToVerify = { name: 'OrderToVerify'; params: { otid: number; hash: string; type: 'email' | 'sms' } };

/** The pending order's status through GET /api/order-to-verify/detail. */
async function pendingStatus(app: FastifyInstance, otid: number, hash: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/order-to-verify/detail/${otid}/${hash}/${encodeURIComponent(await captchaToken(app))}`,
  });
  return { statusCode: response.statusCode, body: response.json<unknown>() };
}

/** POST /api/order/verify with the code of the link. */
async function verify(app: FastifyInstance, code: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/order/verify',
    payload: { code, other: { recaptchaToken: await captchaToken(app) } },
  });
  return {
    statusCode: response.statusCode,
    body: response.json<{
      data: { order?: { id: number; statusCode: string }; verifiedAlready?: boolean; errors?: string[] };
    }>(),
  };
}

/** The code of the newest message to `recipient` (its /ordine/convalida/{codice} link). */
async function codeSentTo(app: FastifyInstance, recipient: string): Promise<{ text: string; code: string }> {
  const row = await app.database.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = decodeURIComponent(/\/ordine\/convalida\/([^\s/]+)/.exec(row.body_text)?.[1] ?? '');
  return { text: row.body_text, code };
}

describe.each(TEST_DIALECTS)('order verification routes on %s', (dialect) => {
  const { app } = useOrderTestApp(dialect, {
    change: (file) => {
      file.configuration.order_verify_data = 'email_sms';
      file.configuration.has_sms_to_spend = true;
      file.messaging = { new_order_email: 'ordini@lido.example', sms_credit: 1 };
    },
  });

  async function placeToVerify(
    email: string,
    verifyMethod: 'verify_with_email' | 'verify_with_sms' | null = null,
    back = 0,
  ) {
    const slot = await laterSlot(app(), 'pick_up', back);
    const payload = orderPayload(slot, {
      identity: { name: 'Anna', lastname: 'Neri', email, phone: '+39 333 765 4321' },
      verify_method: verifyMethod,
    });
    const response = await sendOrder(app(), await withCaptcha(app(), payload));
    expect(response.statusCode).toBe(200);
    return { slot, push: response.json<{ data: { push: ToVerify } }>().data.push };
  }

  it('holds a guest’s order unverified, e-mails the link, verifies it once, then reads "already verified"', async () => {
    const { push } = await placeToVerify('verify-me@example.it');
    expect([push.name, push.params.type]).toEqual(['OrderToVerify', 'email']);
    const { otid, hash } = push.params;
    expect(await pendingStatus(app(), otid, hash)).toEqual({
      statusCode: 200,
      body: {
        data: {
          status: 0,
          order: null,
          expiresAt: expect.any(String) as unknown,
          mail: { email: 'verify-me@example.it', resendsLeft: 3, resendAt: expect.any(String) as unknown },
        },
      },
    });
    // Nothing for the business yet: only the guest's verification e-mail.
    const mail = await codeSentTo(app(), 'verify-me@example.it');
    expect(mail.text).toContain('Conferma il mio ordine');
    expect(mail.text).toContain('entro 30 minuti');
    expect(mail.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const businessMails = () =>
      app()
        .database.db.selectFrom('outbox_messages')
        .select('id')
        .where('recipient', '=', 'ordini@lido.example')
        .execute();
    const businessBefore = (await businessMails()).length;

    const first = await verify(app(), mail.code);
    expect(first).toMatchObject({
      statusCode: 200,
      body: { data: { order: { statusCode: 'to_manage' }, verifiedAlready: false } },
    });
    // The waiting page of a verified order leads to its order page: the link opens the order (issue 31 item 8).
    const verified = await pendingStatus(app(), otid, hash);
    expect(verified).toEqual({
      statusCode: 200,
      body: {
        data: expect.objectContaining({
          status: 100,
          order: { oid: first.body.data.order?.id, hash: expect.any(String) as unknown },
        }) as unknown,
      },
    });
    const link = (verified.body as { data: { order: { oid: number; hash: string } } }).data.order;
    const detail = await app().inject({
      method: 'GET',
      url: `/api/order/detail/${link.oid}/${link.hash}/${encodeURIComponent(await captchaToken(app()))}`,
    });
    expect(detail.json<{ data: { statusCode: string } }>()).toMatchObject({
      data: { statusCode: 'to_manage' },
    });
    // Now the guest's confirmation and the business's new-order e-mail.
    expect((await codeSentTo(app(), 'verify-me@example.it')).text).toContain('ha ricevuto il tuo ordine');
    expect(await businessMails()).toHaveLength(businessBefore + 1);

    const again = await verify(app(), mail.code);
    expect(again).toMatchObject({
      statusCode: 200,
      body: { data: { order: { id: first.body.data.order?.id }, verifiedAlready: true } },
    });
    expect(await businessMails()).toHaveLength(businessBefore + 1);
  });

  it('sends the confirmation again to a corrected address, not twice a minute, and not once confirmed (issue 34 item 13)', async () => {
    const { push } = await placeToVerify('verify-me@exmaple.it', null, 5);
    const { otid, hash } = push.params;
    const resend = async (email: string | null) => {
      const response = await app().inject({
        method: 'POST',
        url: `/api/order-to-verify/${otid}/${hash}/resend`,
        payload: { email, other: { recaptchaToken: await captchaToken(app()) } },
      });
      return { statusCode: response.statusCode, body: response.json<unknown>() };
    };
    // The first mail has just gone: a minute must pass.
    expect(await resend(null)).toEqual({
      statusCode: 429,
      body: { data: { errors: ['TOO_MANY_REQUESTS'] } },
    });
    await app()
      .database.db.updateTable('verification_codes')
      .set({ sent_at: new Date(Date.now() - 120_000).toISOString() })
      .where('id', '=', otid)
      .execute();
    expect(await resend('verify-me@example.it')).toMatchObject({
      statusCode: 200,
      body: { data: { status: 0, mail: { email: 'verify-me@example.it', resendsLeft: 2 } } },
    });
    const mail = await codeSentTo(app(), 'verify-me@example.it');
    expect((await verify(app(), mail.code)).statusCode).toBe(200);
    expect(await resend('other@example.it')).toEqual({
      statusCode: 409,
      body: { data: { errors: ['ORDER_NOT_PENDING'] } },
    });
  });

  it('refuses an unknown code and a wrong pending-order hash', async () => {
    expect(await verify(app(), 'not-a-code')).toEqual({
      statusCode: 404,
      body: { data: { errors: ['WRONG_ORDER_VERIFICATION_CODE'] } },
    });
    const { push } = await placeToVerify('wrong-hash@example.it', null, 1);
    expect(await pendingStatus(app(), push.params.otid, 'x'.repeat(43))).toEqual({
      statusCode: 404,
      body: { data: { errors: ['NOT_FOUND'] } },
    });
    expect(await pendingStatus(app(), 999_999, push.params.hash)).toEqual({
      statusCode: 404,
      body: { data: { errors: ['NOT_FOUND'] } },
    });
  });

  it('refuses a code that ran out: the order expires and gives its slot back; the pending page reads 101', async () => {
    const { push, slot } = await placeToVerify('too-late@example.it', null, 2);
    const { code } = await codeSentTo(app(), 'too-late@example.it');
    const taken = async () =>
      (
        await app()
          .database.db.selectFrom('delivery_slots')
          .select('accepted')
          .where('date', '=', slot.day)
          .where('time', '=', slot.time)
          .executeTakeFirstOrThrow()
      ).accepted;
    expect(await taken()).toBe(1);
    // The guest comes back after the deadline.
    await app()
      .database.db.updateTable('verification_codes')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', push.params.otid)
      .execute();
    expect(await pendingStatus(app(), push.params.otid, push.params.hash)).toEqual({
      statusCode: 200,
      body: { data: expect.objectContaining({ status: 101, order: null }) as unknown },
    });
    expect(await verify(app(), code)).toEqual({
      statusCode: 404,
      body: { data: { errors: ['WRONG_ORDER_VERIFICATION_CODE'] } },
    });
    expect(await taken()).toBe(0);
    expect(await pendingStatus(app(), push.params.otid, push.params.hash)).toEqual({
      statusCode: 200,
      body: { data: expect.objectContaining({ status: 101, order: null }) as unknown },
    });
  });

  it('texts the link when the guest asks for SMS, takes the last SMS credit, then offers SMS no more', async () => {
    const { push } = await placeToVerify('by-sms@example.it', 'verify_with_sms', 3);
    expect(push.params.type).toBe('sms');
    const sms = await app()
      .database.db.selectFrom('outbox_messages')
      .selectAll()
      .where('channel', '=', 'sms')
      .executeTakeFirstOrThrow();
    expect(sms).toMatchObject({ recipient: '+393337654321', subject: null, body_html: null });
    expect(sms.body_text).toMatch(
      /^Lido Azzurro: conferma il tuo ordine [0-9A-Z]{10} entro 30 minuti: https:\/\/lido\.example\/ordine\/convalida\/[A-Za-z0-9_-]{43}$/,
    );

    const storefront = await app().storefronts.get(app().businessKey);
    expect(storefront.configuration.has_sms_to_spend).toBe(false);
    const slot = await laterSlot(app(), 'pick_up', 4);
    const payload = await guestOrder(app(), slot, { verify_method: 'verify_with_sms' });
    await expectOrderRefused(app(), 409, ['NO_SMS_CREDIT'], payload);
  });
});
