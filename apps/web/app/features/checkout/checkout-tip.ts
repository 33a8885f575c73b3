import type { Tips } from '@ordina/contracts';
import type { Message, TipChoice } from '@ordina/domain';
import { euroTextToCents } from '../../lib/business-document/euro-text.ts';
import type { CheckoutValues } from './checkout-values.ts';

/*
 * The checkout's tip (issue 37, docs/decisions/067): the form holds the option chosen (`tip`: 'none', a
 * preset's percentage as text, or 'other') and the amount typed in euros with a comma (`tipAmount`,
 * read like the back office's prices). The domain prices it (tips.ts); the server prices it again.
 */

/** The option "no tip", the default. */
export const TIP_NONE = 'none';
/** The option "another amount": the amount typed. */
export const TIP_OTHER = 'other';

/** The business's tips when the checkout offers them, else null. */
export function tipsOffered(tips: Tips | undefined): Tips | null {
  return tips?.enabled === true ? tips : null;
}

/**
 * What the values choose, as the order request carries it: a preset the business offers, or an amount
 * typed within its cap; null for no tip — and for what cannot be sent (a preset no longer offered, a
 * saved draft's choice where tips are now off, an amount still being typed: its rule says what is wrong).
 */
export function checkoutTipChoice(
  values: Pick<CheckoutValues, 'tip' | 'tipAmount'>,
  tips: Tips | undefined,
): TipChoice | null {
  const offered = tipsOffered(tips);
  if (offered === null || values.tip === TIP_NONE) return null;
  if (values.tip === TIP_OTHER) {
    const amount = euroTextToCents(values.tipAmount);
    return typeof amount === 'number' && amount > 0 && amount <= offered.max_amount ? { amount } : null;
  }
  const percent = Number(values.tip);
  return offered.presets.includes(percent) ? { percent } : null;
}

/** The typed amount's rule, when "another amount" is chosen: euros with up to two decimals, more than 0, within the cap. */
export function tipAmountRule(
  values: Pick<CheckoutValues, 'tip' | 'tipAmount'>,
  tips: Tips | undefined,
): Message | null {
  const offered = tipsOffered(tips);
  if (offered === null || values.tip !== TIP_OTHER) return null;
  const amount = euroTextToCents(values.tipAmount);
  if (amount === null) return { key: 'validation.required' };
  if (amount === undefined || amount === 0) return { key: 'validation.invalid_number' };
  return amount > offered.max_amount ? { key: 'errors.WRONG_TIP' } : null;
}
