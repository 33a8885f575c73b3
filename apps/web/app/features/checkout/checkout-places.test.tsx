import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPlace } from '@ordina/contracts';
import { placePresetRead, placePresetWrite } from '../../lib/place-preset.ts';
import { callsTo } from '../../test/api-double.ts';
import { PLACED, renderCheckoutForm, slot, tap } from './test/checkout-harness.tsx';

/* The checkout with a QR code's place (decision 068): preset, locked, unlocked for the method's list. */

const PLACES: PublicPlace[] = [
  { method: 'beach_umbrella_delivery', code: 'b14', name: 'Ombrellone B14' },
  { method: 'beach_umbrella_delivery', code: 'b15', name: 'Ombrellone B15' },
  { method: 'table_delivery', code: 't1', name: 'Tavolo 1' },
];

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm(places: readonly PublicPlace[] = PLACES) {
  return renderCheckoutForm({
    'GET /api/timetable/*': {
      body: { data: { list: [slot('2026-11-24', '12:00', '2026-11-24T11:00:00Z')] } },
    },
    'GET /api/storefront/places': { body: { data: { places } } },
    'POST /api/order': PLACED,
  });
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('a place preset by a QR code (decision 068)', () => {
  it('starts on its method with the place locked by its name; the order sends that name', async () => {
    placePresetWrite('b14');
    const { calls, onOrderPlaced } = renderForm();
    const place = await screen.findByRole('group', { name: 'Beach umbrella number' });
    expect(within(place).getByText('Ombrellone B14')).toBeTruthy();
    expect(within(place).getByText(/From the QR code you scanned/)).toBeTruthy();
    expect(radio('Delivery to your beach umbrella').checked).toBe(true);
    // Locked: no field to type the place in.
    expect(screen.queryByRole('textbox', { name: 'Beach umbrella number' })).toBeNull();

    const time = screen.getByRole('combobox', { name: /time/ });
    await within(time).findByRole('option', { name: /12:00/ });
    fireEvent.change(time, { target: { value: '2026-11-24 12:00' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Giulia' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Surname' }), { target: { value: 'Bianchi' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'giulia@example.it' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), {
      target: { value: '+39 333 123 4567' },
    });
    const payment = screen
      .getAllByRole<HTMLInputElement>('radio')
      .find((r) => r.getAttribute('name') === 'paymentMethod');
    if (payment !== undefined && !payment.checked) tap(payment);
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm by e-mail' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm', hidden: true }));
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    expect(callsTo(calls, 'POST', '/api/order')[0]!.body).toMatchObject({
      delivery: { method: 'beach_umbrella_delivery', localPlace: 'Ombrellone B14' },
    });
  });

  it('"Change" unlocks it: the preset is forgotten and the method’s places are offered, focused', async () => {
    placePresetWrite('b14');
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Change Beach umbrella number' }));
    const list = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Beach umbrella number' });
    await waitFor(() => expect(document.activeElement).toBe(list));
    expect([...list.options].map((option) => option.text)).toEqual([
      'Choose…',
      'Ombrellone B14',
      'Ombrellone B15',
    ]);
    expect(list.value).toBe('');
    expect(placePresetRead()).toBeNull();
    fireEvent.change(list, { target: { value: 'Ombrellone B15' } });
    expect(list.value).toBe('Ombrellone B15');
  });

  it('forgets a code that is none of the business’s places, and keeps free text where a method has no list', async () => {
    placePresetWrite('b99');
    const { calls } = renderForm();
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/storefront/places')).toHaveLength(1));
    await waitFor(() => expect(placePresetRead()).toBeNull());
    expect(screen.queryByRole('group', { name: /number/ })).toBeNull();
    tap(radio('Delivery to your car'));
    expect(screen.getByRole('textbox', { name: 'Number plate' })).toBeTruthy();
  });
});
