import { ACCEPT_READY_PRESETS } from '@ordina/contracts';
import { describe, expect, it } from 'vitest';
import {
  acceptPresetsAvailable,
  acceptReadyTime,
  delayedReadyTime,
  manualDiscountOutcome,
  orderTotalBeforeManualDiscount,
  STAFF_ACTIONS,
  staffActionAllowed,
  staffActionsFor,
  staffActionTarget,
} from './order-actions.ts';
import { ORDER_LIFECYCLE_STATUSES, orderTransitionAllowed } from './order-lifecycle.ts';

// docs/decisions/044: the staff actions on top of the lifecycle of decision 007.
describe('staff actions', () => {
  it('allows each action exactly in the statuses of decision 044', () => {
    const table = Object.fromEntries(
      ORDER_LIFECYCLE_STATUSES.map((status) => [status, staffActionsFor(status)]),
    );
    expect(table).toEqual({
      to_manage: ['accept', 'reject', 'discount'],
      confirmed: ['ready', 'delivered', 'cancel', 'delay', 'discount'],
      ready_delivery: ['delivered', 'cancel', 'discount'],
      delivered: [],
      canceled: [],
      waiting_payment: [],
      unverified: [],
      expired: [],
    });
  });

  it('moves an order only along a transition the lifecycle allows', () => {
    for (const action of STAFF_ACTIONS)
      for (const status of ORDER_LIFECYCLE_STATUSES) {
        if (!staffActionAllowed(action, status)) continue;
        const to = staffActionTarget(action, status);
        if (to !== status) expect(orderTransitionAllowed(status, to), `${action} from ${status}`).toBe(true);
      }
  });

  it('takes each action to its status', () => {
    expect(staffActionTarget('accept', 'to_manage')).toBe('confirmed');
    expect(staffActionTarget('reject', 'to_manage')).toBe('canceled');
    expect(staffActionTarget('ready', 'confirmed')).toBe('ready_delivery');
    expect(staffActionTarget('delivered', 'ready_delivery')).toBe('delivered');
    expect(staffActionTarget('cancel', 'confirmed')).toBe('canceled');
    expect(staffActionTarget('delay', 'confirmed')).toBe('confirmed');
    expect(staffActionTarget('discount', 'ready_delivery')).toBe('ready_delivery');
  });
});

describe('accept ready time', () => {
  const now = new Date('2026-12-05T19:00:20Z');

  it('promises a preset from now, rounded up to the minute', () => {
    const slotStartsAt = new Date('2026-12-05T19:15:00Z');
    expect(acceptReadyTime({ now, slotStartsAt, choice: { readyIn: 30 } })).toEqual({
      ok: true,
      promisedAt: new Date('2026-12-05T19:31:00Z'),
    });
  });

  it('refuses a preset that would be ready before the requested slot', () => {
    const slotStartsAt = new Date('2026-12-05T19:45:00Z');
    expect(acceptReadyTime({ now, slotStartsAt, choice: { readyIn: 30 } })).toEqual({
      ok: false,
      reason: 'before_slot',
    });
    expect(acceptPresetsAvailable(now, slotStartsAt, ACCEPT_READY_PRESETS)).toEqual([45, 60]);
  });

  it('promises the slot itself, or now once the slot has begun', () => {
    const later = new Date('2026-12-05T20:30:00Z');
    expect(acceptReadyTime({ now, slotStartsAt: later, choice: { readyAtSlot: true } })).toEqual({
      ok: true,
      promisedAt: later,
    });
    const past = new Date('2026-12-05T18:30:00Z');
    expect(acceptReadyTime({ now, slotStartsAt: past, choice: { readyAtSlot: true } })).toEqual({
      ok: true,
      promisedAt: new Date('2026-12-05T19:01:00Z'),
    });
  });

  it('puts busy mode’s minutes on top of a preset and of a slot that comes sooner than them', () => {
    const slotStartsAt = new Date('2026-12-05T19:15:00Z');
    expect(acceptReadyTime({ now, slotStartsAt, choice: { readyIn: 30 }, busyMinutes: 15 })).toEqual({
      ok: true,
      promisedAt: new Date('2026-12-05T19:46:00Z'),
    });
    expect(acceptReadyTime({ now, slotStartsAt, choice: { readyAtSlot: true }, busyMinutes: 30 })).toEqual({
      ok: true,
      promisedAt: new Date('2026-12-05T19:31:00Z'),
    });
    const far = new Date('2026-12-05T20:30:00Z');
    expect(
      acceptReadyTime({ now, slotStartsAt: far, choice: { readyAtSlot: true }, busyMinutes: 30 }),
    ).toEqual({ ok: true, promisedAt: far });
    // A slot at 19:45: without busy mode 30 min is too early; with +15 it is not.
    expect(acceptPresetsAvailable(now, new Date('2026-12-05T19:45:00Z'), ACCEPT_READY_PRESETS, 15)).toEqual([
      30, 45, 60,
    ]);
  });

  it('delays the promise by whole minutes, never forward', () => {
    const promised = new Date('2026-12-05T19:30:00Z');
    expect(delayedReadyTime(promised, 15)).toEqual(new Date('2026-12-05T19:45:00Z'));
    expect(delayedReadyTime(promised, -10)).toEqual(promised);
  });
});

describe('manual discount', () => {
  const order = { amount: 2_000, amountDelivery: 300, amountDiscount: 200 };

  it('counts on the total before it', () => {
    expect(orderTotalBeforeManualDiscount(order)).toBe(2_100);
  });

  it('takes euros in cents up to the total', () => {
    expect(
      manualDiscountOutcome({
        order,
        mode: 'euro',
        value: 500,
        currentAmountFinal: 2_100,
        paidOnline: false,
      }),
    ).toEqual({
      ok: true,
      manualDiscount: 500,
      amountManualDiscount: 500,
      amountFinal: 1_600,
      refund: 0,
    });
    expect(
      manualDiscountOutcome({
        order,
        mode: 'euro',
        value: 2_101,
        currentAmountFinal: 2_100,
        paidOnline: false,
      }),
    ).toEqual({ ok: false, reason: 'exceeds_total' });
  });

  it('takes a percentage rounded half up to the cent', () => {
    // 2 100 × 15 % = 315; 2 150 × 5 % = 107.5 → 108
    expect(
      manualDiscountOutcome({
        order,
        mode: 'percent',
        value: 15,
        currentAmountFinal: 2_100,
        paidOnline: false,
      }),
    ).toMatchObject({ amountManualDiscount: 315, amountFinal: 1_785 });
    const odd = { amount: 2_150, amountDelivery: 0, amountDiscount: 0 };
    expect(
      manualDiscountOutcome({
        order: odd,
        mode: 'percent',
        value: 5,
        currentAmountFinal: 2_150,
        paidOnline: false,
      }),
    ).toMatchObject({ amountManualDiscount: 108 });
    expect(
      manualDiscountOutcome({
        order,
        mode: 'percent',
        value: 101,
        currentAmountFinal: 2_100,
        paidOnline: false,
      }),
    ).toEqual({ ok: false, reason: 'exceeds_total' });
  });

  it('replaces an earlier discount; on a paid order refunds the difference and never raises the total', () => {
    expect(
      manualDiscountOutcome({ order, mode: 'euro', value: 800, currentAmountFinal: 1_600, paidOnline: true }),
    ).toMatchObject({ ok: true, amountFinal: 1_300, refund: 300 });
    expect(
      manualDiscountOutcome({ order, mode: 'euro', value: 200, currentAmountFinal: 1_600, paidOnline: true }),
    ).toEqual({ ok: false, reason: 'raises_paid_total' });
    expect(
      manualDiscountOutcome({
        order,
        mode: 'euro',
        value: 200,
        currentAmountFinal: 1_600,
        paidOnline: false,
      }),
    ).toMatchObject({ ok: true, amountFinal: 1_900, refund: 0 });
  });

  it('never takes from the tip (docs/decisions/067): 10 % of 21,00 off, the 2,00 tip kept on top', () => {
    const tipped = { ...order, amountTip: 200 };
    expect(orderTotalBeforeManualDiscount(tipped)).toBe(2_100);
    expect(
      manualDiscountOutcome({
        order: tipped,
        mode: 'percent',
        value: 10,
        currentAmountFinal: 2_300,
        paidOnline: true,
      }),
    ).toMatchObject({ ok: true, amountManualDiscount: 210, amountFinal: 2_090, refund: 210 });
    expect(
      manualDiscountOutcome({
        order: tipped,
        mode: 'euro',
        value: 2_101,
        currentAmountFinal: 2_300,
        paidOnline: false,
      }),
    ).toEqual({ ok: false, reason: 'exceeds_total' });
  });
});
