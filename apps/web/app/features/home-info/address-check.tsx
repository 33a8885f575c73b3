import { useRef, useState } from 'react';
import type { AddressCheckResult, AddressSuggestion, Locale } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { addressCheck } from '../../lib/api/address.ts';
import { useAddressSuggestions } from '../../lib/address/use-address-suggestions.ts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import { AddressCombobox } from '../../components/ui/address-combobox.tsx';
import { ZoneFigures } from '../../components/ui/cart-summary/zone-figures.tsx';

type Check =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'done'; result: Pick<AddressCheckResult, 'status' | 'message_key' | 'missing' | 'zone'> }
  | { state: 'failed' };

const MISSING_LABEL = { route: 'field.street', street_number: 'field.street_number' } as const;

/**
 * The home page's address check (spec §5 "Address"): autocomplete after more
 * than 4 characters, debounced 300 ms (the checkout's search, one combobox);
 * picking a suggestion asks the server whether it is inside the delivery zone
 * and shows its answer.
 */
export default function AddressCheck({ locale, t }: { locale: Locale; t: Translator }) {
  const [query, setQuery] = useState('');
  // The text of the suggestion just picked: it fills the field but is not searched again.
  const [picked, setPicked] = useState<string | null>(null);
  // The place to check, numbered so that picking again is a new check; typing forgets it.
  const [toCheck, setToCheck] = useState<{ round: number; placeId: string } | null>(null);
  const picks = useRef(0);
  // Only the answer for the latest pick counts.
  const answer = useApiQuery<Check>(toCheck && String(toCheck.round), async () => {
    if (toCheck === null) return undefined;
    const result = await addressCheck(toCheck.placeId, locale);
    return result.ok ? { state: 'done', result: result.data } : { state: 'failed' };
  });
  const check: Check = toCheck === null ? { state: 'idle' } : (answer.value ?? { state: 'checking' });
  // With 4 characters or fewer there is nothing to suggest (spec §5).
  const suggestions = useAddressSuggestions(query, locale, picked);
  const answered = suggestions.list;

  function pick(suggestion: AddressSuggestion) {
    setPicked(suggestion.description);
    setQuery(suggestion.description);
    setToCheck({ round: ++picks.current, placeId: suggestion.place_id });
  }

  return (
    <div>
      <p className="text-sm text-stone-700">{t('home.check_address_text')}</p>
      <div className="mt-3">
        <AddressCombobox
          label={t('address.search')}
          value={query}
          onType={(text) => {
            setQuery(text);
            setToCheck(null);
          }}
          suggestions={answered}
          onPick={pick}
          placeholder={t('address.search_placeholder')}
          listLabel={t('address.suggestions')}
          // In the dialog the list takes its room in the flow: an overlay would scroll inside the dialog.
          listPlacement="inline"
        />
      </div>
      <div role="status" aria-live="polite" className="mt-2 text-sm" data-testid="address-check-result">
        {check.state === 'idle' && answered?.length === 0 && (
          <p className="font-semibold text-red-700">{t('address.not_found')}</p>
        )}
        {check.state === 'checking' && <p className="text-stone-600">{t('address.searching')}</p>}
        {(check.state === 'failed' || (check.state === 'idle' && suggestions.failed)) && (
          <p className="text-red-700">{t('errors.GENERIC_ERROR')}</p>
        )}
        {check.state === 'done' && (
          <>
            <p
              className={`font-semibold ${check.result.status === 'inside' ? 'text-emerald-700' : 'text-red-700'}`}
            >
              {t(check.result.message_key)}
            </p>
            {check.result.status === 'inside' && <ZoneFigures zone={check.result.zone} t={t} />}
            {check.result.status === 'incomplete' && check.result.missing.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-stone-700">
                {check.result.missing.map((field) => (
                  <li key={field}>{t(MISSING_LABEL[field])}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
