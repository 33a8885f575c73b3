import type { DeliveryOrder } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';

/** Home-delivery costs: fixed cost, cost per product, free-delivery threshold and minimum order (euros, 2 decimals). */
export function DeliveryCosts({
  delivery,
  t,
}: {
  delivery: Pick<
    DeliveryOrder,
    'deliveryPrice' | 'deliveryPricePerProduct' | 'deliveryThresholdFree' | 'deliveryMinOrder'
  >;
  t: Translator;
}) {
  const rows = [
    { label: t('home.fixed_cost'), cents: delivery.deliveryPrice },
    { label: t('home.cost_per_product'), cents: delivery.deliveryPricePerProduct },
    // A threshold of 0 means there is no free delivery (spec §4: "above 0").
    ...(delivery.deliveryThresholdFree > 0
      ? [{ label: t('home.free_delivery_from'), cents: delivery.deliveryThresholdFree }]
      : []),
    { label: t('home.minimum_order'), cents: delivery.deliveryMinOrder },
  ];
  return (
    <dl className="divide-y divide-stone-100 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4 py-2">
          <dt>{row.label}</dt>
          <dd className="font-semibold tabular-nums">{t.money(row.cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
