import { describe, expect, it } from 'vitest';
import {
  optionHint,
  optionInfoLines,
  optionInitialSelection,
  optionIsRadio,
  optionItemDisabled,
  optionItemSignedPrice,
  optionMaxSelections,
  optionsSaveError,
  optionsValidation,
  optionToggle,
  optionValidation,
} from './options.ts';
import { dough, extras, item, option, oven, portion } from './test/fixtures.ts';

describe('optionMaxSelections', () => {
  it('is 1 for radio groups, max_select for checkboxes, none when max_select is 0', () => {
    expect(optionMaxSelections(dough)).toBe(1);
    expect(optionMaxSelections(extras)).toBe(2);
    expect(optionMaxSelections(portion)).toBeNull();
    expect(optionIsRadio(dough)).toBe(true);
    expect(optionIsRadio(extras)).toBe(false);
  });
});

describe('optionItemDisabled', () => {
  it('disables the other checkbox items at the maximum, never the chosen ones', () => {
    expect(optionItemDisabled(extras, [5021], 5022)).toBe(false);
    expect(optionItemDisabled(extras, [5021, 5022], 5023)).toBe(true);
    expect(optionItemDisabled(extras, [5021, 5022], 5021)).toBe(false);
  });

  it('never disables radio items or items of a group without maximum', () => {
    expect(optionItemDisabled(dough, [5011], 5012)).toBe(false);
    const many = option({
      id: 9,
      name: 'x',
      multi_select: true,
      max_select: 0,
      items: [item(1, 'a', 0), item(2, 'b', 0)],
    });
    expect(optionItemDisabled(many, [1, 2], 3)).toBe(false);
  });
});

describe('optionToggle', () => {
  it('toggles checkboxes and refuses a third item when max is 2', () => {
    expect(optionToggle(extras, [], 5021)).toEqual([5021]);
    expect(optionToggle(extras, [5021], 5022)).toEqual([5021, 5022]);
    expect(optionToggle(extras, [5021, 5022], 5023)).toEqual([5021, 5022]);
    expect(optionToggle(extras, [5021, 5022], 5021)).toEqual([5022]);
  });

  it('replaces the radio choice; a required radio cannot be emptied, an optional one can', () => {
    expect(optionToggle(dough, [5011], 5012)).toEqual([5012]);
    expect(optionToggle(dough, [5012], 5012)).toEqual([5012]);
    const optionalRadio = { ...dough, min_select: 0 };
    expect(optionToggle(optionalRadio, [5012], 5012)).toEqual([]);
  });
});

describe('optionInitialSelection', () => {
  it('auto-selects the only item of a group with a minimum above 0', () => {
    const single = option({
      id: 7,
      name: 'Salsa',
      multi_select: true,
      min_select: 0,
      items: [item(71, 'Rossa', 0)],
    });
    expect(optionInitialSelection([dough, extras, oven, single])).toEqual({
      501: [],
      502: [],
      503: [5031],
      7: [],
    });
  });

  it('opens with the default item chosen: picked in a radio group, ticked in a checkbox group', () => {
    const withDefaults = [{ ...dough, default_item_id: 5012 }, { ...extras, default_item_id: 5022 }, oven];
    expect(optionInitialSelection(withDefaults)).toEqual({ 501: [5012], 502: [5022], 503: [5031] });
    // Nothing is left to fix before the first "Add".
    expect(optionsSaveError(withDefaults, optionInitialSelection(withDefaults))).toBeNull();
  });

  it('leaves a default unchosen when it is no longer an item of the group, or sold out', () => {
    expect(optionInitialSelection([{ ...dough, default_item_id: 9999 }])).toEqual({ 501: [] });
    const soldOut = (id: number) => id === 5012 || id === 5031;
    expect(
      optionInitialSelection(
        [{ ...dough, default_item_id: 5012 }, { ...extras, default_item_id: 5021 }, oven],
        soldOut,
      ),
    ).toEqual({
      501: [],
      502: [5021],
      503: [],
    });
  });

  it('keeps the auto-select of a single item when the default points elsewhere', () => {
    expect(optionInitialSelection([{ ...oven, default_item_id: 9999 }])).toEqual({ 503: [5031] });
  });
});

describe('optionValidation', () => {
  it("asks for at least min_select checkbox items with 'options.min_selections' {n}", () => {
    const atLeastTwo = { ...extras, min_select: 2, max_select: 3 };
    expect(optionValidation(atLeastTwo, [5021])).toEqual({ key: 'options.min_selections', params: { n: 2 } });
    expect(optionValidation(atLeastTwo, [5021, 5023])).toBeNull();
  });

  it("asks a required radio group for a choice with 'options.select_an_option'", () => {
    expect(optionValidation(dough, [])).toEqual({ key: 'options.select_an_option' });
    expect(optionValidation(dough, [5012])).toBeNull();
    expect(optionValidation({ ...dough, min_select: 0 }, [])).toBeNull();
  });

  it('rejects selections the dialog could not produce: over the maximum, two radio items, unknown items', () => {
    expect(optionValidation(extras, [5021, 5022, 5023])).toEqual({
      key: 'options.max_info',
      params: { n: 2 },
    });
    expect(optionValidation(dough, [5011, 5012])).toEqual({ key: 'options.select_an_option' });
    expect(optionValidation(extras, [9999])).toEqual({ key: 'validation.not_valid' });
    expect(optionValidation(extras, [5021, 5021])).toEqual({ key: 'validation.not_valid' });
  });
});

describe('optionInfoLines and optionHint', () => {
  it("shows 'Choose up to n' when max is below the item count and 'Choose at least n' when min > 0", () => {
    expect(optionInfoLines(extras)).toEqual([{ key: 'options.max_info', params: { n: 2 } }]);
    const oneToTwo = { ...extras, min_select: 1 };
    expect(optionInfoLines(oneToTwo)).toEqual([
      { key: 'options.max_info', params: { n: 2 } },
      { key: 'options.min_info', params: { n: 1 } },
    ]);
    // max 3 of 3 items is no limit worth telling.
    expect(optionInfoLines({ ...extras, max_select: 3 })).toEqual([]);
    expect(optionInfoLines(portion)).toEqual([]);
    expect(optionInfoLines(dough)).toEqual([]);
  });

  it("hints 'Select an option' when min > 0 and there is more than one item", () => {
    expect(optionHint(dough)).toEqual({ key: 'options.select_an_option' });
    expect(optionHint(oven)).toBeNull();
    expect(optionHint(extras)).toBeNull();
  });
});

describe('optionsValidation and optionsSaveError', () => {
  it('lists the failing groups and refuses to save with options.some_mandatory', () => {
    const options = [dough, extras, oven];
    expect(optionsValidation(options, { 502: [5021] })).toEqual([
      { optionId: 501, message: { key: 'options.select_an_option' } },
      { optionId: 503, message: { key: 'options.select_an_option' } },
    ]);
    expect(optionsSaveError(options, { 502: [5021] })).toEqual({ key: 'options.some_mandatory' });
    expect(optionsSaveError(options, { 501: [5012], 503: [5031] })).toBeNull();
  });
});

describe('option item prices', () => {
  it("adds with operand '+' and subtracts with any other operand", () => {
    expect(optionItemSignedPrice(item(1, 'a', 150, '+'))).toBe(150);
    expect(optionItemSignedPrice(item(1, 'a', 150, '-'))).toBe(-150);
    expect(optionItemSignedPrice(item(1, 'a', 150, 'minus'))).toBe(-150);
  });
});
