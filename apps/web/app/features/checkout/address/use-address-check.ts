import { useCallback, useEffect, useRef, useState } from 'react';
import type { AddressCheckResult, AddressInput, Locale } from '@ordina/contracts';
import { addressCheck, addressCheckTyped } from '../../../lib/api/address.ts';

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
export function useAddressCheck(locale: Locale, onResult: (result: AddressCheckResult, request: AddressCheckRequest) => void) {
  const [check, setCheck] = useState<AddressCheckState>({ state: 'idle' });
  const ticket = useRef(0);
  const latestOnResult = useRef(onResult);
  useEffect(() => {
    latestOnResult.current = onResult;
  });
  // An answer arriving after the field is gone changes nothing.
  useEffect(
    () => () => {
      ticket.current++;
    },
    [],
  );

  const run = useCallback(
    async (request: AddressCheckRequest) => {
      const mine = ++ticket.current;
      setCheck({ state: 'checking' });
      const answer = 'placeId' in request ? await addressCheck(request.placeId, locale) : await addressCheckTyped(request.address, locale);
      if (mine !== ticket.current) return;
      if (!answer.ok) {
        setCheck({ state: 'failed', request });
        return;
      }
      setCheck({ state: 'done', result: answer.data });
      latestOnResult.current(answer.data, request);
    },
    [locale],
  );

  /** Forgets the running check and its outcome (the address was cleared or is being edited). */
  const reset = useCallback((next: AddressCheckState = { state: 'idle' }) => {
    ticket.current++;
    setCheck(next);
  }, []);

  return { check, run, reset };
}
