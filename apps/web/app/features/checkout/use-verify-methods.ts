import type { Storefront } from '@ordina/contracts';
import { orderVerifyDataNormalize, orderVerifyMethods } from '@ordina/domain';
import type { VerifyMethod } from '@ordina/domain';
import { loadPhoneRules } from '../../lib/form/index.ts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';

/** The ORDER_VERIFY_DATA parameter, else the configuration's order_verify_data. */
function orderVerifyData(configuration: Storefront['configuration']) {
  const param = configuration.params.find((p) => p.param_name === 'ORDER_VERIFY_DATA')?.value;
  return orderVerifyDataNormalize(param ?? configuration.order_verify_data);
}

/**
 * The verification buttons (spec §2): none for a logged-in customer, an
 * online payment or ORDER_VERIFY_DATA 'no'; else e-mail, plus SMS when the
 * parameter is e-mail+SMS, SMS credit exists and the phone is a mobile one
 * (the phone rules load on demand to tell).
 */
export function useVerifyMethods(input: {
  readonly configuration: Storefront['configuration'];
  readonly authenticated: boolean;
  readonly paymentOnline: boolean;
  readonly phone: string;
  /** The country the phone is read in when typed without '+' (issue 34). */
  readonly phoneCountry?: string;
}): VerifyMethod[] {
  const { configuration, authenticated, paymentOnline, phone, phoneCountry = 'IT' } = input;
  const data = orderVerifyData(configuration);
  const smsPossible = !authenticated && data === 'email_sms' && configuration.has_sms_to_spend;
  // Whether the phone typed now is a mobile one; unknown (no SMS button) until the phone rules tell.
  const mobile = useApiQuery<boolean>(
    smsPossible ? `${phoneCountry} ${phone}` : null,
    async () => (await loadPhoneRules()).phoneNormalize(phone, phoneCountry).mobile,
  );

  return orderVerifyMethods({
    authenticated,
    paymentOnline,
    orderVerifyData: data,
    phoneMobile: smsPossible && mobile.value === true,
    hasSmsToSpend: configuration.has_sms_to_spend,
  });
}
