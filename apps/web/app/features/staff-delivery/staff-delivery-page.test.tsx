import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffTranslator } from '@ordina/i18n/staff';
import { apiDouble } from '../../test/api-double.ts';
import * as businessApi from '../../lib/business-document/test/business-answers.ts';
import { StaffDeliveryPage } from './staff-delivery-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = staffTranslator('en');
const square = [
  { lat: 44, lng: 12.5 },
  { lat: 44, lng: 12.6 },
  { lat: 44.1, lng: 12.6 },
  { lat: 44.1, lng: 12.5 },
];
const documentWith = (deliveryPrice: number) => ({
  configuration: {
    languages: [
      { locale: 'it', default: true },
      { locale: 'en', default: false },
    ],
    time_zone: 'Europe/Rome',
    payment_methods: [
      { code: 'cash_on_delivery', name: 'Contanti' },
      { code: 'paypal', name: 'PayPal' },
    ],
    delivery_method: [
      { code: 'pick_up', name: 'Ritiro', paymentTypes: [{ code: 'cash_on_delivery' }] },
      { code: 'home_delivery', name: 'Domicilio', paymentTypes: [{ code: 'cash_on_delivery' }] },
    ],
    delivery_delay_notice: { it: 'Può tardare' },
  },
  delivery_order: {
    deliveryTimetables: { mon: [] },
    closures: [],
    deliveryPrice,
    deliveryPricePerProduct: 50,
    deliveryThresholdFree: 3500,
    deliveryMinOrder: 1200,
    deliveryZones: [square],
    deliverySlotMinutes: 15,
    deliverySlotMaxOrders: 4,
    deliverySlotMaxItems: null,
  },
  anagraphic: { latitude: 44.05, longitude: 12.55 },
});

function loaded(extra: Parameters<typeof apiDouble>[0] = {}) {
  return apiDouble({
    'GET /api/staff/business': businessApi.loaded(documentWith(250), 3),
    ...extra,
  });
}

describe('the delivery editor (/gestione/consegna)', () => {
  it('saves costs typed with a comma, a payment type and a method switched on, in one PUT of both sections', async () => {
    const { calls } = loaded({
      'PUT /api/staff/business': businessApi.saved(documentWith(300), 4, ['section:delivery']),
    });
    render(<StaffDeliveryPage t={t} locale="en" />);
    const price = await screen.findByLabelText('Fixed delivery cost (€)');
    expect(price).toHaveProperty('value', '2,50');
    fireEvent.change(price, { target: { value: '3,00' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Items (kitchen load)' }));
    fireEvent.change(screen.getByLabelText('Items per slot'), { target: { value: '20' } });
    const home = screen.getByRole('group', { name: 'Payments accepted for Home delivery' });
    fireEvent.click(within(home).getByRole('checkbox', { name: 'PayPal' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Take-away' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: version 4.');
    const [put] = businessApi.puts(calls);
    const body = put as {
      baseVersion: number;
      changes: { section: string; value: Record<string, unknown> }[];
    };
    expect(body.baseVersion).toBe(3);
    expect(body.changes.map((c) => c.section)).toEqual(['delivery', 'configuration']);
    expect(body.changes[0]?.value).toMatchObject({
      deliveryPrice: 300,
      deliveryMinOrder: 1200,
      deliverySlotMaxItems: 20,
      deliveryZones: [square],
    });
    expect(body.changes[0]?.value).not.toHaveProperty('deliveryTimetables');
    const configuration = body.changes[1]?.value as { delivery_method: unknown; time_zone: string };
    expect(configuration.time_zone).toBe('Europe/Rome'); // every other field as loaded
    expect(configuration.delivery_method).toEqual([
      { code: 'pick_up', name: 'Ritiro', paymentTypes: [{ code: 'cash_on_delivery' }] },
      {
        code: 'home_delivery',
        name: 'Domicilio',
        paymentTypes: [{ code: 'cash_on_delivery' }, { code: 'paypal' }],
      },
      { code: 'take_away', name: 'Asporto', paymentTypes: [] },
    ]);
  });

  it('refuses a cost that is not an amount before sending anything', async () => {
    const { calls } = loaded();
    render(<StaffDeliveryPage t={t} locale="en" />);
    const min = await screen.findByLabelText('Minimum order (€)');
    fireEvent.change(min, { target: { value: '12,5x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Write an amount in euros, for example 2,50.')).toBeTruthy();
    expect(min.getAttribute('aria-invalid')).toBe('true');
    expect(businessApi.puts(calls)).toHaveLength(0);
  });

  it('shows the server’s refusal at its JSON path', async () => {
    loaded({
      'PUT /api/staff/business': businessApi.refused({
        path: 'delivery_order.deliveryZones[0]',
        message: 'the delivery zone crosses itself',
      }),
    });
    render(<StaffDeliveryPage t={t} locale="en" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('delivery_order.deliveryZones[0]: the delivery zone crosses itself'),
    ).toBeTruthy();
  });
});

// The multi-zone editor (issue 37, docs/decisions/072): each zone's name and four figures beside its points;
// an empty figure is the business's own, no name and no figure a bare polygon.
describe('the delivery editor’s zones with their own rules', () => {
  const inner = [
    { lat: 44.04, lng: 12.54 },
    { lat: 44.04, lng: 12.56 },
    { lat: 44.06, lng: 12.56 },
  ];
  const zonedDocument = () => {
    const document = documentWith(250);
    return {
      ...document,
      delivery_order: {
        ...document.delivery_order,
        deliveryZones: [square, { name: 'Centro', polygon: inner, deliveryPrice: 100 }] as unknown[],
      },
    };
  };

  it('shows each zone’s rules, saves a changed figure, a zone removed and a bare zone added', async () => {
    const { calls } = apiDouble({
      'GET /api/staff/business': businessApi.loaded(zonedDocument(), 3),
      'PUT /api/staff/business': businessApi.saved(zonedDocument(), 4, ['section:delivery']),
    });
    render(<StaffDeliveryPage t={t} locale="en" />);
    const name = await screen.findByLabelText('Name of zone 2');
    expect(name).toHaveProperty('value', 'Centro');
    expect(screen.getByLabelText('Fixed delivery cost (€) — Zone 2')).toHaveProperty('value', '1,00');
    expect(screen.getByLabelText('Name of zone 1')).toHaveProperty('value', '');
    // The minimum of its own, 20,00 €; the other figures stay the business's.
    fireEvent.change(screen.getByLabelText('Minimum order (€) — Zone 2'), { target: { value: '20' } });
    // The first zone goes; zone 2 becomes zone 1 with its rules, and a new bare zone is added.
    fireEvent.click(screen.getByRole('button', { name: 'Remove zone 1' }));
    expect(screen.getByLabelText('Name of zone 1')).toHaveProperty('value', 'Centro');
    fireEvent.click(screen.getByRole('button', { name: 'Add a zone' }));
    const points = square.slice(0, 3);
    points.forEach((point, i) => {
      fireEvent.change(screen.getByLabelText(`Latitude (Zone 2, point ${i + 1})`), {
        target: { value: String(point.lat) },
      });
      fireEvent.change(screen.getByLabelText(`Longitude (Zone 2, point ${i + 1})`), {
        target: { value: String(point.lng) },
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: version 4.');
    const [put] = businessApi.puts(calls);
    const body = put as { changes: { section: string; value: Record<string, unknown> }[] };
    const delivery = body.changes.find((change) => change.section === 'delivery')?.value;
    expect(delivery?.['deliveryZones']).toEqual([
      { name: 'Centro', polygon: inner, deliveryPrice: 100, deliveryMinOrder: 2000 },
      points,
    ]);
  });

  it('asks a name for a zone given figures of its own, and refuses a figure that is not an amount', async () => {
    const { calls } = apiDouble({
      'GET /api/staff/business': businessApi.loaded(zonedDocument(), 3),
    });
    render(<StaffDeliveryPage t={t} locale="en" />);
    fireEvent.change(await screen.findByLabelText('Fixed delivery cost (€) — Zone 1'), {
      target: { value: '1,50' },
    });
    fireEvent.change(screen.getByLabelText('Free delivery from (€, 0: never) — Zone 2'), {
      target: { value: 'tanti' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A zone with costs of its own needs a name.')).toBeTruthy();
    const threshold = screen.getByLabelText('Free delivery from (€, 0: never) — Zone 2');
    expect(threshold.getAttribute('aria-invalid')).toBe('true');
    expect(businessApi.puts(calls)).toEqual([]);
  });
});
