import { useEffect } from 'react';
import { savedAddressAsDelivery } from '@ordina/domain';
import type { SavedAddress } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { AddressOutcomeMessages, outcomeOfCheck, outcomeOfResult } from './address-outcome.tsx';
import type { CheckoutAddressValue } from './address-value.ts';
import { useAddressCheck } from './use-address-check.ts';

/**
 * Checks the chosen saved address against today's delivery zones (they may
 * have changed since it was saved, spec §4 "Address check") whenever the
 * field holds it unchecked, and says the outcome. Outside or not found, the
 * form gets no address (the customer picks another or types a new one).
 */
export function SavedAddressCheck({
  saved,
  value,
  onChange,
  t,
}: {
  saved: SavedAddress;
  value: CheckoutAddressValue;
  onChange: (next: CheckoutAddressValue) => void;
  t: Translator;
}) {
  const { check, run, retry } = useAddressCheck(t.locale, (result) => {
    onChange(
      result.status === 'inside'
        ? { selectedAddress: saved.id, address: savedAddressAsDelivery(saved), zone: 'inside' }
        : { selectedAddress: saved.id, address: null, zone: result.status },
    );
  });
  const unchecked = value.zone === 'unchecked';

  useEffect(() => {
    if (!unchecked) return;
    onChange({ selectedAddress: saved.id, address: savedAddressAsDelivery(saved), zone: 'checking' });
    void run({ address: savedAddressAsDelivery(saved) });
    // Runs when another saved address is chosen or the field's value returns to unchecked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved.id, unchecked]);

  const outcome = outcomeOfCheck(
    check,
    check.state === 'done'
      ? outcomeOfResult(check.result)
      : { kind: value.zone === 'inside' ? 'inside' : 'none' },
  );
  return (
    <AddressOutcomeMessages
      outcome={outcome}
      // A saved address is read-only: asking for floor or bell would ask for what cannot be typed here.
      floorBellHint={false}
      onRetry={retry}
      t={t}
    />
  );
}
