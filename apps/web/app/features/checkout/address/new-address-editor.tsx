import { useEffect, useId, useRef, useState } from 'react';
import type { AddressCheckResult, AddressInput, AddressSuggestion } from '@ordina/contracts';
import {
  ADDRESS_RELOOKUP_DEBOUNCE_MS,
  ADDRESS_TEXT_MAX_LENGTH,
  DOORBELL_MAX_LENGTH,
  FLOOR_MAX_LENGTH,
  STREET_NUMBER_MAX_LENGTH,
  addressIncomplete,
  addressSearchReady,
  validateDoorbell,
  validateFloor,
} from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { AddressCombobox } from '../../../components/ui/address-combobox.tsx';
import { useAddressSuggestions } from '../../../lib/address/use-address-suggestions.ts';
import { TextField } from '../../../lib/form-field.tsx';
import { AddressOutcomeMessages, outcomeOfResult } from './address-outcome.tsx';
import type { AddressOutcome } from './address-outcome.tsx';
import { checkedAddressInput, emptyCheckoutAddress } from './address-value.ts';
import type { CheckoutAddressValue } from './address-value.ts';
import { useAddressCheck } from './use-address-check.ts';
import type { AddressCheckRequest } from './use-address-check.ts';

/** What the customer has typed, and the place the last check located (its town, ZIP code… for a re-lookup). */
interface Draft {
  search: string;
  /** The suggestion text just picked: it fills the search but is not searched again. */
  picked: string | null;
  route: string;
  streetNumber: string;
  floor: string;
  doorbell: string;
  /** Town, ZIP code, country… of the last located place, sent again when street or number change. */
  place: AddressInput | null;
}

/** The parts of the address the customer types beside the search, and their field names. */
type DraftPart = 'route' | 'streetNumber' | 'floor' | 'doorbell';
const PART_FIELD_NAMES: Record<DraftPart, string> = {
  route: 'address-route',
  streetNumber: 'address-street-number',
  floor: 'address-floor',
  doorbell: 'address-doorbell',
};
/** Each part's longest text: the order's address schema refuses longer (@ordina/contracts addressInputSchema). */
const PART_MAX_LENGTHS: Record<DraftPart, number> = {
  route: ADDRESS_TEXT_MAX_LENGTH,
  streetNumber: STREET_NUMBER_MAX_LENGTH,
  floor: FLOOR_MAX_LENGTH,
  doorbell: DOORBELL_MAX_LENGTH,
};

const emptyDraft: Draft = {
  search: '',
  picked: null,
  route: '',
  streetNumber: '',
  floor: '',
  doorbell: '',
  place: null,
};

/** One line for an address: "Route Number, ZIP Town". */
function addressText(address: AddressInput): string {
  const street = [address.route, address.street_number].filter(Boolean).join(' ');
  const town = [address.postal_code, address.locality].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ');
}

/** The editor of a typed address restored from the field's value (a reload keeps the customer's checked address). */
function draftOf(value: CheckoutAddressValue): Draft {
  const address = value.selectedAddress === null ? value.address : null;
  if (!address) return emptyDraft;
  const line = addressText(address);
  return {
    search: line,
    picked: line,
    route: address.route ?? '',
    streetNumber: address.street_number ?? '',
    floor: address.floor ?? '',
    doorbell: address.intercom_name ?? '',
    place: address,
  };
}

/** The address a re-lookup sends: the street and number typed, in the town last located, with floor and doorbell. */
function typedAddress(draft: Draft): AddressInput {
  const { place } = draft;
  return {
    route: draft.route.trim(),
    street_number: draft.streetNumber.trim(),
    locality: place?.locality ?? null,
    postal_code: place?.postal_code ?? null,
    administrative_area_level_1: place?.administrative_area_level_1 ?? null,
    administrative_area_level_2: place?.administrative_area_level_2 ?? null,
    administrative_area_level_3: place?.administrative_area_level_3 ?? null,
    country: place?.country ?? null,
    floor: draft.floor.trim(),
    intercom_name: draft.doorbell.trim(),
  };
}

/**
 * A new delivery address (spec §2 "Address component", §5 "Address"): the
 * autocomplete search (more than 4 characters, 300 ms; 4 or fewer clears the
 * address), then street and house number (both required; an edit looks the
 * address up again after 500 ms), floor (≤ 40) and doorbell (≤ 60). Each
 * check reports inside, outside, not found or incomplete; only inside gives
 * the form an address (spec §4: outside clears it).
 */
export function NewAddressEditor({
  value,
  onChange,
  focusTarget,
  invalid,
  describedBy,
  t,
}: {
  value: CheckoutAddressValue;
  onChange: (next: CheckoutAddressValue) => void;
  /** Whether the search is the field's focus target after a refused submit. */
  focusTarget: boolean;
  /** Whether the form marks the field invalid (its message is `describedBy`). */
  invalid: boolean;
  describedBy: string | undefined;
  t: Translator;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [outcome, setOutcome] = useState<AddressOutcome>(() =>
    value.selectedAddress === null && value.zone === 'inside' ? { kind: 'inside' } : { kind: 'none' },
  );
  const [relookupPending, setRelookupPending] = useState(false);
  const latestDraft = useRef(draft);
  const relookupTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hintsId = useId();
  const suggestions = useAddressSuggestions(draft.search, t.locale, draft.picked);
  const { check, run, reset } = useAddressCheck(t.locale, answered);

  useEffect(() => () => clearTimeout(relookupTimer.current), []);

  function update(next: Draft) {
    latestDraft.current = next;
    setDraft(next);
  }

  function answered(result: AddressCheckResult, request: AddressCheckRequest) {
    const now = latestDraft.current;
    const located = result.address;
    const typed = 'address' in request;
    // A pick fills street and number from the place found; a re-lookup keeps what the customer typed.
    const route = typed || !located ? now.route : located.route;
    const streetNumber = typed || !located ? now.streetNumber : located.street_number;
    update({ ...now, route, streetNumber, place: located ?? now.place });
    setOutcome(outcomeOfResult(result));
    if (result.status === 'inside' && located) {
      const address = {
        ...checkedAddressInput(located, now.floor, now.doorbell),
        route,
        street_number: streetNumber,
      };
      onChange({ selectedAddress: null, address, zone: 'inside' });
    } else {
      onChange({ selectedAddress: null, address: null, zone: result.status });
    }
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

  function onStreetEdit(change: Pick<Draft, 'route'> | Pick<Draft, 'streetNumber'>) {
    cancelPending();
    update({ ...latestDraft.current, ...change });
    setOutcome({ kind: 'none' });
    setRelookupPending(true);
    onChange({ selectedAddress: null, address: null, zone: 'checking' });
    // Spec §5: the address is looked up again 500 ms after the last edit of street or number.
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

  function onDetailEdit(change: Pick<Draft, 'floor'> | Pick<Draft, 'doorbell'>) {
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

  /** Street and number start a re-lookup; floor and doorbell only travel with the checked address. */
  function onPartEdit(part: DraftPart, typed: string) {
    if (part === 'route' || part === 'streetNumber')
      onStreetEdit(part === 'route' ? { route: typed } : { streetNumber: typed });
    else onDetailEdit(part === 'floor' ? { floor: typed } : { doorbell: typed });
  }

  const shown: AddressOutcome =
    relookupPending || check.state === 'checking'
      ? { kind: 'checking' }
      : check.state === 'failed'
        ? { kind: 'failed' }
        : outcome.kind === 'none' && suggestions.list?.length === 0
          ? { kind: 'not_found' }
          : outcome;
  const missing = shown.kind === 'incomplete' ? shown.missing : [];
  const floorError = validateFloor(draft.floor);
  const doorbellError = validateDoorbell(draft.doorbell);
  // The typed parts beside the search, in two rows (street | number, floor | doorbell), all on a text keyboard.
  const partRows: {
    className: string;
    parts: { part: DraftPart; label: string; autoComplete: string; error: string | null }[];
  }[] = [
    {
      className: 'grid-cols-[1fr_8rem]',
      parts: [
        // Filled from the place picked; the browser's address book has no separate street token.
        {
          part: 'route',
          label: t('field.street'),
          autoComplete: 'off',
          error: missing.includes('route') ? t('validation.required') : null,
        },
        // House numbers may carry letters and slashes (12/A, 3 bis): a text keyboard, no autofill token exists.
        {
          part: 'streetNumber',
          label: t('field.street_number'),
          autoComplete: 'off',
          error: missing.includes('street_number') ? t('validation.required') : null,
        },
      ],
    },
    {
      className: 'grid-cols-2',
      parts: [
        {
          part: 'floor',
          label: t('field.floor'),
          autoComplete: 'address-line2',
          error: floorError ? t.message(floorError) : null,
        },
        // The name on the bell is often not the customer's own: no autofill.
        {
          part: 'doorbell',
          label: t('field.doorbell'),
          autoComplete: 'off',
          error: doorbellError ? t.message(doorbellError) : null,
        },
      ],
    },
  ];

  return (
    <div>
      <AddressCombobox
        label={t('address.search')}
        value={draft.search}
        onType={onType}
        suggestions={suggestions.list}
        onPick={onPick}
        placeholder={t('address.search_placeholder')}
        listLabel={t('address.suggestions')}
        // The browser's saved street line starts a search; the customer then picks the place.
        autoComplete="address-line1"
        maxLength={ADDRESS_TEXT_MAX_LENGTH}
        fieldName={focusTarget ? 'address' : undefined}
        describedBy={[describedBy, hintsId].filter(Boolean).join(' ') || undefined}
        invalid={invalid}
      />
      <p id={hintsId} className="mt-1 text-xs text-stone-600">
        {t('address.search_hint')}
      </p>
      {suggestions.failed && <p className="mt-1 text-sm text-red-700">{t('address.check_failed')}</p>}
      {partRows.map((row) => (
        <div key={row.className} className={`mt-3 grid gap-3 ${row.className}`}>
          {row.parts.map((field) => (
            <TextField
              key={field.part}
              name={PART_FIELD_NAMES[field.part]}
              label={field.label}
              value={draft[field.part]}
              onChange={(event) => onPartEdit(field.part, event.target.value)}
              autoComplete={field.autoComplete}
              inputMode="text"
              maxLength={PART_MAX_LENGTHS[field.part]}
              error={field.error}
            />
          ))}
        </div>
      ))}
      <AddressOutcomeMessages
        outcome={shown}
        onRetry={() => {
          if (check.state === 'failed') void run(check.request);
        }}
        t={t}
      />
    </div>
  );
}
