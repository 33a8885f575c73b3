import { afterEach, describe, expect, it } from 'vitest';
import * as contracts from '@ordina/contracts';
import {
  PLACE_QUERY_PARAM,
  placePresetClear,
  placePresetFromSearch,
  placePresetRead,
  placePresetWrite,
} from './place-preset.ts';

afterEach(() => sessionStorage.clear());

describe('the place a QR link presets (decision 068)', () => {
  it('reads the link’s parameter as the contracts name it (its own copy keeps zod out of the checkout)', () => {
    expect(PLACE_QUERY_PARAM).toBe(contracts.PLACE_QUERY_PARAM);
    expect(placePresetFromSearch(contracts.placeLinkPath('b14').slice(1))).toEqual({
      code: 'b14',
      search: '',
    });
  });

  it('takes the code out of the query, keeps the rest, and reads a code in capitals as the file writes it', () => {
    expect(placePresetFromSearch('?posto=B14&lang=it')).toEqual({ code: 'b14', search: '?lang=it' });
    expect(placePresetFromSearch('?lang=it')).toBeNull();
    // Not a code: the parameter still leaves the address, and nothing is preset.
    expect(placePresetFromSearch('?posto=%3Cscript%3E')).toEqual({ code: '', search: '' });
    expect(placePresetFromSearch(`?posto=${'a'.repeat(25)}`)).toEqual({ code: '', search: '' });
  });

  it('keeps the preset for the visit until the customer changes it', () => {
    expect(placePresetRead()).toBeNull();
    placePresetWrite('b14');
    expect(placePresetRead()).toBe('b14');
    placePresetClear();
    expect(placePresetRead()).toBeNull();
  });

  it('ignores a kept value that is not a code', () => {
    sessionStorage.setItem('ordina.place', 'B 14');
    expect(placePresetRead()).toBeNull();
  });
});
