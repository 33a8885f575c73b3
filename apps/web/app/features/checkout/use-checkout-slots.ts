import { useEffect, useMemo } from 'react';
import type { DeliveryMethodCode } from '@ordina/contracts';
import { deliverySlotLabel } from '@ordina/domain';
import type { AppForm } from '../../lib/form/index.ts';
import type { CheckoutValues } from './checkout-values.ts';
import { useDeliverySlots } from './use-delivery-slots.ts';

/**
 * The chosen method's slots, polled every 60 s (spec §4), as the time field's choices labelled for `now`;
 * a chosen slot that is gone (full, past) is cleared.
 */
export function useCheckoutSlots(
  form: AppForm<CheckoutValues>,
  method: DeliveryMethodCode | null,
  chosen: string,
  now: Date,
  timeZone: string,
) {
  const slots = useDeliverySlots(method);
  const { locale } = form.t;
  const choices = useMemo(
    () =>
      (slots.offered ?? []).map((slot) => ({
        value: slot.date,
        label: deliverySlotLabel(slot, now, locale, timeZone),
      })),
    [slots.offered, now, locale, timeZone],
  );
  const { setValue } = form;
  useEffect(() => {
    if (slots.offered && chosen !== '' && !slots.offered.some((slot) => slot.date === chosen))
      setValue('slot', '');
  }, [slots.offered, chosen, setValue]);
  return { slots, choices, chosenLabel: choices.find((choice) => choice.value === chosen)?.label ?? null };
}
