import type { StaffOrder } from '@ordina/contracts';

/*
 * What rings (issue 33): a new order to confirm, and an order the board
 * showed that was then cancelled or whose payment failed — until someone
 * taps "Seen". An order this board acted on itself does not ring.
 */

export interface BoardAlerts {
  /** Orders to confirm nobody has acknowledged. */
  newOrders: number[];
  /** Orders the board showed that ended or failed without this board doing it. */
  troubles: { orderId: number; code: string; kind: 'canceled' | 'payment_failed' }[];
}

const OPEN_STATUSES = new Set(['to_manage', 'confirmed', 'ready_delivery']);

export class AlertTracker {
  readonly #acknowledged = new Set<number>();
  readonly #ownActions = new Set<number>();
  #known = new Map<number, StaffOrder['status']>();
  #troubles: BoardAlerts['troubles'] = [];

  /** Notes this board's own action on an order: its outcome does not ring here. */
  ownAction(orderId: number): void {
    this.#ownActions.add(orderId);
  }

  /** A payment failed for an order the board shows. */
  paymentFailed(order: StaffOrder): void {
    if (this.#known.has(order.id))
      this.#troubles = [...this.#troubles, { orderId: order.id, code: order.code, kind: 'payment_failed' }];
  }

  /** Reads the board's orders now; returns what rings. */
  update(orders: readonly StaffOrder[]): BoardAlerts {
    const known = new Map<number, StaffOrder['status']>();
    for (const order of orders) {
      const before = this.#known.get(order.id);
      if (
        before !== undefined &&
        OPEN_STATUSES.has(before) &&
        order.status === 'canceled' &&
        !this.#ownActions.has(order.id)
      )
        this.#troubles = [...this.#troubles, { orderId: order.id, code: order.code, kind: 'canceled' }];
      if (order.status !== 'waiting_payment') known.set(order.id, order.status);
    }
    this.#known = known;
    return this.current(orders);
  }

  current(orders: readonly StaffOrder[]): BoardAlerts {
    return {
      newOrders: orders
        .filter((o) => o.status === 'to_manage' && !this.#acknowledged.has(o.id))
        .map((o) => o.id),
      troubles: this.#troubles,
    };
  }

  /** "Seen": everything ringing now stops. */
  acknowledge(orders: readonly StaffOrder[]): BoardAlerts {
    for (const order of orders) if (order.status === 'to_manage') this.#acknowledged.add(order.id);
    this.#troubles = [];
    return this.current(orders);
  }
}

/** Whether anything rings. */
export function ringing(alerts: BoardAlerts): boolean {
  return alerts.newOrders.length > 0 || alerts.troubles.length > 0;
}
