import { useEffect, useMemo, useState } from 'react';
import type { DeliveryMethodCode } from '@ordina/contracts';
import { deliverySlotLabel } from '@ordina/domain';
import type { AppForm } from '../../lib/form/index.ts';
import type { CheckoutValues } from './checkout-values.ts';
import { slotDays } from './slot-days.ts';
import { useDeliverySlots } from './use-delivery-slots.ts';

/**
 * The chosen method's slots, polled every 60 s (spec §4), by day for the time choice (issue 34 item 4);
 * a chosen slot that is gone (full, past) is cleared, and `lost` says so until another is chosen.
 * `chosenLabel` is the order's time label as before: the time today, a calendar label otherwise.
 */
export function useCheckoutSlots(
  form: AppForm<CheckoutValues>,
  method: DeliveryMethodCode | null,
  chosen: string,
  now: Date,
  timeZone: string,
) {
  const slots = useDeliverySlots(method);
  const { t } = form;
  const days = useMemo(
    () => (slots.offered === null ? null : slotDays(slots.offered, now, timeZone, t)),
    [slots.offered, now, timeZone, t],
  );
  const chosenSlot = slots.offered?.find((slot) => slot.date === chosen);
  const chosenLabel = chosenSlot ? deliverySlotLabel(chosenSlot, now, t.locale, timeZone) : null;

  const gone = slots.offered !== null && chosen !== '' && chosenSlot === undefined;
  // State adjusted while rendering (not in an effect: no extra commit): the notice shows from the poll that
  // took the slot away until another is chosen.
  const [lost, setLost] = useState(false);
  if (gone && !lost) setLost(true);
  if (lost && chosen !== '' && !gone) setLost(false);
  const { setValue } = form;
  useEffect(() => {
    if (gone) setValue('slot', '');
  }, [gone, setValue]);
  return { slots, days, chosenLabel, lost };
}
