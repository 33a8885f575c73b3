import { useController } from 'react-hook-form';
import type { SavedAddress } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import type { AppForm } from '../../lib/form/index.ts';
import { AddressField } from './address/index.ts';
import type { CheckoutValues } from './checkout-values.ts';

/** Home delivery's address component bound to the checkout form: its message ('You must specify an address') and the server's address codes. */
export function CheckoutAddress({
  form,
  savedAddresses,
  t,
}: {
  form: AppForm<CheckoutValues>;
  savedAddresses: readonly SavedAddress[] | null;
  t: Translator;
}) {
  const {
    field: { value, onChange },
    fieldState,
  } = useController({
    control: form.control,
    name: 'address',
    rules: { deps: form.ruleNames.filter((other) => other !== 'address') },
  });
  return (
    <AddressField
      value={value}
      onChange={onChange}
      savedAddresses={savedAddresses}
      error={fieldState.error?.message ?? null}
      t={t}
    />
  );
}
