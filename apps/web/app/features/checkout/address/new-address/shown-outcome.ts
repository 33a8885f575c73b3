import type { AddressSuggestion } from '@ordina/contracts';
import type { AddressOutcome } from '../address-outcome.tsx';
import type { AddressCheckState } from '../use-address-check.ts';

/**
 * What the new-address editor says now: 'checking' while a re-lookup waits or a check runs, the failure
 * (with its retry) of a check the service did not answer, 'not found' for a search that found nothing,
 * else the outcome of the last check.
 */
export function shownOutcome(
  relookupPending: boolean,
  check: AddressCheckState,
  outcome: AddressOutcome,
  suggestions: readonly AddressSuggestion[] | null,
): AddressOutcome {
  if (relookupPending || check.state === 'checking') return { kind: 'checking' };
  if (check.state === 'failed') return { kind: 'failed' };
  return outcome.kind === 'none' && suggestions?.length === 0 ? { kind: 'not_found' } : outcome;
}
