import { describe, expect, it } from 'vitest';
import { checkAnswer, located } from '../test/address-harness.tsx';
import { answeredDraft, draftOf, emptyDraft, typedAddress } from './new-address-draft.ts';

const inside = {
  selectedAddress: null,
  address: located({ floor: '2', intercom_name: 'Rossi' }),
  zone: 'inside',
} as const;
const resultOf = (answer: ReturnType<typeof checkAnswer>) => answer.body.data;

describe('draftOf (a reload keeps the checked address)', () => {
  it("restores a typed address as the search's line, its parts and its place", () => {
    expect(draftOf(inside)).toEqual({
      search: 'Viale Regina Elena 10, 47921 Rimini',
      picked: 'Viale Regina Elena 10, 47921 Rimini',
      route: 'Viale Regina Elena',
      streetNumber: '10',
      floor: '2',
      doorbell: 'Rossi',
      place: inside.address,
    });
  });

  it('starts empty without an address, or with a saved one chosen', () => {
    expect(draftOf({ selectedAddress: null, address: null, zone: 'unchecked' })).toBe(emptyDraft);
    expect(draftOf({ ...inside, selectedAddress: 3 })).toBe(emptyDraft);
  });
});

describe('typedAddress (what a re-lookup sends)', () => {
  it('sends the street and number typed, trimmed, in the town last located', () => {
    const draft = {
      ...draftOf(inside),
      route: ' Via Roma ',
      streetNumber: '3 bis ',
      floor: ' ',
      doorbell: 'Bianchi ',
    };
    expect(typedAddress(draft)).toMatchObject({
      route: 'Via Roma',
      street_number: '3 bis',
      locality: 'Rimini',
      postal_code: '47921',
      country: 'Italia',
      floor: '',
      intercom_name: 'Bianchi',
    });
  });
});

describe('answeredDraft (what a check answer does)', () => {
  const typedDraft = { ...emptyDraft, route: 'Viale R. Elena', streetNumber: '10', floor: '3' };

  it('fills street and number from the place a pick located, and gives the form the address inside', () => {
    const [draft, value] = answeredDraft(typedDraft, resultOf(checkAnswer('inside')), false);
    expect(draft).toMatchObject({ route: 'Viale Regina Elena', streetNumber: '10', place: located() });
    expect(value).toMatchObject({
      selectedAddress: null,
      zone: 'inside',
      address: { route: 'Viale Regina Elena', floor: '3' },
    });
  });

  it('keeps what the customer typed on a re-lookup', () => {
    const [draft, value] = answeredDraft(typedDraft, resultOf(checkAnswer('inside')), true);
    expect(draft.route).toBe('Viale R. Elena');
    expect(value.address).toMatchObject({ route: 'Viale R. Elena', street_number: '10' });
  });

  it('gives the form no address for any other answer (spec §4: outside clears it)', () => {
    expect(answeredDraft(typedDraft, resultOf(checkAnswer('outside')), false)[1]).toEqual({
      selectedAddress: null,
      address: null,
      zone: 'outside',
    });
    const [draft, value] = answeredDraft(typedDraft, resultOf(checkAnswer('not_found')), true);
    expect(draft).toEqual(typedDraft);
    expect(value.zone).toBe('not_found');
  });
});
