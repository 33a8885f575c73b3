import type { AddressSuggestion, Locale } from '@ordina/contracts';
import { ADDRESS_SEARCH_DEBOUNCE_MS, addressSearchReady } from '@ordina/domain';
import { addressSuggestions } from '../api/address.ts';
import { useApiQuery } from '../after-hydration-shared/use-api-query.ts';

/** The autocomplete's state for the text typed now. */
export interface AddressSuggestionsState {
  /** The suggestions for the current text; null while there is no answer for it (too short, waiting, failed, or the text just picked). */
  list: AddressSuggestion[] | null;
  /** True when the search for the current text failed (the geocoding service did not answer). */
  failed: boolean;
}

/**
 * The address autocomplete of spec §5 (home page check and checkout): a
 * search only for more than 4 characters, 300 ms after the last keystroke,
 * and only the answer to the latest text counts (a slow answer to an older
 * text never replaces a newer one). `picked` is the text of the suggestion
 * just chosen: it fills the input but is not searched again.
 */
export function useAddressSuggestions(
  query: string,
  locale: Locale,
  picked: string | null = null,
): AddressSuggestionsState {
  const text = query.trim();
  const searching = addressSearchReady(query) && text !== picked?.trim();
  const answer = useApiQuery<{ list: AddressSuggestion[] | null }>(
    searching ? `${locale}|${text}` : null,
    async ({ sleep }) => {
      await sleep(ADDRESS_SEARCH_DEBOUNCE_MS);
      const result = await addressSuggestions(text, locale);
      return { list: result.ok ? result.data.list : null };
    },
  );
  const current = answer.value;
  return { list: current?.list ?? null, failed: current !== undefined && current.list === null };
}
