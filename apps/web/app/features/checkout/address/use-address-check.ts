import { useCallback, useEffect, useRef, useState } from 'react';
import type { AddressCheckResult, AddressInput, Locale } from '@ordina/contracts';
import { addressCheck, addressCheckTyped } from '../../../lib/api/address.ts';
import { useApiQuery } from '../../../lib/after-hydration-shared/use-api-query.ts';

/** What is checked: a suggestion picked from the autocomplete, or a typed (or saved) address. */
export type AddressCheckRequest = { placeId: string } | { address: AddressInput };

/** The latest check: running, answered, or failed (the service did not answer; the request is kept for a retry). */
export type AddressCheckState =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'done'; result: AddressCheckResult }
  | { state: 'failed'; request: AddressCheckRequest };

/**
 * Runs POST /api/address/check (spec §4 "Address check"): only the answer to
 * the latest request counts (an edit or a new pick makes an older answer
 * stale), and `onResult` hears each answer that counts. A failed call keeps
 * the request so the field can offer a retry without losing what was typed.
 */
export function useAddressCheck(
  locale: Locale,
  onResult: (result: AddressCheckResult, request: AddressCheckRequest) => void,
) {
  // The request asked for last, numbered so that asking again (a retry) is a new check.
  const [asked, setAsked] = useState<{
    readonly round: number;
    readonly request: AddressCheckRequest;
  } | null>(null);
  const rounds = useRef(0);
  const latestOnResult = useRef(onResult);
  useEffect(() => {
    latestOnResult.current = onResult;
  });

  const answer = useApiQuery<AddressCheckState>(asked && `${asked.round}|${locale}`, async ({ signal }) => {
    if (asked === null) return undefined;
    const { request } = asked;
    const result =
      'placeId' in request
        ? await addressCheck(request.placeId, locale)
        : await addressCheckTyped(request.address, locale);
    if (!result.ok) return { state: 'failed', request };
    // An answer arriving after the field is gone, or after a newer request, changes nothing.
    if (!signal.aborted) latestOnResult.current(result.data, request);
    return { state: 'done', result: result.data };
  });
  const check: AddressCheckState =
    asked === null ? { state: 'idle' } : (answer.value ?? { state: 'checking' });

  const run = useCallback(
    (request: AddressCheckRequest) => setAsked({ round: ++rounds.current, request }),
    [],
  );
  /** Forgets the running check and its outcome (the address was cleared or is being edited). */
  const reset = useCallback(() => setAsked(null), []);
  /** Asks again for the check that failed (what the customer typed stays as it is). */
  const retry = () => {
    if (check.state === 'failed') run(check.request);
  };
  return { check, run, reset, retry };
}
