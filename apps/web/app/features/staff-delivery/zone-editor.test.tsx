import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffTranslator } from '@ordina/i18n/staff';
import { apiDouble } from '../../test/api-double.ts';
import * as businessApi from '../../lib/business-document/test/business-answers.ts';
import { vertexKey, zoneProblems, type VertexDraft } from './delivery-document.ts';
import { ZoneEditor } from './zone-editor.tsx';
import { StaffDeliveryPage } from './staff-delivery-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = staffTranslator('en');
const v = (lat: number, lng: number): VertexDraft => ({
  key: vertexKey(),
  lat: String(lat),
  lng: String(lng),
});

function Harness({ start, onZones }: { start: VertexDraft[][]; onZones: (zones: VertexDraft[][]) => void }) {
  const [zones, setZones] = useState(start);
  return (
    <ZoneEditor
      zones={zones}
      problems={zoneProblems(zones)}
      onChange={(next) => {
        setZones(next);
        onZones(next);
      }}
      t={t}
    />
  );
}

const values = (zones: VertexDraft[][]) => zones.map((z) => z.map((p) => [p.lat, p.lng]));

describe('the zone editor', () => {
  it('edits, adds after (halfway), moves and removes points by buttons with named labels', () => {
    const seen = vi.fn<(zones: VertexDraft[][]) => void>();
    render(<Harness start={[[v(0, 0), v(0, 2), v(2, 2), v(2, 0)]]} onZones={seen} />);
    fireEvent.change(screen.getByLabelText('Latitude (Zone 1, point 3)'), { target: { value: '3' } });
    expect(values(seen.mock.lastCall![0])[0]?.[2]).toEqual(['3', '2']);
    fireEvent.click(screen.getByRole('button', { name: 'Add after Zone 1, point 1' }));
    expect(values(seen.mock.lastCall![0])[0]?.[1]).toEqual(['0', '1']);
    expect(screen.getByRole('button', { name: 'Move up Zone 1, point 1' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move down Zone 1, point 1' }));
    expect(values(seen.mock.lastCall![0])[0]?.slice(0, 2)).toEqual([
      ['0', '1'],
      ['0', '0'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Zone 1, point 5' }));
    expect(seen.mock.lastCall![0][0]).toHaveLength(4);
  });

  it('says when sides cross and when a zone has fewer than 3 points', () => {
    render(
      <Harness
        start={[
          [v(0, 0), v(2, 2), v(0, 2), v(2, 0)],
          [v(0, 0), v(1, 1)],
        ]}
        onZones={() => {}}
      />,
    );
    expect(screen.getByText(/Sides 1 and 3 cross/)).toBeTruthy();
    expect(screen.getByText('A zone needs at least 3 different points.')).toBeTruthy();
  });

  it('flags a point that is not a coordinate', () => {
    render(<Harness start={[[v(0, 0), v(0, 2), v(2, 2)]]} onZones={() => {}} />);
    const lng = screen.getByLabelText('Longitude (Zone 1, point 2)');
    fireEvent.change(lng, { target: { value: '200' } });
    expect(lng.getAttribute('aria-invalid')).toBe('true');
  });

  it('on the page, a crossing zone is refused before anything is sent', async () => {
    const document = {
      configuration: {
        languages: [{ locale: 'it', default: true }],
        payment_methods: [{ code: 'cash_on_delivery', name: 'Contanti' }],
        delivery_method: [{ code: 'pick_up', name: 'Ritiro', paymentTypes: [{ code: 'cash_on_delivery' }] }],
        delivery_delay_notice: {},
      },
      delivery_order: {
        deliveryPrice: 0,
        deliveryPricePerProduct: 0,
        deliveryThresholdFree: 0,
        deliveryMinOrder: 0,
        deliveryZones: [
          [
            { lat: 0, lng: 0 },
            { lat: 0, lng: 2 },
            { lat: 2, lng: 2 },
            { lat: 2, lng: 0 },
          ],
        ],
        deliverySlotMinutes: 15,
        deliverySlotMaxOrders: 4,
        deliverySlotMaxItems: null,
      },
    };
    const { calls } = apiDouble({
      'GET /api/staff/business': businessApi.loaded(document, 1),
    });
    render(<StaffDeliveryPage t={t} locale="en" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move down Zone 1, point 2' }));
    expect(screen.getByText(/Sides 1 and 3 cross/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(businessApi.puts(calls)).toHaveLength(0);
  });
});
