import type { SessionUser, Storefront } from '@ordina/contracts';
import {
  deliveryMethodPreselected,
  deliveryMethodsAvailable,
  paymentMethodAfterDeliveryChange,
  paymentMethodsFor,
} from '@ordina/domain';
import type { CheckoutValues } from './checkout-values.ts';

/** The form's first values: the saved draft, the account's identity, the single method (and its single payment) preselected. */
export function checkoutInitialValues(
  draft: CheckoutValues,
  user: SessionUser | null,
  configuration: Storefront['configuration'],
): CheckoutValues {
  const values = { ...draft };
  if (user !== null) Object.assign(values, { name: user.name, lastname: user.lastname, email: user.email });
  const available = deliveryMethodsAvailable(configuration.delivery_method);
  if (!available.some((m) => m.code === values.deliveryMethod))
    values.deliveryMethod = deliveryMethodPreselected(configuration.delivery_method) ?? '';
  const offered = paymentMethodsFor(
    available.find((m) => m.code === values.deliveryMethod),
    configuration.payment_methods,
  );
  values.paymentMethod = paymentMethodAfterDeliveryChange(values.paymentMethod || null, offered) ?? '';
  return values;
}
