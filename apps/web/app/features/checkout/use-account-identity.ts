import { useEffect, useRef } from 'react';
import type { SavedAddress, SessionUser, Storefront } from '@ordina/contracts';
import type { AppForm } from '../../lib/form/index.ts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import { initialCheckoutAddress } from './address/index.ts';
import { loadSavedAddresses } from './api/saved-addresses.ts';
import { checkoutInitialValues } from './checkout-initial-values.ts';
import { emptyCheckoutValues } from './checkout-values.ts';
import type { CheckoutValues } from './checkout-values.ts';

/**
 * The account in the checkout: on login (also mid-checkout) the identity comes from the account, whose
 * automatic coupons useCustomerCoupons looks up (spec §4), and its saved addresses load once per login,
 * the default one (flagged, else first) selected unless the customer already chose one. On logout
 * (another tab, an expired token) the form forgets the customer as the stored draft did (clearSession).
 * Answers the saved addresses (null for a guest and until they are in).
 */
export function useAccountIdentity(
  form: AppForm<CheckoutValues>,
  user: SessionUser | null,
  configuration: Storefront['configuration'],
): readonly SavedAddress[] | null {
  const { setValue, getValues } = form;
  const userId = user?.id ?? null;
  const previousUserId = useRef(userId);
  useEffect(() => {
    const loggedOut = previousUserId.current !== null && userId === null;
    previousUserId.current = userId;
    if (loggedOut) {
      form.reset(checkoutInitialValues(emptyCheckoutValues, null, configuration));
      return;
    }
    if (user === null) return;
    setValue('name', user.name);
    setValue('lastname', user.lastname);
    setValue('email', user.email);
    if (user.phone !== '' && getValues('phone').trim() === '') setValue('phone', user.phone);
    // The account's identity is filled once per login, not on every render of the same user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  const saved = useApiQuery<readonly SavedAddress[]>(
    userId === null ? null : String(userId),
    async ({ signal }) => {
      if (userId === null) return;
      const answer = await loadSavedAddresses(userId);
      const list = answer.ok ? answer.data : [];
      const chosen = getValues('address');
      if (!signal.aborted && chosen.selectedAddress === null && chosen.address === null)
        setValue('address', initialCheckoutAddress(list));
      return list;
    },
  );
  return user === null ? null : (saved.value ?? null);
}
