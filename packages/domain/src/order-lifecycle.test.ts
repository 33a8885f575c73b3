import { ORDER_STATUS_CODES } from '@ordina/contracts';
import { describe, expect, it } from 'vitest';
import {
  ORDER_LIFECYCLE_STATUSES,
  orderInitialStatus,
  orderStatusIsFinal,
  orderStatusIsReceived,
  orderStatusIsVisible,
  orderTransitionAllowed,
  orderTransitionReleasesHolds,
  orderTransitions,
  PENDING_ORDER_STATUS,
} from './order-lifecycle.ts';
import { pendingOrderVerifiable } from './order-verification.ts';

// docs/decisions/007-order-statuses.md: the transitions the spec leaves open.
describe('order lifecycle', () => {
  it('knows the spec’s six statuses plus unverified and expired', () => {
    expect(ORDER_LIFECYCLE_STATUSES).toEqual([...ORDER_STATUS_CODES, 'unverified', 'expired']);
  });

  it('allows exactly the moves of decision 007', () => {
    const table = Object.fromEntries(
      ORDER_LIFECYCLE_STATUSES.map((status) => [status, [...orderTransitions(status)]]),
    );
    expect(table).toEqual({
      unverified: ['to_manage', 'expired'],
      waiting_payment: ['to_manage', 'canceled'],
      to_manage: ['confirmed', 'canceled'],
      confirmed: ['ready_delivery', 'delivered', 'canceled'],
      ready_delivery: ['delivered', 'canceled'],
      delivered: [],
      canceled: [],
      expired: [],
    });
  });

  it('never moves back, never reopens an ended order, never skips verification or confirmation', () => {
    expect(orderTransitionAllowed('confirmed', 'to_manage')).toBe(false);
    expect(orderTransitionAllowed('delivered', 'canceled')).toBe(false);
    expect(orderTransitionAllowed('canceled', 'to_manage')).toBe(false);
    expect(orderTransitionAllowed('expired', 'to_manage')).toBe(false);
    expect(orderTransitionAllowed('unverified', 'confirmed')).toBe(false);
    expect(orderTransitionAllowed('unverified', 'canceled')).toBe(false);
    expect(orderTransitionAllowed('to_manage', 'delivered')).toBe(false);
    expect(orderTransitionAllowed('to_manage', 'confirmed')).toBe(true);
  });

  it('ends with delivered, canceled and expired', () => {
    expect(ORDER_LIFECYCLE_STATUSES.filter(orderStatusIsFinal)).toEqual(['delivered', 'canceled', 'expired']);
  });

  it('gives back slot places and coupon uses only when an order ends unfulfilled', () => {
    expect(orderTransitionReleasesHolds('to_manage', 'canceled')).toBe(true);
    expect(orderTransitionReleasesHolds('ready_delivery', 'canceled')).toBe(true);
    expect(orderTransitionReleasesHolds('waiting_payment', 'canceled')).toBe(true);
    expect(orderTransitionReleasesHolds('unverified', 'expired')).toBe(true);
    expect(orderTransitionReleasesHolds('confirmed', 'delivered')).toBe(false);
    expect(orderTransitionReleasesHolds('unverified', 'to_manage')).toBe(false);
    // Not an allowed move, so nothing to give back.
    expect(orderTransitionReleasesHolds('delivered', 'canceled')).toBe(false);
  });

  it('shows customers and the API no unverified or expired order', () => {
    expect(ORDER_LIFECYCLE_STATUSES.filter(orderStatusIsVisible)).toEqual([...ORDER_STATUS_CODES]);
  });

  it('counts an order as received by the business from to_manage to delivered', () => {
    expect(ORDER_LIFECYCLE_STATUSES.filter(orderStatusIsReceived)).toEqual([
      'to_manage',
      'confirmed',
      'ready_delivery',
      'delivered',
    ]);
  });

  it('starts an order waiting for its online payment, for the guest’s code, or straight to the business', () => {
    expect(orderInitialStatus({ paymentOnline: true, verification: false })).toBe('waiting_payment');
    expect(orderInitialStatus({ paymentOnline: false, verification: true })).toBe('unverified');
    expect(orderInitialStatus({ paymentOnline: false, verification: false })).toBe('to_manage');
  });

  it('numbers pending orders so that verified and expired ones are not verifiable (≥ 100)', () => {
    expect(PENDING_ORDER_STATUS).toEqual({ waiting: 0, verified: 100, expired: 101 });
    expect(pendingOrderVerifiable(PENDING_ORDER_STATUS.waiting)).toBe(true);
    expect(pendingOrderVerifiable(PENDING_ORDER_STATUS.verified)).toBe(false);
    expect(pendingOrderVerifiable(PENDING_ORDER_STATUS.expired)).toBe(false);
  });
});
