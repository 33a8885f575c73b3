import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import { DeliveryCostsByZone } from './delivery-costs.tsx';

afterEach(cleanup);

const t = createTranslator('en');
const square = [
  { lat: 44.0, lng: 12.5 },
  { lat: 44.0, lng: 12.6 },
  { lat: 44.1, lng: 12.6 },
];
// The business's figures: 2,50 € + 0,50 € a product, free from 35,00 €, minimum 12,00 €.
const business = {
  deliveryPrice: 250,
  deliveryPricePerProduct: 50,
  deliveryThresholdFree: 3500,
  deliveryMinOrder: 1200,
};
const figures = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('definition')
    .map((dd) => dd.textContent);

describe('DeliveryCostsByZone (the costs popup, docs/decisions/072)', () => {
  it('lists each zone of its own rules with the figures that hold there, then the rest of the area', () => {
    render(
      <DeliveryCostsByZone
        delivery={{
          ...business,
          deliveryZones: [
            square,
            { name: 'Centro', polygon: square, deliveryPrice: 100, deliveryMinOrder: 2000 },
          ],
        }}
        t={t}
      />,
    );
    const centre = screen.getByRole('region', { name: 'Centro' });
    // Its own 1,00 € and 20,00 €; the business's per-product fee and threshold.
    expect(figures(centre)).toEqual([t.money(100), t.money(50), t.money(3500), t.money(2000)]);
    const rest = screen.getByRole('region', { name: t('home.zone_elsewhere') });
    expect(figures(rest)).toEqual([t.money(250), t.money(50), t.money(3500), t.money(1200)]);
  });

  it('shows the business’s figures alone when every zone is a bare polygon', () => {
    render(<DeliveryCostsByZone delivery={{ ...business, deliveryZones: [square] }} t={t} />);
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect(figures(document.body)).toEqual([t.money(250), t.money(50), t.money(3500), t.money(1200)]);
  });
});
