import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { StaffOrder } from '@ordina/contracts';
import { AlertTracker, ringing, type BoardAlerts } from './board-alerts.ts';
import { BoardLiveStore, type BoardLiveDeps, type BoardLiveState } from './board-live-store.ts';
import { Shift, type ShiftEnvironment, type ShiftState } from './shift.ts';

/** How often the ring repeats while something is unacknowledged (ms). */
export const RING_EVERY_MS = 5_000;
/** How often the countdowns move (ms). */
const CLOCK_TICK_MS = 15_000;

export interface BoardEnvironment {
  live: BoardLiveDeps;
  shift: ShiftEnvironment;
  /** A system notification while the board is hidden (permission granted); null where there is none. */
  notify: ((title: string) => void) | null;
}

export interface Board {
  live: BoardLiveState;
  shift: ShiftState;
  alerts: BoardAlerts;
  now: Date;
  startShift: () => void;
  acknowledge: () => void;
  /** After this board's own action: the order as it answered, and the action does not ring here. */
  acted: (order: StaffOrder) => void;
  ownAction: (orderId: number) => void;
}

/** The board's state: the live orders, the shift (sound, wake lock), what rings and the clock of the countdowns. */
export function useBoard(environment: BoardEnvironment, newOrderTitle: (order: StaffOrder) => string): Board {
  const store = useMemo(() => new BoardLiveStore(environment.live), [environment]);
  const shift = useMemo(() => new Shift(environment.shift), [environment]);
  const tracker = useRef(new AlertTracker());
  const live = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const shiftState = useSyncExternalStore(shift.subscribe, shift.getState, shift.getState);
  const [alerts, setAlerts] = useState<BoardAlerts>({ newOrders: [], troubles: [] });
  const [now, setNow] = useState(() => new Date(environment.live.now()));

  useEffect(() => {
    store.start();
    return () => {
      store.stop();
      shift.stop();
    };
  }, [store, shift]);

  useEffect(() => {
    const event = live.lastEvent;
    if (event?.kind === 'payment_failed') {
      const order = live.orders.find((o) => o.id === event.orderId);
      if (order !== undefined) tracker.current.paymentFailed(order);
    }
    const before = alerts.newOrders;
    const next = tracker.current.update(live.orders);
    setAlerts(next);
    // A new order while the board is hidden: a system notification too (the sound may be muted by the OS).
    if (environment.notify !== null && !environment.live.visibility.visible()) {
      for (const id of next.newOrders) {
        const order = live.orders.find((o) => o.id === id);
        if (!before.includes(id) && order !== undefined) environment.notify(newOrderTitle(order));
      }
    }
    // Only the live state moves the alerts; the previous alerts are read, not depended on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live.orders, live.lastEvent]);

  const isRinging = ringing(alerts);
  useEffect(() => {
    if (!isRinging) return;
    shift.ring();
    const timer = setInterval(() => shift.ring(), RING_EVERY_MS);
    return () => clearInterval(timer);
  }, [isRinging, shift, shiftState.sound]);

  useEffect(() => {
    const tick = () => setNow(new Date(environment.live.now() + store.getState().clockOffsetMs));
    tick();
    const timer = setInterval(tick, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [environment, store, live.clockOffsetMs]);

  return {
    live,
    shift: shiftState,
    alerts,
    now,
    startShift: () => void shift.start(),
    acknowledge: () => setAlerts(tracker.current.acknowledge(store.getState().orders)),
    acted: (order) => store.apply(order),
    ownAction: (orderId) => tracker.current.ownAction(orderId),
  };
}
