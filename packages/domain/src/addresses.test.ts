import { describe, expect, it } from 'vitest';
import {
  addressDefault,
  addressIncomplete,
  addressLocality,
  addressMissingFields,
  addressSearchReady,
  savedAddressAsDelivery,
} from './addresses.ts';

describe('addressSearchReady', () => {
  it('searches only with more than 4 characters', () => {
    expect(addressSearchReady('Via ')).toBe(false);
    expect(addressSearchReady('Via R')).toBe(true);
    expect(addressSearchReady('  Via  ')).toBe(false);
  });
});

describe('addressIncomplete', () => {
  it('needs both street and house number and lists what is missing', () => {
    expect(addressMissingFields({ route: 'Via Roma', street_number: '10' })).toEqual([]);
    expect(addressIncomplete({ route: 'Via Roma', street_number: '10' })).toBeNull();
    expect(addressIncomplete({ route: 'Via Roma', street_number: ' ' })).toEqual({
      message: { key: 'address.incomplete', params: { fields: 'street_number' } },
      missing: ['street_number'],
    });
    expect(addressIncomplete({})).toEqual({
      message: { key: 'address.incomplete', params: { fields: 'route, street_number' } },
      missing: ['route', 'street_number'],
    });
  });
});

describe('addressLocality', () => {
  it('falls back to the country when the locality is missing', () => {
    expect(addressLocality({ locality: 'Firenze', country: 'Italia' })).toBe('Firenze');
    expect(addressLocality({ locality: '', country: 'Italia' })).toBe('Italia');
    expect(addressLocality({})).toBe('');
  });
});

describe('addressDefault', () => {
  it('selects the flagged address, else the first, else none', () => {
    expect(
      addressDefault([
        { id: 1, default: 0 },
        { id: 2, default: 1 },
      ])?.id,
    ).toBe(2);
    expect(
      addressDefault([
        { id: 1, default: false },
        { id: 2, default: true },
      ])?.id,
    ).toBe(2);
    expect(addressDefault([{ id: 1 }, { id: 2 }])?.id).toBe(1);
    expect(addressDefault([])).toBeNull();
  });
});

describe('savedAddressAsDelivery', () => {
  it("maps a saved address to the order's delivery-address fields", () => {
    const saved = {
      address: 'Via Roma',
      street_number: '1',
      zipcode: '40100',
      city: 'Bologna',
      country: 'IT',
      floor: '2',
      intercom_name: 'Bianchi',
      lat: 44.49,
      lng: 11.34,
      google_place_id: 'g1',
    };
    expect(savedAddressAsDelivery(saved)).toEqual({
      route: 'Via Roma',
      street_number: '1',
      locality: 'Bologna',
      postal_code: '40100',
      country: 'IT',
      floor: '2',
      intercom_name: 'Bianchi',
      lat: 44.49,
      lng: 11.34,
      place_id: 'g1',
    });
  });
});
