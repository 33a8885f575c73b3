import type { AddressCheckResult } from '@ordina/contracts';
import type { AddressRequiredField } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { ZoneFigures } from '../../../components/ui/cart-summary/zone-figures.tsx';
import type { AddressCheckState } from './use-address-check.ts';

/** What the field says about the address now. */
export type AddressOutcome =
  | { kind: 'none' }
  | { kind: 'checking' }
  /** `zone`: the zone with its own rules the address falls in (docs/decisions/072). */
  | { kind: 'inside'; zone?: AddressCheckResult['zone'] }
  | { kind: 'outside' }
  | { kind: 'not_found' }
  | { kind: 'incomplete'; missing: readonly AddressRequiredField[] }
  | { kind: 'failed' };

const MISSING_LABEL = { route: 'field.street', street_number: 'field.street_number' } as const;

/**
 * The check's messages (spec §5 "Address"). Good news and progress go to a
 * polite status region; a problem (outside, not found, incomplete, the check
 * failing) to an alert region, read at once. Both regions stay in the page so
 * screen readers hear every change. A failed check offers a retry and keeps
 * everything typed.
 */
export function AddressOutcomeMessages({
  outcome,
  onRetry,
  floorBellHint = true,
  t,
}: {
  outcome: AddressOutcome;
  onRetry: () => void;
  /** 'Please indicate floor and/or bell.' after 'inside': only where the customer can type them (not for a saved address). */
  floorBellHint?: boolean;
  t: Translator;
}) {
  return (
    <div className="mt-3 text-sm" data-testid="address-outcome">
      <div role="status">
        {outcome.kind === 'checking' && <p className="text-stone-700">{t('address.checking')}</p>}
        {outcome.kind === 'inside' && (
          <>
            <p className="font-semibold text-emerald-800">{t('address.inside_zone')}</p>
            <ZoneFigures zone={outcome.zone} t={t} />
            {floorBellHint && <p className="mt-1 text-stone-700">{t('address.floor_bell_hint')}</p>}
          </>
        )}
      </div>
      <div role="alert">
        {outcome.kind === 'outside' && (
          <p className="font-semibold text-red-700">{t('address.outside_zone')}</p>
        )}
        {outcome.kind === 'not_found' && (
          <p className="font-semibold text-red-700">{t('address.not_found')}</p>
        )}
        {outcome.kind === 'incomplete' && (
          <>
            <p className="font-semibold text-red-700">{t('address.incomplete')}</p>
            <ul className="mt-1 list-disc pl-5 text-stone-800">
              {outcome.missing.map((field) => (
                <li key={field}>{t(MISSING_LABEL[field])}</li>
              ))}
            </ul>
          </>
        )}
        {outcome.kind === 'failed' && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-semibold text-red-700">{t('address.check_failed')}</p>
            <button
              type="button"
              onClick={onRetry}
              className="focus-visible:ring-primary min-h-11 rounded-full border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-900 hover:bg-stone-50 focus-visible:ring-2 focus-visible:outline-none"
            >
              {t('address.retry')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

/** The outcome an answered check shows. */
export function outcomeOfResult(result: {
  status: 'inside' | 'outside' | 'not_found' | 'incomplete';
  missing: readonly AddressRequiredField[];
  zone?: AddressCheckResult['zone'];
}): AddressOutcome {
  if (result.status === 'inside')
    return result.zone ? { kind: 'inside', zone: result.zone } : { kind: 'inside' };
  return result.status === 'incomplete'
    ? { kind: 'incomplete', missing: result.missing }
    : { kind: result.status };
}

/** What a field says while its check runs ('checking') or after the service did not answer ('failed', with a retry); else `otherwise`. */
export function outcomeOfCheck(check: AddressCheckState, otherwise: AddressOutcome): AddressOutcome {
  return check.state === 'checking'
    ? { kind: 'checking' }
    : check.state === 'failed'
      ? { kind: 'failed' }
      : otherwise;
}
