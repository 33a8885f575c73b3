import type { DeliveryMethodCode, DeliverySlotAnswer } from '@ordina/contracts';
import { REFRESH_INTERVAL_MS, deliverySlotsOffered } from '@ordina/domain';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
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
  // Another method's list never shows while the new one loads.
  const slots = useApiQuery<DeliverySlots>(method, async ({ signal, show, sleep }) => {
    if (method === null) return;
    let kept: DeliverySlots['offered'] = null;
    for (;;) {
      const answer = await fetchTimetable(method, signal);
      kept = answer.ok ? deliverySlotsOffered(answer.data.list) : kept;
      show({ offered: kept, failed: !answer.ok });
      await sleep(REFRESH_INTERVAL_MS);
    }
  });
  return slots.value ?? { offered: null, failed: false };
}
