import type { DeliveryOrder, DeliveryZoneRules } from '@ordina/contracts';
import { shippingPricingOfZone } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { DeliveryCosts } from '../../components/ui/cart-summary/zone-figures.tsx';

export { DeliveryCosts };

/**
 * The costs popup (spec §2 Home): the business's figures; with zones of their own rules (issue 37,
 * docs/decisions/072), each such zone by name with the figures that hold there, then the business's
 * figures for the rest of the delivery area.
 */
export function DeliveryCostsByZone({
  delivery,
  t,
}: {
  delivery: Pick<
    DeliveryOrder,
    | 'deliveryPrice'
    | 'deliveryPricePerProduct'
    | 'deliveryThresholdFree'
    | 'deliveryMinOrder'
    | 'deliveryZones'
  >;
  t: Translator;
}) {
  const zones = delivery.deliveryZones.filter((zone): zone is DeliveryZoneRules => !Array.isArray(zone));
  if (zones.length === 0) return <DeliveryCosts delivery={delivery} t={t} />;
  return (
    <div className="space-y-3">
      {zones.map((zone, index) => (
        <section key={index} aria-label={zone.name}>
          <h3 className="font-semibold text-stone-900">{zone.name}</h3>
          <DeliveryCosts delivery={shippingPricingOfZone(delivery, zone)} t={t} />
        </section>
      ))}
      <section aria-label={t('home.zone_elsewhere')}>
        <h3 className="font-semibold text-stone-900">{t('home.zone_elsewhere')}</h3>
        <DeliveryCosts delivery={delivery} t={t} />
      </section>
    </div>
  );
}
