import { useId, useRef, useState } from 'react';
import type { AddressCheckResult, AddressSuggestion, Locale } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { addressCheck } from '../../lib/api/address.ts';
import { useAddressSuggestions } from '../../lib/address/use-address-suggestions.ts';

type Check =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'done'; result: Pick<AddressCheckResult, 'status' | 'message_key' | 'missing'> }
  | { state: 'failed' };

const MISSING_LABEL = { route: 'field.street', street_number: 'field.street_number' } as const;

/**
 * The home page's address check (spec §5 "Address"): autocomplete after more
 * than 4 characters, debounced 300 ms; picking a suggestion asks the server
 * whether it is inside the delivery zone and shows its answer.
 */
export default function AddressCheck({ locale, t }: { locale: Locale; t: Translator }) {
  const [query, setQuery] = useState('');
  // The text of the suggestion just picked: it fills the field but is not searched again.
  const [picked, setPicked] = useState<string | null>(null);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const inputId = useId();
  const listId = useId();
  const checkRequest = useRef(0);
  // With 4 characters or fewer there is nothing to suggest (spec §5).
  const suggestions = useAddressSuggestions(query, locale, picked);
  const answered = suggestions.list;
  const shown = answered ?? [];

  async function pick(suggestion: AddressSuggestion) {
    const ticket = ++checkRequest.current;
    setPicked(suggestion.description);
    setQuery(suggestion.description);
    setCheck({ state: 'checking' });
    const result = await addressCheck(suggestion.place_id, locale);
    // Only the answer for the latest pick counts.
    if (ticket !== checkRequest.current) return;
    if (result.ok) {
      setCheck({ state: 'done', result: result.data });
    } else {
      setCheck({ state: 'failed' });
    }
  }

  return (
    <div>
      <p className="text-sm text-stone-700">{t('home.check_address_text')}</p>
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium">
        {t('address.search')}
      </label>
      <input
        id={inputId}
        type="text"
        autoComplete="off"
        value={query}
        placeholder={t('address.search_placeholder')}
        aria-controls={listId}
        onChange={(event) => {
          checkRequest.current++;
          setQuery(event.target.value);
          setCheck({ state: 'idle' });
        }}
        className="focus:border-primary focus:ring-primary mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 focus:ring-1 focus:outline-none"
      />
      <ul id={listId} className="mt-2 max-h-60 overflow-y-auto">
        {shown.map((suggestion) => (
          <li key={suggestion.place_id} className="border-b border-stone-100 last:border-b-0">
            <button
              type="button"
              onClick={() => void pick(suggestion)}
              className="focus-visible:ring-primary w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-stone-100 focus-visible:ring-2 focus-visible:outline-none"
            >
              {suggestion.description}
            </button>
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite" className="mt-2 text-sm" data-testid="address-check-result">
        {check.state === 'idle' && answered?.length === 0 && <p className="font-semibold text-red-700">{t('address.not_found')}</p>}
        {check.state === 'checking' && <p className="text-stone-600">{t('address.searching')}</p>}
        {(check.state === 'failed' || (check.state === 'idle' && suggestions.failed)) && <p className="text-red-700">{t('errors.GENERIC_ERROR')}</p>}
        {check.state === 'done' && (
          <>
            <p className={`font-semibold ${check.result.status === 'inside' ? 'text-emerald-700' : 'text-red-700'}`}>{t(check.result.message_key)}</p>
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
