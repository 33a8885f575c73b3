import type { DeliveryMethodCode, Locale, Storefront } from '@ordina/contracts';
import { productHasChoices, productOptions, shippingApplies } from '@ordina/domain';
import type { Cart, CartEntry } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { OrderSummaryLine } from './order-summary-line.tsx';
import { OrderSummaryTotals } from './order-summary-totals.tsx';
import type { OrderPricing } from './use-order-pricing.ts';

/** The lines of a cart that is not empty, and its price lines once they are known. */
export function OrderSummaryLines({
  entries,
  pricing,
  editable,
  method,
  onEditOptions,
  onIncrement,
  onDecrement,
  storefront,
  locale,
  t,
}: {
  entries: Cart;
  pricing: Pick<OrderPricing, 'prices' | 'coupon' | 'couponSource' | 'blockers'>;
  editable: boolean;
  method: DeliveryMethodCode | null;
  /** Opens the options dialog for the line at `index`. */
  onEditOptions: (entry: CartEntry, index: number) => void;
  onIncrement: (entry: CartEntry) => void;
  /** One less; at quantity 1 the line goes. */
  onDecrement: (entry: CartEntry) => void;
  storefront: Pick<Storefront, 'categories' | 'category_options'>;
  locale: Locale;
  t: Translator;
}) {
  return (
    <>
      <ul className="divide-y divide-stone-100">
        {entries.map((entry, index) => (
          <OrderSummaryLine
            key={entry.id}
            entry={entry}
            editable={editable}
            canEditOptions={productHasChoices(
              entry.product,
              productOptions(entry.product, storefront.categories, storefront.category_options),
            )}
            onEditOptions={() => onEditOptions(entry, index)}
            onIncrement={() => onIncrement(entry)}
            onDecrement={() => onDecrement(entry)}
            locale={locale}
            t={t}
          />
        ))}
      </ul>
      {pricing.prices && (
        <OrderSummaryTotals
          prices={pricing.prices}
          coupon={pricing.coupon}
          couponSource={pricing.couponSource}
          missing={pricing.blockers.find((blocker) => blocker.detail)?.detail ?? null}
          showShipping={shippingApplies(method)}
          methodChosen={method !== null}
          locale={locale}
          t={t}
        />
      )}
    </>
  );
}
