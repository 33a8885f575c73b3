import type { AddressCheckResult, DeliveryOrder } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';

/** A zone with its own rules as the address check names it (docs/decisions/072). */
export type NamedZone = NonNullable<AddressCheckResult['zone']>;

/**
 * The zone an address falls in, named with the figures that hold there (issue 37): under the address
 * check's "we deliver" on the home page's dialog and at checkout. Nothing for a bare polygon.
 */
export function ZoneFigures({ zone, t }: { zone: NamedZone | undefined; t: Translator }) {
  if (zone === undefined) return null;
  return (
    <div className="mt-2 rounded-lg bg-stone-50 px-3 py-1 text-stone-800" data-testid="address-zone">
      <p className="pt-1 font-semibold">{t('address.zone', { name: zone.name })}</p>
      <DeliveryCosts delivery={zone} t={t} />
    </div>
  );
}

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
