import { useEffect, useRef } from 'react';
import type { PublicCoupon } from '@ordina/contracts';
import { COUPON_DEBOUNCE_MS, couponCodeCheckable, validateEmail } from '@ordina/domain';
import type { ApiResult } from '../../lib/after-hydration-shared/api-client.ts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import { lookupCoupons } from './api/coupons.ts';
import { loadPhoneRules } from '../../lib/form/index.ts';

/** What the server said about a typed code. */
export type CouponLookup =
  | { readonly status: 'idle' }
  | { readonly status: 'checking'; readonly code: string }
  /** `found` is the coupon the code names, or null ('does not exist'); `automatic` the customer's automatic coupons. */
  | {
      readonly status: 'done';
      readonly code: string;
      readonly found: PublicCoupon | null;
      readonly automatic: readonly PublicCoupon[];
    }
  /** The call failed: the code counts as invalid, without a message (spec §5). */
  | { readonly status: 'failed'; readonly code: string };

const IDLE: CouponLookup = { status: 'idle' };

/**
 * The coupon field's lookup (spec §5, §9): 1000 ms after the last keystroke,
 * a code longer than 3 characters is looked up with the customer's e-mail and
 * phone and a fresh bot-protection token; 3 characters or fewer clear the
 * state. Only the answer for the code still typed is kept.
 */
export function useCouponLookup(input: {
  readonly code: string;
  readonly email: string;
  readonly phone: string;
  /** The country the phone is read in when typed without '+' (issue 34). */
  readonly phoneCountry?: string;
  readonly takeToken: () => Promise<ApiResult<string>>;
}): CouponLookup {
  const code = input.code.trim();
  // The customer's contact and the token source at the moment of the lookup, without re-running it when they change.
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  // 3 characters or fewer clear the state; a result for another code (typed meanwhile) never shows.
  const lookup = useApiQuery<CouponLookup>(
    couponCodeCheckable(code) ? code : null,
    async ({ show, sleep }) => {
      await sleep(COUPON_DEBOUNCE_MS);
      show({ status: 'checking', code });
      const { email, phone, phoneCountry = 'IT', takeToken } = latest.current;
      const token = await takeToken();
      // The number as read in the chosen country (the server reads one without '+' as Italian); as typed when the rules are not in.
      const read =
        phone.trim() === ''
          ? null
          : await loadPhoneRules().then(
              (rules) => rules.phoneNormalize(phone, phoneCountry).international,
              () => null,
            );
      const answer = token.ok
        ? await lookupCoupons({
            code,
            email: customerEmail(email),
            phone: read ?? (phone.trim() || null),
            recaptchaToken: token.data,
          })
        : token;
      if (!answer.ok) return { status: 'failed', code };
      const [found = null, ...automatic] = answer.data;
      return { status: 'done', code, found, automatic };
    },
  );
  return lookup.value ?? IDLE;
}

/** The e-mail the lookup names the customer by: only a finished address (the e-mail rule the server applies too), else none yet. */
function customerEmail(typed: string): string | null {
  return validateEmail(typed) === null ? typed.trim() : null;
}
