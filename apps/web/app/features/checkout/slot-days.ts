import type { DeliverySlotAnswer } from '@ordina/contracts';
import { clockZoned } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import type { SelectChoice } from './choice-fields.tsx';
import { slotDayLabel } from './slot-day-label.ts';

/** One day of the checkout's time choice: its date `YYYY-MM-DD`, its label and its free times. */
export interface SlotDay {
  readonly day: string;
  readonly label: string;
  readonly times: readonly SelectChoice[];
}

/**
 * The offered slots by day (issue 34 item 4), in time order: a day only when it has a free slot (a closed
 * day, or one whose slots are full, is not offered). Days are the slots' own `day`, the business's calendar
 * day (spec §3), not the browser's; today and tomorrow are counted on the business's clock at `now`.
 * Today's first slot is offered as "as soon as possible" (its value stays the slot).
 */
export function slotDays(
  offered: readonly DeliverySlotAnswer[],
  now: Date,
  timeZone: string,
  t: Translator,
): SlotDay[] {
  const today = clockZoned(now, timeZone).date;
  const byDay = new Map<string, SelectChoice[]>();
  for (const slot of offered) {
    const times = byDay.get(slot.day) ?? [];
    const asap = slot.day === today && times.length === 0;
    times.push({ value: slot.date, label: asap ? t('checkout.asap', { time: slot.time }) : slot.time });
    byDay.set(slot.day, times);
  }
  return [...byDay].map(([day, times]) => ({ day, label: slotDayLabel(day, today, t), times }));
}
