import { useEffect, useRef, useState } from 'react';
import type { AddressCheckResult, AddressSuggestion, Locale } from '@ordina/contracts';
import { ADDRESS_RELOOKUP_DEBOUNCE_MS, addressIncomplete, addressSearchReady } from '@ordina/domain';
import { useAddressSuggestions } from '../../../../lib/address/use-address-suggestions.ts';
import { outcomeOfCheck, outcomeOfResult } from '../address-outcome.tsx';
import type { AddressOutcome } from '../address-outcome.tsx';
import { emptyCheckoutAddress } from '../address-value.ts';
import type { CheckoutAddressValue } from '../address-value.ts';
import { useAddressCheck } from '../use-address-check.ts';
import type { AddressCheckRequest } from '../use-address-check.ts';
import { answeredDraft, draftOf, typedAddress } from './new-address-draft.ts';
import type { DetailChange, Draft, StreetChange } from './new-address-draft.ts';

/**
 * What the new-address editor types and checks (spec §4 "Address check", §5 "Address"): the draft, the
 * suggestions for its search, and the outcome to show. Only an address checked inside gives the form an
 * address; any other outcome, or an edit in progress, leaves it none (spec §4: outside clears it).
 */
export function useNewAddress(
  value: CheckoutAddressValue,
  onChange: (next: CheckoutAddressValue) => void,
  locale: Locale,
) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [outcome, setOutcome] = useState<AddressOutcome>(() =>
    value.selectedAddress === null && value.zone === 'inside' ? { kind: 'inside' } : { kind: 'none' },
  );
  const latestDraft = useRef(draft);
  const [relookupPending, setRelookupPending] = useState(false);
  const relookupTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(relookupTimer.current), []);
  const suggestions = useAddressSuggestions(draft.search, locale, draft.picked);
  const { check, run, reset, retry } = useAddressCheck(locale, answered);

  function update(next: Draft) {
    latestDraft.current = next;
    setDraft(next);
  }

  function answered(result: AddressCheckResult, request: AddressCheckRequest) {
    const [next, checked] = answeredDraft(latestDraft.current, result, 'address' in request);
    update(next);
    setOutcome(outcomeOfResult(result));
    onChange(checked);
  }

  function cancelPending() {
    clearTimeout(relookupTimer.current);
    setRelookupPending(false);
    reset();
  }

  function onType(search: string) {
    update({ ...latestDraft.current, search, picked: null });
    if (addressSearchReady(search)) return;
    // Spec §5: with 4 characters or fewer the address is cleared (floor and doorbell stay: they are the customer's).
    cancelPending();
    update({ ...latestDraft.current, route: '', streetNumber: '', place: null });
    setOutcome({ kind: 'none' });
    if (value.address !== null || value.zone !== 'unchecked') onChange(emptyCheckoutAddress);
  }

  function onPick(suggestion: AddressSuggestion) {
    cancelPending();
    update({ ...latestDraft.current, search: suggestion.description, picked: suggestion.description });
    setOutcome({ kind: 'none' });
    onChange({ selectedAddress: null, address: null, zone: 'checking' });
    void run({ placeId: suggestion.place_id });
  }

  function onStreetEdit(change: StreetChange) {
    cancelPending();
    update({ ...latestDraft.current, ...change });
    setOutcome({ kind: 'none' });
    onChange({ selectedAddress: null, address: null, zone: 'checking' });
    setRelookupPending(true);
    relookupTimer.current = setTimeout(() => {
      setRelookupPending(false);
      const typed = typedAddress(latestDraft.current);
      const incomplete = addressIncomplete(typed);
      if (incomplete) {
        // The same rule the server applies: no call needed to know street or number is missing.
        setOutcome({ kind: 'incomplete', missing: incomplete.missing });
        onChange({ selectedAddress: null, address: null, zone: 'incomplete' });
        return;
      }
      void run({ address: typed });
    }, ADDRESS_RELOOKUP_DEBOUNCE_MS);
  }

  function onDetailEdit(change: DetailChange) {
    const next = { ...latestDraft.current, ...change };
    update(next);
    // Floor and doorbell do not move the address: the checked address takes them as they are typed.
    if (value.zone === 'inside' && value.address) {
      onChange({
        ...value,
        address: { ...value.address, floor: next.floor.trim(), intercom_name: next.doorbell.trim() },
      });
    }
  }

  // A search that found nothing says so until a pick or an edit has an outcome of its own.
  const found =
    outcome.kind === 'none' && suggestions.list?.length === 0 ? { kind: 'not_found' as const } : outcome;
  const shown = relookupPending ? { kind: 'checking' as const } : outcomeOfCheck(check, found);
  return { draft, suggestions, shown, retry, onType, onPick, onStreetEdit, onDetailEdit };
}
