import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Storefront } from '@ordina/contracts';
import { createTranslator } from '@ordina/i18n';
import { Form, useAppForm } from '../../../../lib/form/index.ts';
import type { AppForm } from '../../../../lib/form/index.ts';
import { demoStorefront } from '../../../../test/demo-storefront.ts';
import { renderPage } from '../../../../test/render-page.tsx';
import { checkoutRulesFor, checkoutServerFields } from '../../checkout-rules.ts';
import { emptyCheckoutValues } from '../../checkout-values.ts';
import type { CheckoutValues } from '../../checkout-values.ts';

export const t = createTranslator('en');

function Harness({
  values,
  tips,
  onValid,
  step,
}: {
  values: Partial<CheckoutValues>;
  tips: Storefront['configuration']['tips'];
  onValid: (values: CheckoutValues) => void;
  step: (form: AppForm<CheckoutValues>) => ReactNode;
}) {
  const form = useAppForm<CheckoutValues>({
    defaultValues: { ...emptyCheckoutValues, ...values },
    rules: checkoutRulesFor(tips),
    serverFields: checkoutServerFields,
    t,
  });
  return (
    <Form form={form} onValid={onValid} aria-label="checkout">
      {step(form)}
    </Form>
  );
}

/** Renders one checkout step in the checkout's form (its rules, the demo storefront), with `values` typed in. */
export function renderStep(
  step: (form: AppForm<CheckoutValues>) => ReactNode,
  {
    values = {},
    storefront = demoStorefront(),
  }: { values?: Partial<CheckoutValues>; storefront?: Storefront } = {},
) {
  const onValid = vi.fn();
  const view = renderPage(
    <Harness values={values} tips={storefront.configuration.tips} onValid={onValid} step={step} />,
    {
      storefront,
      locale: 'en',
      path: '/concludi-ordine',
    },
  );
  return { ...view, onValid, storefront };
}
