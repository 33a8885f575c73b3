import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiDouble, callsTo } from '../../../test/api-double.ts';
import type { Answer } from '../../../test/api-double.ts';
import { savedAddress } from '../../../test/saved-address.ts';
import { addressFieldRule, emptyCheckoutAddress, initialCheckoutAddress } from './address-value.ts';
import {
  checkAnswer,
  elapse,
  located,
  renderAddressField,
  renderFormBoundField,
  t,
  fakeAddressFieldClocks,
} from './test/address-harness.tsx';

const AUTOCOMPLETE = 'GET /api/address/autocomplete';
const CHECK = 'POST /api/address/check';
const suggestions = {
  body: {
    data: {
      list: [
        { place_id: 'osm:1', description: 'Viale Regina Elena 10, 47921 Rimini' },
        { place_id: 'osm:2', description: 'Viale Regina Margherita 10, 47924 Rimini' },
      ],
    },
  },
};

fakeAddressFieldClocks();

const search = () => screen.getByRole('combobox', { name: t('address.search') });
const street = () => screen.getByRole('textbox', { name: t('field.street') });
const houseNumber = () => screen.getByRole('textbox', { name: t('field.street_number') });
const autocompleteTexts = (calls: ReturnType<typeof apiDouble>['calls']) =>
  calls
    .filter((call) => call.path.startsWith('/api/address/autocomplete?'))
    .map((call) => new URL(call.path, 'http://x').searchParams.get('q'));

function type(element: HTMLElement, text: string) {
  fireEvent.change(element, { target: { value: text } });
}

/** Types a search, lets the autocomplete answer and picks the first suggestion with the keyboard. */
async function pickFirst(text = 'Viale Regina') {
  type(search(), text);
  await elapse(300);
  fireEvent.keyDown(search(), { key: 'ArrowDown' });
  fireEvent.keyDown(search(), { key: 'Enter' });
  await elapse(0);
}

describe('AddressField: the autocomplete search (spec §5 "Address")', () => {
  it('searches 300 ms after the last keystroke, only with more than 4 characters, once for the final text', async () => {
    const { calls } = apiDouble({ [AUTOCOMPLETE]: suggestions });
    renderAddressField();
    type(search(), 'Vial');
    await elapse(1000);
    expect(autocompleteTexts(calls)).toEqual([]);

    type(search(), 'Viale');
    await elapse(200);
    type(search(), 'Viale R');
    await elapse(299);
    expect(autocompleteTexts(calls)).toEqual([]);
    await elapse(1);
    expect(autocompleteTexts(calls)).toEqual(['Viale R']);
    expect(screen.getByRole('listbox', { name: t('address.suggestions') })).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Viale Regina Elena 10, 47921 Rimini',
      'Viale Regina Margherita 10, 47924 Rimini',
    ]);
  });

  it('clears the chosen address when the search goes back to 4 characters or fewer', async () => {
    apiDouble({ [AUTOCOMPLETE]: suggestions, [CHECK]: checkAnswer('inside') });
    const { latest } = renderAddressField();
    await pickFirst();
    expect(latest().zone).toBe('inside');
    expect(street()).toHaveProperty('value', 'Viale Regina Elena');

    type(search(), 'Vial');
    expect(latest()).toEqual({ selectedAddress: null, address: null, zone: 'unchecked' });
    expect(street()).toHaveProperty('value', '');
    expect(houseNumber()).toHaveProperty('value', '');
    expect(screen.queryByText(t('address.inside_zone'))).toBeNull();
  });

  it('works by keyboard as a combobox: arrows move through the options, Enter picks, Escape closes', async () => {
    const { calls } = apiDouble({ [AUTOCOMPLETE]: suggestions, [CHECK]: checkAnswer('inside') });
    renderAddressField();
    type(search(), 'Viale Regina');
    await elapse(300);
    const input = search();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const [first, second] = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(second!.id);
    expect(second!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(first!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(second!.id);

    // Escape closes the list and picks nothing; an arrow opens it again.
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(callsTo(calls, 'POST', '/api/address/check')).toEqual([]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(first!.id);

    // Enter picks (and does not submit the form around the field).
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    await elapse(0);
    expect(callsTo(calls, 'POST', '/api/address/check').map((call) => call.body)).toEqual([
      { place_id: 'osm:1', locale: 'en' },
    ]);
    expect(search()).toHaveProperty('value', 'Viale Regina Elena 10, 47921 Rimini');
    expect(search().getAttribute('aria-expanded')).toBe('false');
    // The text just picked is not searched again.
    await elapse(1000);
    expect(
      callsTo(calls, 'GET', '/api/address/autocomplete?q=Viale+Regina+Elena+10%2C+47921+Rimini&locale=en'),
    ).toEqual([]);
  });

  it("says 'not found' when the search finds nothing", async () => {
    apiDouble({ [AUTOCOMPLETE]: { body: { data: { list: [] } } } });
    const { latest } = renderAddressField();
    type(search(), 'Via Inesistente 12');
    await elapse(300);
    expect(within(screen.getByRole('alert')).getByText(t('address.not_found'))).toBeTruthy();
    expect(latest().zone).toBe('unchecked');
  });
});

describe('AddressField: the zone check (spec §4 "Address check")', () => {
  it('inside: the address goes to the form, with the good news and the floor/bell hint', async () => {
    apiDouble({ [AUTOCOMPLETE]: suggestions, [CHECK]: checkAnswer('inside') });
    const { latest } = renderAddressField();
    await pickFirst();
    const status = screen.getByRole('status');
    expect(within(status).getByText(t('address.inside_zone'))).toBeTruthy();
    expect(within(status).getByText(t('address.floor_bell_hint'))).toBeTruthy();
    expect(latest()).toEqual({
      selectedAddress: null,
      address: { ...located(), floor: '', intercom_name: '' },
      zone: 'inside',
    });
    expect(houseNumber()).toHaveProperty('value', '10');
    expect(addressFieldRule(latest())).toBeNull();
  });

  it('outside: an alert, and the form gets no address (spec §4: outside clears it)', async () => {
    apiDouble({
      [AUTOCOMPLETE]: suggestions,
      [CHECK]: checkAnswer('outside', located({ locality: 'Santarcangelo' })),
    });
    const { latest } = renderAddressField();
    await pickFirst();
    expect(within(screen.getByRole('alert')).getByText(t('address.outside_zone'))).toBeTruthy();
    expect(latest()).toEqual({ selectedAddress: null, address: null, zone: 'outside' });
    expect(t.message(addressFieldRule(latest())!)).toBe('Please enter an address');
  });

  it('not found: an alert, no address', async () => {
    apiDouble({ [AUTOCOMPLETE]: suggestions, [CHECK]: checkAnswer('not_found') });
    const { latest } = renderAddressField();
    await pickFirst();
    expect(within(screen.getByRole('alert')).getByText(t('address.not_found'))).toBeTruthy();
    expect(latest()).toEqual({ selectedAddress: null, address: null, zone: 'not_found' });
  });

  it('incomplete: the message with the missing fields as hints; the number typed is looked up again 500 ms later', async () => {
    const answers: Record<string, Answer> = {
      [AUTOCOMPLETE]: suggestions,
      [CHECK]: (call) =>
        (call.body as { place_id?: string }).place_id
          ? checkAnswer('incomplete', located({ street_number: '' }), ['street_number'])
          : checkAnswer('inside', located({ street_number: '12', lat: 44.06 })),
    };
    const { calls } = apiDouble(answers);
    const { latest } = renderAddressField();
    await pickFirst();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The address is incomplete: please add the following')).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([t('field.street_number')]);
    expect(street()).toHaveProperty('value', 'Viale Regina Elena');
    expect(houseNumber().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t('validation.required'))).toBeTruthy();
    expect(latest()).toEqual({ selectedAddress: null, address: null, zone: 'incomplete' });

    type(houseNumber(), '1');
    await elapse(300);
    type(houseNumber(), '12');
    expect(latest().zone).toBe('checking');
    await elapse(499);
    expect(callsTo(calls, 'POST', '/api/address/check')).toHaveLength(1);
    await elapse(1);
    const relookups = callsTo(calls, 'POST', '/api/address/check').slice(1);
    // The located address with the new number, as typed: without the coordinates and place the server finds again.
    const { lat: _lat, lng: _lng, place_id: _placeId, ...retyped } = located({ street_number: '12' });
    expect(relookups.map((call) => call.body)).toEqual([{ address: retyped, locale: 'en' }]);
    expect(latest().zone).toBe('inside');
    expect(latest().address).toMatchObject({ route: 'Viale Regina Elena', street_number: '12', lat: 44.06 });
  });

  it('a street emptied is incomplete after 500 ms without asking the server', async () => {
    const { calls } = apiDouble({ [AUTOCOMPLETE]: suggestions, [CHECK]: checkAnswer('inside') });
    const { latest } = renderAddressField();
    await pickFirst();
    type(street(), '');
    await elapse(500);
    expect(callsTo(calls, 'POST', '/api/address/check')).toHaveLength(1);
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([t('field.street')]);
    expect(latest()).toEqual({ selectedAddress: null, address: null, zone: 'incomplete' });
  });

  it('a check that fails shows inline with a retry, keeping what was typed', async () => {
    let fail = true;
    apiDouble({
      [AUTOCOMPLETE]: suggestions,
      [CHECK]: () =>
        fail ? { status: 503, body: { data: { errors: ['GENERIC_ERROR'] } } } : checkAnswer('inside'),
    });
    const { latest } = renderAddressField();
    await pickFirst();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(t('address.check_failed'))).toBeTruthy();
    expect(search()).toHaveProperty('value', 'Viale Regina Elena 10, 47921 Rimini');
    expect(latest().address).toBeNull();

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: t('address.retry') }));
    await elapse(0);
    expect(latest().zone).toBe('inside');
    expect(screen.queryByText(t('address.check_failed'))).toBeNull();
  });

  it('an older answer arriving after a newer pick is ignored', async () => {
    let release: (() => void) | undefined;
    apiDouble({
      [AUTOCOMPLETE]: suggestions,
      [CHECK]: (call) =>
        (call.body as { place_id: string }).place_id === 'osm:1'
          ? new Promise((resolve) => {
              release = () => resolve(checkAnswer('inside'));
            })
          : checkAnswer('outside', located({ place_id: 'osm:2' })),
    });
    const { latest } = renderAddressField();
    await pickFirst();
    type(search(), 'Viale Regina M');
    await elapse(300);
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    fireEvent.keyDown(search(), { key: 'Enter' });
    await elapse(0);
    release?.();
    await elapse(0);
    expect(latest().zone).toBe('outside');
  });
});

describe('AddressField: a checked address restored (the draft survives a reload)', () => {
  it('shows the address the form holds, inside, without searching it again; an edit of the number looks it up in the same town', async () => {
    const { calls } = apiDouble({ [CHECK]: checkAnswer('inside', located({ street_number: '12' })) });
    const restored = {
      selectedAddress: null,
      address: { ...located(), floor: '3', intercom_name: 'Rossi' },
      zone: 'inside' as const,
    };
    const { latest } = renderAddressField({ initial: restored });
    expect(search()).toHaveProperty('value', 'Viale Regina Elena 10, 47921 Rimini');
    expect(houseNumber()).toHaveProperty('value', '10');
    expect(screen.getByRole('textbox', { name: t('field.floor') })).toHaveProperty('value', '3');
    expect(within(screen.getByRole('status')).getByText(t('address.inside_zone'))).toBeTruthy();
    await elapse(1000);
    expect(calls).toEqual([]);

    type(houseNumber(), '12');
    await elapse(500);
    expect(callsTo(calls, 'POST', '/api/address/check').map((call) => call.body)).toMatchObject([
      {
        address: {
          route: 'Viale Regina Elena',
          street_number: '12',
          locality: 'Rimini',
          postal_code: '47921',
          floor: '3',
          intercom_name: 'Rossi',
        },
        locale: 'en',
      },
    ]);
    expect(latest()).toMatchObject({
      zone: 'inside',
      address: { street_number: '12', floor: '3', intercom_name: 'Rossi' },
    });
  });
});

describe('AddressField: bound to react-hook-form (as the checkout binds it)', () => {
  it('keeps what is typed through the form, and starts again when the form resets the value', async () => {
    apiDouble({ [AUTOCOMPLETE]: suggestions, [CHECK]: checkAnswer('inside') });
    const view = renderFormBoundField();
    await pickFirst();
    type(screen.getByRole('textbox', { name: t('field.floor') }), '3');
    expect(view.formValue()).toMatchObject({ zone: 'inside', address: { floor: '3', street_number: '10' } });
    expect(search()).toHaveProperty('value', 'Viale Regina Elena 10, 47921 Rimini');

    // After an order the checkout resets its form: the field is empty again, not only its value.
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(view.formValue()).toEqual(emptyCheckoutAddress);
    expect(search()).toHaveProperty('value', '');
    expect(street()).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: t('field.floor') })).toHaveProperty('value', '');
    expect(screen.queryByText(t('address.inside_zone'))).toBeNull();
  });
});

describe('AddressField: floor and doorbell (spec §5, §9)', () => {
  it('accepts a 40-character floor and a 60-character doorbell, refuses one more, and carries them into the address', async () => {
    apiDouble({ [AUTOCOMPLETE]: suggestions, [CHECK]: checkAnswer('inside') });
    const { latest } = renderAddressField();
    await pickFirst();
    const floor = screen.getByRole('textbox', { name: t('field.floor') });
    const doorbell = screen.getByRole('textbox', { name: t('field.doorbell') });

    type(floor, 'f'.repeat(40));
    type(doorbell, 'd'.repeat(60));
    expect(screen.queryByText('Maximum 40 characters')).toBeNull();
    expect(screen.queryByText('Maximum 60 characters')).toBeNull();
    expect(latest().address).toMatchObject({ floor: 'f'.repeat(40), intercom_name: 'd'.repeat(60) });
    expect(addressFieldRule(latest())).toBeNull();

    type(floor, 'f'.repeat(41));
    expect(screen.getByText('Maximum 40 characters')).toBeTruthy();
    expect(floor.getAttribute('aria-invalid')).toBe('true');
    expect(addressFieldRule(latest())).toEqual({ key: 'validation.max_length', params: { max: 40 } });

    type(floor, '3');
    type(doorbell, 'd'.repeat(61));
    expect(screen.getByText('Maximum 60 characters')).toBeTruthy();
    expect(addressFieldRule(latest())).toEqual({ key: 'validation.max_length', params: { max: 60 } });
  });

  it('gives every input a visible label, its autocomplete token and a text keyboard', () => {
    apiDouble({});
    renderAddressField();
    expect(search().getAttribute('autocomplete')).toBe('address-line1');
    expect(screen.getByRole('textbox', { name: t('field.floor') }).getAttribute('autocomplete')).toBe(
      'address-line2',
    );
    for (const input of [
      search(),
      street(),
      houseNumber(),
      screen.getByRole('textbox', { name: t('field.doorbell') }),
    ]) {
      expect(input.getAttribute('inputmode')).toBe('text');
      expect(input.getAttribute('autocomplete')).not.toBeNull();
      const label = document.querySelector(`label[for="${input.id}"]`);
      expect(label?.textContent).toBeTruthy();
    }
  });
});

describe('AddressField: the form around it', () => {
  it("marks the search as the focus target of a refused submit and reads the form's message with it", () => {
    apiDouble({});
    renderAddressField({ error: 'Please enter an address' });
    const target = document.querySelector<HTMLElement>('[data-field-name="address"]');
    expect(target).toBe(search());
    expect(document.querySelectorAll('[data-field-name="address"]')).toHaveLength(1);
    const message = screen.getByText('Please enter an address');
    expect(search().getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(search().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the delivery zone on the map on demand (Leaflet loads only then)', async () => {
    const remove = vi.fn();
    const mount = vi.fn(() => ({ remove }));
    vi.doMock('./delivery-zone-map-leaflet.ts', () => ({ deliveryZoneMapMount: mount }));
    apiDouble({ [AUTOCOMPLETE]: suggestions, [CHECK]: checkAnswer('inside') });
    renderAddressField();
    await pickFirst();
    const toggle = screen.getByRole('button', { name: t('address.show_zone') });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: t('address.zone_map') })).toBeNull();
    expect(mount).not.toHaveBeenCalled();

    fireEvent.click(toggle);
    await vi.dynamicImportSettled();
    await elapse(0);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe(t('address.hide_zone'));
    const region = screen.getByRole('region', { name: t('address.zone_map') });
    // The map's zoom buttons are named in the page language (issue 11 "words and times").
    expect(mount).toHaveBeenCalledWith(
      region,
      expect.objectContaining({
        address: { position: { lat: 44.05, lng: 12.58 }, title: 'Viale Regina Elena 10, Rimini' },
      }),
      { zoomIn: t('map.zoom_in'), zoomOut: t('map.zoom_out') },
    );
    const [, data] = mount.mock.calls[0] as unknown as [HTMLElement, { zones: unknown[] }];
    expect(data.zones).toHaveLength(1);
    // Hidden again: the map is taken down.
    fireEvent.click(toggle);
    expect(remove).toHaveBeenCalledTimes(1);
    vi.doUnmock('./delivery-zone-map-leaflet.ts');
  });
});

describe('AddressField: saved addresses of a logged-in customer (spec §2, §4 "Session")', () => {
  const home = savedAddress({
    id: 11,
    address: 'Viale Regina Elena',
    street_number: '10',
    zipcode: '47921',
    city: 'Rimini',
    country: 'Italia',
    floor: '2',
    intercom_name: 'Bianchi',
    default: 0,
  });
  const office = savedAddress({
    id: 12,
    address: 'Via Dante',
    street_number: '3',
    zipcode: '47921',
    city: 'Rimini',
    country: 'Italia',
    default: 1,
  });

  it('starts on the default address, checks it, and shows every saved address read-only with a New address entry', async () => {
    const { calls } = apiDouble({ [CHECK]: checkAnswer('inside') });
    const { latest } = renderAddressField({
      saved: [home, office],
      initial: initialCheckoutAddress([home, office]),
    });
    const group = screen.getByRole('group', { name: t('address.saved_addresses') });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, true, false]);
    expect(within(group).getByRole('radio', { name: t('address.new_address') })).toBeTruthy();
    expect(within(group).getByText('Floor: 2')).toBeTruthy();
    // Read-only: nothing to type while a saved address is chosen.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(radios[1]!.dataset.fieldName).toBe('address');

    await elapse(0);
    expect(
      callsTo(calls, 'POST', '/api/address/check').map((call) => (call.body as { address: unknown }).address),
    ).toEqual([
      expect.objectContaining({
        route: 'Via Dante',
        street_number: '3',
        postal_code: '47921',
        locality: 'Rimini',
      }),
    ]);
    expect(latest()).toMatchObject({
      selectedAddress: 12,
      zone: 'inside',
      address: { route: 'Via Dante', street_number: '3' },
    });
    expect(within(screen.getByRole('status')).getByText(t('address.inside_zone'))).toBeTruthy();
    // Read-only: no request for a floor or bell that cannot be typed here.
    expect(screen.queryByText(t('address.floor_bell_hint'))).toBeNull();
  });

  it("'New address' opens the editor with an empty address; another saved address is checked in turn", async () => {
    apiDouble({
      [CHECK]: (call) =>
        (call.body as { address: { route: string } }).address.route === 'Via Dante'
          ? checkAnswer('inside')
          : checkAnswer('outside'),
    });
    const { latest } = renderAddressField({
      saved: [home, office],
      initial: initialCheckoutAddress([home, office]),
    });
    await elapse(0);

    fireEvent.click(screen.getByRole('radio', { name: t('address.new_address') }));
    expect(latest()).toEqual({ selectedAddress: null, address: null, zone: 'unchecked' });
    expect(search()).toBeTruthy();
    expect(search().dataset.fieldName).toBe('address');
    expect(document.querySelectorAll('[data-field-name="address"]')).toHaveLength(1);

    fireEvent.click(screen.getByRole('radio', { name: /Viale Regina Elena 10/ }));
    await elapse(0);
    expect(latest()).toEqual({ selectedAddress: 11, address: null, zone: 'outside' });
    expect(within(screen.getByRole('alert')).getByText(t('address.outside_zone'))).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('a guest (no saved addresses) gets the editor only', () => {
    apiDouble({});
    renderAddressField({ saved: null });
    expect(screen.queryByRole('group', { name: t('address.saved_addresses') })).toBeNull();
    expect(search()).toBeTruthy();
  });
});
