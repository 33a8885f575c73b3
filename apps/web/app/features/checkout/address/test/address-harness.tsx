import { act, cleanup } from '@testing-library/react';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { afterEach, beforeEach, vi } from 'vitest';
import type { AddressCheckResult, DeliveryAddress, SavedAddress, Storefront } from '@ordina/contracts';
import { createTranslator } from '@ordina/i18n';
import { renderPage } from '../../../../test/render-page.tsx';
import { storefront } from '../../../../test/storefront-fixture.ts';
import { AddressField } from '../address-field.tsx';
import { emptyCheckoutAddress } from '../address-value.ts';
import type { CheckoutAddressValue } from '../address-value.ts';

export const t = createTranslator('en');

/** A storefront with one square delivery zone around Rimini's seafront (tests). */
export function storefrontWithZone(): Storefront {
  const base = storefront();
  return {
    ...base,
    configuration: {
      ...base.configuration,
      delivery_order: {
        ...base.configuration.delivery_order,
        deliveryZones: [
          [
            { lat: 44.0, lng: 12.5 },
            { lat: 44.1, lng: 12.5 },
            { lat: 44.1, lng: 12.7 },
            { lat: 44.0, lng: 12.7 },
          ],
        ],
      },
    },
  };
}

/** A located address as the server's check answers it. */
export function located(overrides: Partial<DeliveryAddress> = {}): DeliveryAddress {
  return {
    route: 'Viale Regina Elena',
    street_number: '10',
    locality: 'Rimini',
    postal_code: '47921',
    administrative_area_level_1: 'Emilia-Romagna',
    administrative_area_level_2: 'RN',
    administrative_area_level_3: '',
    country: 'Italia',
    floor: '',
    intercom_name: '',
    lat: 44.05,
    lng: 12.58,
    place_id: 'osm:1',
    ...overrides,
  };
}

const MESSAGE = {
  inside: 'address.inside_zone',
  outside: 'address.outside_zone',
  incomplete: 'address.incomplete',
  not_found: 'address.not_found',
} as const;

/** The body of a POST /api/address/check answer. */
export function checkAnswer(
  status: AddressCheckResult['status'],
  address: DeliveryAddress | null = located(),
  missing: AddressCheckResult['missing'] = [],
) {
  const result: AddressCheckResult = {
    status,
    found: status === 'inside' || status === 'outside',
    inside: status === 'inside',
    message_key: MESSAGE[status],
    hint_key: status === 'inside' ? 'address.floor_bell_hint' : null,
    missing,
    address: status === 'not_found' ? null : address,
  };
  return { body: { data: result } };
}

/** The checkout's way of holding the field: the value in state, every change recorded. */
export function renderAddressField({
  saved = null,
  initial = emptyCheckoutAddress,
  error = null,
}: { saved?: readonly SavedAddress[] | null; initial?: CheckoutAddressValue; error?: string | null } = {}) {
  const values: CheckoutAddressValue[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <AddressField
        value={value}
        onChange={(next) => {
          values.push(next);
          setValue(next);
        }}
        savedAddresses={saved}
        error={error}
        t={t}
      />
    );
  }
  const view = renderPage(<Harness />, { storefront: storefrontWithZone(), locale: 'en' });
  return { ...view, values, latest: () => values.at(-1) ?? initial };
}

/** The field bound to react-hook-form through useController, as the checkout form binds it, with a reset button. */
export function renderFormBoundField() {
  let read: () => CheckoutAddressValue = () => emptyCheckoutAddress;
  function Harness() {
    const form = useForm<{ address: CheckoutAddressValue }>({
      defaultValues: { address: emptyCheckoutAddress },
    });
    const { field } = useController({ control: form.control, name: 'address' });
    read = () => form.getValues('address');
    return (
      <>
        <AddressField
          value={field.value}
          onChange={field.onChange}
          savedAddresses={null}
          error={null}
          t={t}
        />
        <button type="button" onClick={() => form.reset({ address: emptyCheckoutAddress })}>
          reset
        </button>
      </>
    );
  }
  renderPage(<Harness />, { storefront: storefrontWithZone(), locale: 'en' });
  return { formValue: () => read() };
}

/**
 * The address tests' clocks, for the file that calls it: only the field's timers are faked (the debounces
 * are measured in fake time with `elapse`, never by waiting); each test ends unmounted with real timers and
 * no fetch double.
 */
export function fakeAddressFieldClocks() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** Lets `ms` of (fake) time pass and every answer that was due arrive. */
export async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  // The fetch double answers over a few promise turns.
  for (let turn = 0; turn < 5; turn++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}
