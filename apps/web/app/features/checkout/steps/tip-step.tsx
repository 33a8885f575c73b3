import type { Tips } from '@ordina/contracts';
import { tipBase, tipPercentAmount } from '@ordina/domain';
import type { PriceBreakdown } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { FormTextField } from '../../../lib/form/index.ts';
import type { AppForm } from '../../../lib/form/index.ts';
import { TIP_NONE, TIP_OTHER } from '../checkout-tip.ts';
import type { CheckoutValues } from '../checkout-values.ts';
import { FormRadioGroup } from '../choice-fields.tsx';

/**
 * The optional tip (issue 37, docs/decisions/067), beside the payment: "no tip" (the default), each
 * preset as its percentage with what it comes to in euros (of the products after their discount), or
 * another amount typed in euros. A radio group in a fieldset, so the arrow keys move between options;
 * the amount's field shows only while "another amount" is chosen.
 */
export function TipStep({
  form,
  tips,
  prices,
  t,
}: {
  form: AppForm<CheckoutValues>;
  tips: Tips;
  /** The page's prices (null until they are known): a preset's amount is read from them. */
  prices: PriceBreakdown | null;
  t: Translator;
}) {
  const base = prices === null ? null : tipBase(prices);
  const other = form.watch('tip') === TIP_OTHER;
  return (
    <FormRadioGroup
      form={form}
      name="tip"
      legend={t('checkout.tip.title')}
      hint={t('checkout.tip.hint')}
      choices={[
        { value: TIP_NONE, label: t('checkout.tip.none') },
        ...tips.presets.map((percent) => ({
          value: String(percent),
          label: t('checkout.tip.percent', { percent }),
          description: base === null ? undefined : t.money(tipPercentAmount(base, percent, tips.max_amount)),
        })),
        { value: TIP_OTHER, label: t('checkout.tip.other') },
      ]}
      after={
        other ? (
          <div className="mt-3 sm:w-1/2">
            <FormTextField
              form={form}
              name="tipAmount"
              label={t('checkout.tip.amount')}
              hint={t('checkout.tip.amount_hint', { euro: t.money(tips.max_amount) })}
              inputMode="decimal"
              autoComplete="off"
            />
          </div>
        ) : null
      }
    />
  );
}
