import { describe, expect, it } from 'vitest';
import { savedAddress } from '../../../test/saved-address.ts';
import { savedAddressAsDelivery } from '@ordina/domain';
import { addressFieldRule, emptyCheckoutAddress, initialCheckoutAddress } from './address-value.ts';
import type { AddressZone } from './address-value.ts';

const address = { route: 'Via Dante', street_number: '3', locality: 'Rimini', floor: '', intercom_name: '' };
const required = { key: 'validation.address_required' };

describe('addressFieldRule (spec §5: home delivery needs a valid address)', () => {
  it("passes only an address checked inside the zone; anything else is 'Please enter an address'", () => {
    expect(addressFieldRule({ selectedAddress: null, address, zone: 'inside' })).toBeNull();
    expect(addressFieldRule({ selectedAddress: 4, address, zone: 'inside' })).toBeNull();
    expect(addressFieldRule(emptyCheckoutAddress)).toEqual(required);
    const notInside: AddressZone[] = ['unchecked', 'checking', 'outside', 'not_found', 'incomplete'];
    for (const zone of notInside)
      expect(addressFieldRule({ selectedAddress: null, address, zone }), zone).toEqual(required);
    expect(addressFieldRule({ selectedAddress: null, address: null, zone: 'inside' })).toEqual(required);
  });

  it('limits floor to 40 and doorbell to 60 characters, one line each', () => {
    const inside = (floor: string, intercom_name: string) =>
      addressFieldRule({
        selectedAddress: null,
        address: { ...address, floor, intercom_name },
        zone: 'inside',
      });
    expect(inside('x'.repeat(40), 'y'.repeat(60))).toBeNull();
    expect(inside('x'.repeat(41), '')).toEqual({ key: 'validation.max_length', params: { max: 40 } });
    expect(inside('', 'y'.repeat(61))).toEqual({ key: 'validation.max_length', params: { max: 60 } });
    expect(inside('3\nCall me', '')).toEqual({ key: 'validation.invalid_format' });
  });
});

describe('initialCheckoutAddress (spec §4 "Session": the default address, flagged, else the first)', () => {
  const first = savedAddress({ id: 1, default: 0 });
  const flagged = savedAddress({ id: 2, address: 'Via Dante', default: 1 });

  it('selects the flagged address, else the first, unchecked so the field checks it', () => {
    expect(initialCheckoutAddress([first, flagged])).toEqual({
      selectedAddress: 2,
      address: savedAddressAsDelivery(flagged),
      zone: 'unchecked',
    });
    expect(initialCheckoutAddress([first]).selectedAddress).toBe(1);
  });

  it('is empty for a guest or a customer without addresses', () => {
    expect(initialCheckoutAddress(null)).toEqual(emptyCheckoutAddress);
    expect(initialCheckoutAddress([])).toEqual(emptyCheckoutAddress);
  });
});
