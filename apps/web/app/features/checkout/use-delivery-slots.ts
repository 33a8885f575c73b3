import { useEffect, useState } from 'react';
import type { DeliveryMethodCode, DeliverySlotAnswer } from '@ordina/contracts';
import { REFRESH_INTERVAL_MS, deliverySlotsOffered } from '@ordina/domain';
import { fetchTimetable } from './api/timetable.ts';

/** The slots of a delivery method: null while the first answer is awaited (or no method is chosen). */
export interface DeliverySlots {
  readonly offered: readonly DeliverySlotAnswer[] | null;
  /** The last poll failed: the list shown is the previous one (or none). */
  readonly failed: boolean;
}

/**
 * The delivery-time slots for `method` (spec §4): requested when the method
 * is chosen and polled every 60 s while it stays chosen; only slots with
 * room (accepted < max) are offered.
 */
export function useDeliverySlots(method: DeliveryMethodCode | null): DeliverySlots {
  const [state, setState] = useState<{ method: DeliveryMethodCode | null; slots: DeliverySlots }>({
    method,
    slots: { offered: null, failed: false },
  });

  useEffect(() => {
    if (method === null) return;
    let active = true;
    let controller: AbortController | null = null;
    const poll = async () => {
      controller?.abort();
      controller = new AbortController();
      const answer = await fetchTimetable(method, controller.signal);
      if (!active) return;
      setState((previous) => {
        const kept = previous.method === method ? previous.slots.offered : null;
        return {
          method,
          slots: answer.ok ? { offered: deliverySlotsOffered(answer.data.list), failed: false } : { offered: kept, failed: true },
        };
      });
    };
    void poll();
    const timer = setInterval(() => void poll(), REFRESH_INTERVAL_MS);
    return () => {
      active = false;
      clearInterval(timer);
      controller?.abort();
    };
  }, [method]);

  // Another method's list never shows while the new one loads.
  return state.method === method && method !== null ? state.slots : { offered: null, failed: false };
}
