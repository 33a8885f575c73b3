import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { savedAddressAsDelivery } from '@ordina/domain';
import type { SavedAddress } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { useStorefront } from '../../../lib/storefront-context.tsx';
import { emptyCheckoutAddress } from './address-value.ts';
import type { CheckoutAddressValue } from './address-value.ts';
import { DeliveryZoneMap } from './delivery-zone-map.tsx';
import type { DeliveryZoneMapData } from './delivery-zone-map-leaflet.ts';
import { NewAddressEditor } from './new-address-editor.tsx';
import { SavedAddressCheck } from './saved-address-check.tsx';
import { SavedAddressChoice } from './saved-address-choice.tsx';

/**
 * The checkout's delivery address (spec §2 "Address component"): for a
 * logged-in customer with saved addresses, a choice among them (read-only)
 * or a new one; for everybody else, the new-address editor. Below, the
 * delivery-zone map toggle. The form owns the value and its message
 * (`addressFieldRule`); the field keeps what the customer is typing.
 */
export function AddressField({
  value,
  onChange,
  savedAddresses,
  error,
  t,
}: {
  value: CheckoutAddressValue;
  onChange: (next: CheckoutAddressValue) => void;
  /** the logged-in customer's saved addresses (null for a guest) */
  savedAddresses: readonly SavedAddress[] | null;
  /** the form's message for the whole field (e.g. 'You must specify an address'), already translated, or null */
  error: string | null;
  t: Translator;
}) {
  const storefront = useStorefront();
  const errorId = useId();
  // The parts keep what the customer is typing. When the form sets a value the field did not send (a reset
  // after an order, the default address chosen on login), they start again from it: a new generation.
  const [sent, setSent] = useState(value);
  const [generation, setGeneration] = useState(0);
  if (!sameAddressValue(value, sent)) {
    setSent(value);
    setGeneration(generation + 1);
  }
  const emit = useCallback(
    (next: CheckoutAddressValue) => {
      setSent(next);
      onChange(next);
    },
    [onChange],
  );
  const saved = savedAddresses ?? [];
  const chosen =
    value.selectedAddress === null
      ? null
      : (saved.find((address) => address.id === value.selectedAddress) ?? null);
  // The new address as last typed and checked, restored when the customer comes back to 'New address'.
  const newAddress = useRef<CheckoutAddressValue>(
    value.selectedAddress === null ? value : emptyCheckoutAddress,
  );
  useEffect(() => {
    if (value.selectedAddress === null) newAddress.current = value;
  }, [value]);

  const staleChoice = value.selectedAddress !== null && chosen === null;
  useEffect(() => {
    // A saved address deleted meanwhile (another tab, the account page) is no choice any more.
    // (Sent as the form's own change: the parts start again from the empty value.)
    if (staleChoice) onChange(emptyCheckoutAddress);
  }, [staleChoice, onChange]);

  function select(id: number | null) {
    const address = id === null ? null : saved.find((candidate) => candidate.id === id);
    emit(
      address
        ? { selectedAddress: address.id, address: savedAddressAsDelivery(address), zone: 'unchecked' }
        : newAddress.current,
    );
  }

  const describedBy = error ? errorId : undefined;
  const mapData = zoneMapData(storefront, value);
  return (
    <fieldset>
      <legend className="text-base font-semibold text-stone-900">{t('field.address')}</legend>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-3 space-y-4">
        {saved.length > 0 && (
          <SavedAddressChoice
            addresses={saved}
            selected={chosen?.id ?? null}
            onSelect={select}
            focusTarget={chosen !== null}
            describedBy={describedBy}
            t={t}
          />
        )}
        {chosen ? (
          <SavedAddressCheck
            key={`${generation}-${chosen.id}`}
            saved={chosen}
            value={value}
            onChange={emit}
            t={t}
          />
        ) : (
          <NewAddressEditor
            key={generation}
            value={value}
            onChange={emit}
            focusTarget
            invalid={error !== null}
            describedBy={describedBy}
            t={t}
          />
        )}
      </div>
      {mapData && <DeliveryZoneMap data={mapData} t={t} />}
    </fieldset>
  );
}

/** The map's zones, centre and marker; null when the business has drawn no zone (nothing to show). */
function zoneMapData(
  storefront: ReturnType<typeof useStorefront>,
  value: CheckoutAddressValue,
): DeliveryZoneMapData | null {
  const zones = storefront.configuration.delivery_order.deliveryZones.map((zone) =>
    Array.isArray(zone) ? zone : zone.polygon,
  );
  const firstPoint = zones[0]?.[0];
  if (!firstPoint) return null;
  const { latitude, longitude } = storefront.anagraphic;
  const center = latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : firstPoint;
  const { address } = value;
  const located =
    address && typeof address.lat === 'number' && typeof address.lng === 'number'
      ? { lat: address.lat, lng: address.lng }
      : null;
  const title = address
    ? [[address.route, address.street_number].filter(Boolean).join(' '), address.locality]
        .filter(Boolean)
        .join(', ')
    : '';
  return { zones, center, address: located ? { position: located, title } : null };
}

/** Whether two values of the field say the same (the form may hand back a copy of what the field sent). */
function sameAddressValue(a: CheckoutAddressValue, b: CheckoutAddressValue): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
