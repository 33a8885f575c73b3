import { describe, expect, it } from 'vitest';
import { importBusinessFile } from '../import/import-business-file.ts';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
import { amici5, benvenuto, newTestOrder } from '../test/new-order-fixture.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { findResendState, resendOrderCode } from './order-code-resend.ts';
import type { OrderForMessages } from './order-messages.ts';
import { verifyOrder } from './order-verification.ts';
import { countCouponUses } from './coupon-uses.ts';
import { pendingHolders } from './pending-holds.ts';
import { placeOrder, type NewOrder, type PlacedOrder } from './place-order.ts';

// Placed at 17:00 UTC on 1 December 2026, the code expiring 30 minutes later; resends once a minute, three times.
const placedAt = new Date('2026-12-01T17:00:00.000Z');
const at = (seconds: number) => new Date(placedAt.getTime() + seconds * 1000);
const limits = { intervalMs: 60_000, maxResends: 3 };
// One pending order per e-mail or phone: the corrected address is held to it too.
const pendingLimits = { perCustomer: 1, perClient: 100 };

describe.each(TEST_DIALECTS)('resending an order confirmation e-mail on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let keys = 0;
  // The codes each resend mailed, and to whom.
  const sent: { to: string; code: string }[] = [];

  async function placeUnverified(
    over: { businessId?: number; email?: string; phoneE164?: string; coupon?: NewOrder['coupon'] } = {},
  ): Promise<{ businessId: number; order: PlacedOrder; code: string }> {
    const file = fixtureBusinessFile();
    file.business = { key: `resend-${(keys += 1)}`, name: 'Resend' };
    const businessId = over.businessId ?? (await importBusinessFile(database().db, file)).businessId;
    const base = newTestOrder(businessId);
    const customer = {
      ...base.customer,
      email: over.email ?? base.customer.email,
      phoneE164: over.phoneE164 ?? base.customer.phoneE164,
    };
    let code = '';
    const result = await placeOrder(database().db, {
      ...base,
      customer,
      coupon: over.coupon ?? null,
      pendingHolds: { holders: pendingHolders(customer, null, pendingLimits), slotPendingMax: 100 },
      status: 'unverified',
      verification: { method: 'verify_with_email', expiresAt: at(30 * 60) },
      messages: (secrets) => {
        code = secrets.pending?.verificationCode ?? '';
        return [];
      },
    });
    if (!result.ok) throw new Error(result.reason);
    return { businessId, order: result.order, code };
  }

  const message = (order: OrderForMessages, code: string) => {
    sent.push({ to: order.customer.email, code });
    return {
      channel: 'email' as const,
      recipient: order.customer.email,
      subject: 's',
      bodyText: code,
      bodyHtml: null,
    };
  };

  function resend(businessId: number, order: PlacedOrder, seconds: number, email: string | null = null) {
    const { id, hash } = order.pending!;
    return resendOrderCode(database().db, businessId, {
      pendingId: id,
      hash,
      email,
      now: at(seconds),
      limits,
      pendingLimits,
      message,
    });
  }

  it('sends again once a minute at most, three times, each with a new code that replaces the last', async () => {
    const { db } = database();
    const { businessId, order, code: first } = await placeUnverified();
    expect(await resend(businessId, order, 30)).toEqual({
      status: 'too_soon',
      retryAt: at(60).toISOString(),
    });
    expect(await resend(businessId, order, 60)).toMatchObject({
      status: 'sent',
      messageIds: [expect.any(Number)],
    });
    const second = sent.at(-1)!.code;
    expect(await resend(businessId, order, 90)).toEqual({
      status: 'too_soon',
      retryAt: at(120).toISOString(),
    });
    expect((await resend(businessId, order, 120)).status).toBe('sent');
    expect((await resend(businessId, order, 180)).status).toBe('sent');
    expect(await resend(businessId, order, 600)).toEqual({ status: 'limit' });
    expect(await findResendState(db, businessId, order.pending!.id, limits)).toEqual({
      email: 'anna.rossi@example.com',
      resendsLeft: 0,
      resendAt: at(240).toISOString(),
    });
    // The first mail's and the second's links no longer confirm; the last one does.
    expect((await verifyOrder(db, businessId, first, at(700))).status).toBe('not_found');
    expect((await verifyOrder(db, businessId, second, at(700))).status).toBe('not_found');
    expect((await verifyOrder(db, businessId, sent.at(-1)!.code, at(700))).status).toBe('verified');
  });

  it('two resends at once send one mail', async () => {
    const { businessId, order } = await placeUnverified();
    const results = await Promise.all([resend(businessId, order, 61), resend(businessId, order, 61)]);
    expect(results.map((r) => r.status).sort()).toEqual(['sent', 'too_soon']);
  });

  it('corrects a mistyped address and mails the new one; refused once confirmed or expired', async () => {
    const { db } = database();
    const { businessId, order } = await placeUnverified();
    expect((await resend(businessId, order, 61, 'Giulia@Example.com')).status).toBe('sent');
    expect(sent.at(-1)!.to).toBe('giulia@example.com');
    expect((await findResendState(db, businessId, order.pending!.id, limits))?.email).toBe(
      'giulia@example.com',
    );
    // Expired: nothing is sent and the address stays.
    expect(await resend(businessId, order, 31 * 60, 'other@example.com')).toEqual({ status: 'not_pending' });
    expect((await verifyOrder(db, businessId, sent.at(-1)!.code, at(200))).status).toBe('verified');
    expect(await resend(businessId, order, 300, 'other@example.com')).toEqual({ status: 'not_pending' });
    expect((await findResendState(db, businessId, order.pending!.id, limits))?.email).toBe(
      'giulia@example.com',
    );
  });

  it('a wrong link hash reads like no pending order', async () => {
    const { businessId, order } = await placeUnverified();
    const result = await resendOrderCode(database().db, businessId, {
      pendingId: order.pending!.id,
      hash: 'wrong',
      email: null,
      now: at(61),
      limits,
      pendingLimits,
      message,
    });
    expect(result).toEqual({ status: 'not_found' });
  });

  it("moves the pending count to the corrected address: refused where that address has its pending order, and the old address's freed", async () => {
    const { db } = database();
    const { businessId, order } = await placeUnverified({ phoneE164: '+393330000001' });
    await placeUnverified({ businessId, email: 'giulia@example.com', phoneE164: '+393330000002' });
    expect(await resend(businessId, order, 61, 'Giulia@Example.com')).toEqual({ status: 'too_many_pending' });
    expect((await findResendState(db, businessId, order.pending!.id, limits))?.email).toBe(
      'anna.rossi@example.com',
    );

    expect((await resend(businessId, order, 61, 'marco@example.com')).status).toBe('sent');
    // Anna's address holds nothing any more: her own new order is taken; Marco's is now at its limit.
    const again = await placeUnverified({ businessId, phoneE164: '+393330000003' });
    expect(again.order.pending).not.toBeNull();
    await expect(
      placeUnverified({ businessId, email: 'marco@example.com', phoneE164: '+393330000004' }),
    ).rejects.toThrow('too_many_pending');
  });

  it("moves the coupon's per-customer use, and refuses a first-order coupon for an address that has ordered before", async () => {
    const { db } = database();
    const { businessId, order } = await placeUnverified({ phoneE164: '+393330000011', coupon: amici5 });
    expect((await resend(businessId, order, 61, 'luca@example.com')).status).toBe('sent');
    expect(await countCouponUses(db, businessId, 2, 'email:anna.rossi@example.com')).toBe(0);
    expect(await countCouponUses(db, businessId, 2, 'email:luca@example.com')).toBe(1);

    // Sara ordered before: the welcome coupon is not hers to take by correcting a mistyped address.
    const sara = await placeOrder(db, {
      ...newTestOrder(businessId),
      customer: {
        ...newTestOrder(businessId).customer,
        email: 'sara@example.com',
        phoneE164: '+393330000012',
      },
    });
    expect(sara.ok).toBe(true);
    const typo = await placeUnverified({
      businessId,
      email: 'sara@exmaple.com',
      phoneE164: '+393330000013',
      coupon: benvenuto,
    });
    expect(await resend(businessId, typo.order, 61, 'sara@example.com')).toEqual({
      status: 'coupon_exhausted',
    });
    expect(await countCouponUses(db, businessId, 3, 'email:sara@exmaple.com')).toBe(1);
    expect(await countCouponUses(db, businessId, 3, 'email:sara@example.com')).toBe(0);
  });
});
