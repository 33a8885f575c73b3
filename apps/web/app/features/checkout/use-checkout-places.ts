import { useCallback, useEffect, useState } from 'react';
import type { DeliveryMethodCode, PublicPlace, Storefront } from '@ordina/contracts';
import {
  deliveryMethodsAvailable,
  paymentMethodAfterDeliveryChange,
  paymentMethodsFor,
} from '@ordina/domain';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import type { AppForm } from '../../lib/form/index.ts';
import { placePresetClear, placePresetRead } from '../../lib/place-preset.ts';
import { fetchPlaces } from './api/places.ts';
import type { CheckoutValues } from './checkout-values.ts';

/** The checkout's named places (decision 068): each method's list, and the place a QR code locked. */
export interface CheckoutPlaces {
  /** The places of `method`; empty while the list loads or where the method has none (free text). */
  readonly of: (method: DeliveryMethodCode) => readonly PublicPlace[];
  /** The QR's place, locked, while the customer keeps it. */
  readonly locked: PublicPlace | null;
  /** "Change": the preset is forgotten and the method's list (or free text) offered. */
  readonly unlock: () => void;
}

/**
 * The places of the checkout: the list is asked for once the form shows (the pages before it carry
 * none of it). A place preset by a QR code whose method the business offers starts the form on that
 * method and that place — by its name, which is what the order sends and the server checks against
 * the list — and locks it; an unknown code, or one whose method is not offered, is forgotten.
 */
export function useCheckoutPlaces(
  form: AppForm<CheckoutValues>,
  configuration: Storefront['configuration'],
): CheckoutPlaces {
  const [code, setCode] = useState(() => placePresetRead());
  const query = useApiQuery<readonly PublicPlace[]>('storefront-places', async ({ signal }) => {
    const answer = await fetchPlaces(signal);
    return answer.ok ? answer.data.places : [];
  });
  const places = query.value;
  const preset = code === null ? undefined : places?.find((place) => place.code === code);
  const methods = deliveryMethodsAvailable(configuration.delivery_method);
  const offered = preset !== undefined && methods.some((m) => m.code === preset.method);
  const locked = offered ? preset : null;

  useEffect(() => {
    // The kept preset decides: a "Change" tapped before this effect ran has forgotten it already.
    if (places === undefined || code === null || placePresetRead() !== code) return;
    // A code the business does not have (or whose method it does not offer) is forgotten for the visit.
    if (locked === null) return placePresetClear();
    if (form.getValues('deliveryMethod') !== locked.method) {
      form.setValue('deliveryMethod', locked.method);
      const payments = paymentMethodsFor(
        deliveryMethodsAvailable(configuration.delivery_method).find((m) => m.code === locked.method),
        configuration.payment_methods,
      );
      form.setValue(
        'paymentMethod',
        paymentMethodAfterDeliveryChange(form.getValues('paymentMethod') || null, payments) ?? '',
      );
      form.setValue('slot', '');
    }
    if (form.getValues('localPlace') !== locked.name) form.setValue('localPlace', locked.name);
  }, [places, code, locked, form, configuration]);

  // A place typed before the business named its places (or one since removed) is none of the list: chosen again.
  useEffect(() => {
    if (places === undefined) return;
    const method = form.getValues('deliveryMethod');
    const listed = places.filter((place) => place.method === method);
    const typed = form.getValues('localPlace');
    if (listed.length > 0 && typed !== '' && !listed.some((place) => place.name === typed))
      form.setValue('localPlace', '');
  }, [places, form]);

  const unlock = useCallback(() => {
    placePresetClear();
    setCode(null);
    form.setValue('localPlace', '');
  }, [form]);

  const of = useCallback(
    (method: DeliveryMethodCode) => (places ?? []).filter((place) => place.method === method),
    [places],
  );
  return { of, locked, unlock };
}
