import { useEffect, useState } from 'react';
import type { DeliveryMethodCode, SavedAddress } from '@ordina/contracts';
import {
  DELIVERY_PLACE_MAX_LENGTH,
  deliveryMethodAtStructure,
  deliveryMethodPlaceKind,
  deliveryMethodsAvailable,
  localPlaceNormalize,
  paymentMethodAfterDeliveryChange,
  paymentMethodsFor,
} from '@ordina/domain';
import { deliveryMethodName } from '@ordina/i18n';
import type { Translator } from '@ordina/i18n';
import { FormTextField } from '../../../lib/form/index.ts';
import type { AppForm } from '../../../lib/form/index.ts';
import { useStorefront } from '../../../lib/storefront-context.tsx';
import { CheckoutAddress } from '../checkout-address.tsx';
import type { CheckoutValues } from '../checkout-values.ts';
import { FormRadioGroup, FormSelect } from '../choice-fields.tsx';
import type { CheckoutPlaces } from '../use-checkout-places.ts';
import { LockedPlace } from './locked-place.tsx';
import { StructureInfo } from '../structure-info.tsx';

const PLACE_LABELS = {
  table: 'field.table_number',
  umbrella: 'field.umbrella_number',
  car: 'field.car_plate',
} as const;
/** The rule said before typing, with an example (issue 34, item 9); a table number needs none. */
const PLACE_HINTS = {
  table: null,
  umbrella: 'checkout.place_hint_umbrella',
  car: 'checkout.place_hint_car',
} as const;

/**
 * The checkout's first step (spec §2 "Checkout"): the delivery method — once chosen, only it shows, with
 * "Edit" to choose again; chosen means settled, not each arrow key's passing choice — and where: the address for home delivery, the table, umbrella or car for the
 * services at the structure (with the structure's details).
 */
export function MethodStep({
  form,
  method,
  savedAddresses,
  places,
  t,
}: {
  form: AppForm<CheckoutValues>;
  method: DeliveryMethodCode | null;
  savedAddresses: readonly SavedAddress[] | null;
  /** The named places and the one a QR code locked (decision 068). */
  places: CheckoutPlaces;
  t: Translator;
}) {
  const storefront = useStorefront();
  const { configuration } = storefront;
  const methods = deliveryMethodsAvailable(configuration.delivery_method);
  // Every method shows while the customer is choosing: from "Edit" or the first choice until they leave the
  // group, tap an option or press Enter (issue 34, item 8); arrow keys move the choice without hiding the rest.
  const [choosing, setChoosing] = useState(false);
  const collapsed = method !== null && !choosing;
  const shownMethods = collapsed ? methods.filter((m) => m.code === method) : methods;
  const placeKind = method === null ? null : deliveryMethodPlaceKind(method);
  const listed = method === null ? [] : places.of(method);
  const locked = places.locked !== null && places.locked.method === method ? places.locked : null;
  // After "Change" the locked place's button is gone: focus goes to the place's list or field.
  const [unlocked, setUnlocked] = useState(false);
  useEffect(() => {
    if (unlocked) form.setFocus('localPlace');
  }, [unlocked, form]);

  return (
    <>
      <FormRadioGroup
        form={form}
        name="deliveryMethod"
        legend={t('field.delivery_method')}
        choices={shownMethods.map((m) => ({ value: m.code, label: deliveryMethodName(t.locale, m.code) }))}
        onChosen={(code) => {
          setChoosing(true);
          const offered = paymentMethodsFor(
            methods.find((m) => m.code === code),
            configuration.payment_methods,
          );
          form.setValue(
            'paymentMethod',
            paymentMethodAfterDeliveryChange(form.getValues('paymentMethod') || null, offered) ?? '',
          );
          form.setValue('slot', '');
          // Another method than the QR's: its place no longer applies.
          if (places.locked !== null && places.locked.method !== code) places.unlock();
        }}
        onSettled={() => setChoosing(false)}
        after={
          collapsed && methods.length > 1 ? (
            <button
              type="button"
              onClick={(event) => {
                // Focus goes to the chosen method before this button leaves the page: it stays in the group,
                // so the group does not collapse again, and the arrow keys go on from the current choice.
                event.currentTarget
                  .closest('fieldset')
                  ?.querySelector<HTMLInputElement>('input[type="radio"]:checked')
                  ?.focus();
                setChoosing(true);
              }}
              className="text-primary focus-visible:ring-primary mt-1 inline-flex min-h-11 items-center rounded text-sm font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none"
            >
              {t('common.edit')}
              <span className="sr-only"> {t('field.delivery_method')}</span>
            </button>
          ) : null
        }
      />

      {method === 'home_delivery' ? (
        <CheckoutAddress form={form} savedAddresses={savedAddresses} t={t} />
      ) : null}
      {placeKind === null ? null : locked !== null ? (
        <LockedPlace
          form={form}
          label={t(PLACE_LABELS[placeKind])}
          name={locked.name}
          onUnlock={() => {
            places.unlock();
            setUnlocked(true);
          }}
          t={t}
        />
      ) : listed.length > 0 ? (
        // The business named its places: one of them, never a typed text that the server would refuse.
        <FormSelect
          form={form}
          name="localPlace"
          label={t(PLACE_LABELS[placeKind])}
          placeholder={t('checkout.place_choose')}
          choices={listed.map((place) => ({ value: place.name, label: place.name }))}
        />
      ) : (
        <FormTextField
          form={form}
          name="localPlace"
          label={t(PLACE_LABELS[placeKind])}
          hint={PLACE_HINTS[placeKind] === null ? undefined : t(PLACE_HINTS[placeKind])}
          // Hyphens and dots become spaces as typed ('AB-123-CD' → 'AB 123 CD'), as the server reads them.
          transform={localPlaceNormalize}
          checkAfterBlur
          autoComplete="off"
          inputMode="text"
          autoCapitalize={placeKind === 'car' ? 'characters' : 'none'}
          spellCheck={false}
          maxLength={DELIVERY_PLACE_MAX_LENGTH}
        />
      )}
      {method !== null && deliveryMethodAtStructure(method) ? (
        <StructureInfo storefront={storefront} t={t} />
      ) : null}
    </>
  );
}
