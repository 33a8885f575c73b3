import type { DeliveryMethodCode } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import type { AppForm } from '../../../lib/form/index.ts';
import { useStorefront } from '../../../lib/storefront-context.tsx';
import type { CheckoutValues } from '../checkout-values.ts';
import { FormSelect } from '../choice-fields.tsx';
import { deliveryDelayNotice } from '../delivery-delay-notice.ts';
import type { DeliverySlots } from '../use-delivery-slots.ts';

/**
 * The delivery time (spec §4): the chosen method's slots with room ('Loading…' until the first answer, a
 * hint when there are none), and for home delivery the business's delay notice.
 */
export function TimeStep({
  form,
  method,
  slots,
  choices,
  t,
}: {
  form: AppForm<CheckoutValues>;
  method: DeliveryMethodCode;
  slots: DeliverySlots;
  choices: readonly { value: string; label: string }[];
  t: Translator;
}) {
  const delayNotice = deliveryDelayNotice(useStorefront().configuration, t.locale);
  return (
    <div className="space-y-2">
      <FormSelect
        form={form}
        name="slot"
        label={t('field.delivery_time')}
        placeholder={slots.offered === null ? t('common.loading') : t('checkout.choose_time')}
        choices={choices}
        hint={slots.offered !== null && slots.offered.length === 0 ? t('checkout.no_time_slots') : undefined}
      />
      {method === 'home_delivery' && delayNotice !== '' ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{delayNotice}</p>
      ) : null}
    </div>
  );
}
