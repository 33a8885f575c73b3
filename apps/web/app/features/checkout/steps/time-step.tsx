import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { DeliveryMethodCode } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { deliveryTimeLabel } from '@ordina/i18n';
import { controlClass } from '../../../lib/form-field.tsx';
import type { AppForm } from '../../../lib/form/index.ts';
import { useStorefront } from '../../../lib/storefront-context.tsx';
import type { CheckoutValues } from '../checkout-values.ts';
import { FormSelect } from '../choice-fields.tsx';
import { deliveryDelayNotice } from '../delivery-delay-notice.ts';
import type { SlotDay } from '../slot-days.ts';

/**
 * The order's time (spec §4, issue 34 item 4): a day (only days with a free slot), then a time of that day,
 * so at most one day's times are offered at once. The form holds only the slot: the day shown is the chosen
 * slot's (a restored draft reopens on it), else the one the customer picked, else the first. `days` is null
 * until the first answer ('Loading…'); `lost` says that the chosen slot went on a poll. Home delivery also
 * shows the business's delay notice.
 */
export function TimeStep({
  form,
  method,
  days,
  lost,
  t,
}: {
  form: AppForm<CheckoutValues>;
  method: DeliveryMethodCode;
  days: readonly SlotDay[] | null;
  lost: boolean;
  t: Translator;
}) {
  const delayNotice = deliveryDelayNotice(useStorefront().configuration, t.locale);
  const dayId = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = useWatch({ control: form.control, name: 'slot' });
  const offered = days ?? [];
  const shown =
    offered.find((day) => day.times.some((time) => time.value === chosen)) ??
    offered.find((day) => day.day === picked) ??
    offered[0];

  function pickDay(day: string) {
    setPicked(day);
    // A slot of another day would be submitted unseen: the time is chosen again.
    if (chosen !== '' && !offered.find((d) => d.day === day)?.times.some((time) => time.value === chosen))
      form.setValue('slot', '', { shouldValidate: form.formState.isSubmitted });
  }

  const placeholder = days === null ? t('common.loading') : t('checkout.choose_time');
  return (
    <div className="space-y-2">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={dayId} className="block text-sm font-medium text-stone-800">
            {t('checkout.day')}
          </label>
          <select
            id={dayId}
            value={shown?.day ?? ''}
            onChange={(event) => pickDay(event.target.value)}
            disabled={shown === undefined}
            className={`mt-1 ${controlClass}`}
          >
            {shown === undefined ? (
              <option value="">{days === null ? t('common.loading') : t('checkout.no_time_slots')}</option>
            ) : null}
            {offered.map((day) => (
              <option key={day.day} value={day.day}>
                {day.label}
              </option>
            ))}
          </select>
        </div>
        <FormSelect
          form={form}
          name="slot"
          label={deliveryTimeLabel(t.locale, method)}
          placeholder={placeholder}
          choices={shown?.times ?? []}
          hint={days !== null && days.length === 0 ? t('checkout.no_time_slots') : undefined}
        />
      </div>
      {/* In the page from the start: a live region announces what is put into it, not itself appearing. */}
      <p
        role="status"
        className={lost ? 'rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900' : 'sr-only'}
      >
        {lost ? t('checkout.time_gone') : ''}
      </p>
      {method === 'home_delivery' && delayNotice !== '' ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{delayNotice}</p>
      ) : null}
    </div>
  );
}
