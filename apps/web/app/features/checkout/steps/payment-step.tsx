import type { Storefront } from '@ordina/contracts';
import { languageFirstConfigured } from '@ordina/domain';
import { paymentMethodDescription, paymentMethodLabel } from '@ordina/i18n';
import type { Translator } from '@ordina/i18n';
import type { AppForm } from '../../../lib/form/index.ts';
import { useStorefront } from '../../../lib/storefront-context.tsx';
import type { CheckoutValues } from '../checkout-values.ts';
import { FormRadioGroup } from '../choice-fields.tsx';

/** The payment methods the chosen delivery method offers, each with the label and description the order pages and e-mails show too (issue 31 item 6). */
export function PaymentStep({
  form,
  payments,
  t,
}: {
  form: AppForm<CheckoutValues>;
  payments: readonly Storefront['configuration']['payment_methods'][number][];
  t: Translator;
}) {
  const locales = {
    locale: t.locale,
    business: languageFirstConfigured(useStorefront().configuration.languages),
  };
  return (
    <FormRadioGroup
      form={form}
      name="paymentMethod"
      legend={t('field.payment_method')}
      choices={payments.map((p) => ({
        value: p.code,
        label: paymentMethodLabel(p.code, payments, locales),
        description: paymentMethodDescription(p.code, payments, locales) || undefined,
      }))}
    />
  );
}
