import { useEffect, useRef } from 'react';
import type { PublicCoupon } from '@ordina/contracts';
import { COUPON_DEBOUNCE_MS, validateEmail } from '@ordina/domain';
import type { ApiResult } from '../../lib/after-hydration-shared/api-client.ts';
import { loadPhoneRules } from '../../lib/form/index.ts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import { lookupCoupons } from './api/coupons.ts';

/** The customer a lookup is for: none until the e-mail is a finished address. */
function customerKey(email: string, phone: string): string | null {
  return validateEmail(email) === null ? `${email.trim().toLowerCase()}|${phone.trim()}` : null;
}

/**
 * The automatic coupons the server gives this customer (spec §7 `POST api/coupons` with e-mail and phone;
 * §4 "Best automatic coupon" takes those the server returns): looked up once the e-mail is a finished
 * address, with the phone when it is a valid number, `delayMs` after the last change (the coupon field's
 * 1000 ms while a guest types; at once for an account's identity), each time with a fresh bot-protection
 * token. Null until the answer for the e-mail and phone now in the form is in: until then the page prices
 * with the configured first-order coupons. Before (issue 31 item 5) a guest was never looked up, so a
 * returning guest saw the first-order discount and an order refused with other prices, and an automatic
 * coupon that is not a first-order one was never shown.
 */
export function useCustomerCoupons(input: {
  readonly email: string;
  readonly phone: string;
  /** The country the phone is read in when typed without '+' (issue 34). */
  readonly phoneCountry?: string;
  readonly delayMs?: number;
  readonly takeToken: () => Promise<ApiResult<string>>;
}): readonly PublicCoupon[] | null {
  const key = customerKey(input.email, `${input.phoneCountry ?? 'IT'} ${input.phone}`);
  const delayMs = input.delayMs ?? COUPON_DEBOUNCE_MS;
  // The token source at the moment of the lookup, without re-running it when it changes.
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });

  const known = useApiQuery<readonly PublicCoupon[]>(key, async ({ signal, sleep }) => {
    await sleep(delayMs);
    const { email, phone, phoneCountry = 'IT', takeToken } = latest.current;
    const [token, phoneRules] = await Promise.all([takeToken(), loadPhoneRules().catch(() => null)]);
    if (!token.ok || signal.aborted) return undefined;
    // The server reads a number without '+' as Italian: it gets the number as read in the chosen country.
    const wholePhone =
      phoneRules === null ? null : phoneRules.phoneNormalize(phone, phoneCountry).international;
    const answer = await lookupCoupons({
      email: email.trim(),
      phone: wholePhone,
      recaptchaToken: token.data,
    });
    // A failed lookup leaves the configured coupons in place (spec §7: a failure means none from the server).
    return answer.ok ? answer.data : undefined;
  });
  return known.value ?? null;
}
