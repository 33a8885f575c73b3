import type { OptionItem, ProductOption } from './catalog.ts';
import { message } from './message.ts';
import type { Message } from './message.ts';

/**
 * Option-group rules of the product dialog (spec §5 "Product options"):
 * checkbox groups (multi_select) obey min_select/max_select, radio groups pick
 * one item; max_select 0 means "no maximum".
 */

/** Selected item ids per option id, in the order the customer clicked them. */
export type OptionSelection = Readonly<Record<number, readonly number[]>>;

type OptionRules = Pick<ProductOption, 'multi_select' | 'min_select' | 'max_select'>;
type OptionWithItems = OptionRules & Pick<ProductOption, 'items'>;

/** Whether the option is a radio group (single select). */
export function optionIsRadio(option: Pick<ProductOption, 'multi_select'>): boolean {
  return !option.multi_select;
}

/** The most items the option allows: 1 for radio groups, null when a checkbox group has no maximum. */
export function optionMaxSelections(
  option: Pick<ProductOption, 'multi_select' | 'max_select'>,
): number | null {
  if (optionIsRadio(option)) return 1;
  return option.max_select > 0 ? option.max_select : null;
}

/** Whether an item must be shown disabled: a checkbox group at its maximum disables the unselected items. */
export function optionItemDisabled(
  option: OptionRules,
  selected: readonly number[],
  itemId: number,
): boolean {
  if (optionIsRadio(option) || selected.includes(itemId)) return false;
  const max = optionMaxSelections(option);
  return max !== null && selected.length >= max;
}

/** The selection after clicking an item: checkboxes toggle (never past the maximum); radios pick the item. */
export function optionToggle(option: OptionRules, selected: readonly number[], itemId: number): number[] {
  if (optionIsRadio(option)) {
    // A radio group without a minimum may be emptied again by clicking the chosen item.
    if (selected.includes(itemId)) return option.min_select > 0 ? [itemId] : [];
    return [itemId];
  }
  if (selected.includes(itemId)) return selected.filter((id) => id !== itemId);
  if (optionItemDisabled(option, selected, itemId)) return [...selected];
  return [...selected, itemId];
}

/**
 * The dialog's starting selection: the option's default item (issue 34: ticked in a checkbox group,
 * picked in a radio group), else, by spec §5, the only item of a group with a minimum above 0. Nothing
 * is chosen for the customer that the order would be refused for: a default no longer among the items
 * (or a sold-out item, per `soldOut`) is left unchosen, as the server would refuse it as any choice.
 */
export function optionInitialSelection(
  options: readonly (Pick<ProductOption, 'id' | 'min_select' | 'default_item_id'> & {
    items: readonly Pick<OptionItem, 'id'>[];
  })[],
  soldOut: (itemId: number) => boolean = () => false,
): Record<number, number[]> {
  const selection: Record<number, number[]> = {};
  for (const option of options) {
    const fallback = option.items.length === 1 && option.min_select > 0 ? option.items[0] : undefined;
    const chosen = option.items.find((i) => i.id === option.default_item_id) ?? fallback;
    selection[option.id] = chosen && !soldOut(chosen.id) ? [chosen.id] : [];
  }
  return selection;
}

/** The error under one option group, or null when its selection is acceptable. */
export function optionValidation(option: OptionWithItems, selected: readonly number[]): Message | null {
  const known = new Set(option.items.map((i) => i.id));
  if (selected.some((id) => !known.has(id)) || new Set(selected).size !== selected.length)
    return message('validation.not_valid');
  if (optionIsRadio(option)) {
    if (option.min_select > 0 && selected.length === 0) return message('options.select_an_option');
    if (selected.length > 1) return message('options.select_an_option');
    return null;
  }
  if (selected.length < option.min_select) return message('options.min_selections', { n: option.min_select });
  const max = optionMaxSelections(option);
  if (max !== null && selected.length > max) return message('options.max_info', { n: max });
  return null;
}

/** The limit lines shown under a checkbox group: "Choose up to n" when max is below the item count, "Choose at least n" when min > 0. */
export function optionInfoLines(option: OptionWithItems): Message[] {
  if (optionIsRadio(option)) return [];
  const lines: Message[] = [];
  if (option.max_select > 0 && option.max_select < option.items.length)
    lines.push(message('options.max_info', { n: option.max_select }));
  if (option.min_select > 0) lines.push(message('options.min_info', { n: option.min_select }));
  return lines;
}

/** The "Select an option" hint, shown when the group has a minimum and more than one item to choose from. */
export function optionHint(option: Pick<ProductOption, 'min_select' | 'items'>): Message | null {
  return option.min_select > 0 && option.items.length > 1 ? message('options.select_an_option') : null;
}

/** Every option group whose selection is not acceptable, with its message. */
export function optionsValidation(
  options: readonly (OptionWithItems & Pick<ProductOption, 'id'>)[],
  selection: OptionSelection,
): { optionId: number; message: Message }[] {
  const errors: { optionId: number; message: Message }[] = [];
  for (const option of options) {
    const problem = optionValidation(option, selection[option.id] ?? []);
    if (problem) errors.push({ optionId: option.id, message: problem });
  }
  return errors;
}

/** The snackbar error when saving a dialog entry whose selection is not acceptable ("Some options are mandatory"). */
export function optionsSaveError(
  options: readonly (OptionWithItems & Pick<ProductOption, 'id'>)[],
  selection: OptionSelection,
): Message | null {
  return optionsValidation(options, selection).length > 0 ? message('options.some_mandatory') : null;
}

/** An item's price with its sign: '+' adds, any other operand subtracts. */
export function optionItemSignedPrice(item: Pick<OptionItem, 'price' | 'operand'>): number {
  return item.operand === '+' ? item.price : -item.price;
}
