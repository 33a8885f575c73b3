import { describe, expect, it } from 'vitest';
import { menuSearchOn, MENU_SEARCH_PARAM as STOREFRONT_PARAM } from '../../shell/menu-search-entry.ts';
import { MENU_SEARCH_PARAM, menuSearchParamOn, paramsWithMenuSearch } from './menu-search-param.ts';

const delay = { param_name: 'DELIVERY_DELAY_NOTICE', value: 'Sabato sera 20 minuti di ritardo' };

describe('the menu search’s parameter as the settings page writes it', () => {
  it('is the one the storefront reads, with the same rule', () => {
    expect(MENU_SEARCH_PARAM).toBe(STOREFRONT_PARAM);
    for (const params of [
      [],
      [delay],
      [{ param_name: MENU_SEARCH_PARAM, value: '1' }],
      [{ param_name: MENU_SEARCH_PARAM, value: '0' }],
      [{ param_name: MENU_SEARCH_PARAM, value: 'yes' }],
    ])
      expect(menuSearchParamOn(params)).toBe(menuSearchOn(params));
  });

  it('switches it on as MENU_SEARCH = 1 and off by leaving it out, the other parameters kept', () => {
    const on = paramsWithMenuSearch([delay, { param_name: MENU_SEARCH_PARAM, value: '0' }], true);
    expect(on).toEqual([delay, { param_name: MENU_SEARCH_PARAM, value: '1' }]);
    expect(menuSearchOn(on)).toBe(true);
    const off = paramsWithMenuSearch(on, false);
    expect(off).toEqual([delay]);
    expect(menuSearchOn(off)).toBe(false);
  });

  it('leaves the parameters as they are when the switch already says so', () => {
    const on = [delay, { param_name: MENU_SEARCH_PARAM, value: '1' }];
    expect(paramsWithMenuSearch(on, true)).toBe(on);
    const offAsWritten = [{ param_name: MENU_SEARCH_PARAM, value: '0' }];
    expect(paramsWithMenuSearch(offAsWritten, false)).toBe(offAsWritten);
  });
});
