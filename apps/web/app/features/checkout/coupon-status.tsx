import type { Message } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import type { CouponLookup } from './use-coupon-lookup.ts';

/**
 * What the coupon field says (spec §5), read out as it changes: checking, or
 * the lookup's message (valid in the coupon colour, the others as warnings).
 * A failed call says nothing: the code simply does not apply.
 */
export function CouponStatus({
  id,
  lookup,
  outcome,
  t,
}: {
  id: string;
  lookup: CouponLookup;
  outcome: Message | null;
  t: Translator;
}) {
  const valid = outcome?.key === 'coupon.valid';
  return (
    <p
      id={id}
      role="status"
      className={`mt-1 min-h-5 text-sm font-medium ${valid ? 'text-coupon' : 'text-amber-800'}`}
    >
      {lookup.status === 'checking' ? (
        <span className="text-stone-600">{t('checkout.coupon_checking')}</span>
      ) : outcome ? (
        t.message(outcome)
      ) : null}
    </p>
  );
}
