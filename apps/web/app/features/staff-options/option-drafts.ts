import type { Allergens, CategoryOptionGroup, Locale } from '@ordina/contracts';
import { withAllergens } from '../../lib/business-document/allergens-entry.ts';
import { centsToEuroText, euroTextToCents } from '../../lib/business-document/euro-text.ts';
import {
  mainNameMissing,
  textsOf,
  withTexts,
  type TranslatedTexts,
} from '../../lib/business-document/translated-texts.ts';
import type { OptionsDocument } from './options-document.ts';

/*
 * An option group as its editor holds it while the owner types (issue 35, docs/decisions/059): texts
 * per language, prices as euro text, limits as typed; options and items in the order shown, which is
 * the order the storefront's dialog lists them. The draft becomes the group again on Save, or names
 * the fields that are not valid yet — by their path inside the group (`options[1].items[0].price`),
 * the same path the server's refusal gives after the group's own place in the file.
 */

type Option = CategoryOptionGroup['options'][number];
type Item = Option['items'][number];

export interface ItemDraft {
  id: number;
  texts: TranslatedTexts;
  price: string;
  /** Whether the price is taken off ('-' and any operand but '+', spec §3) rather than added. */
  subtracts: boolean;
  /** What the item adds to the product's allergens (docs/decisions/070). */
  allergens: Allergens;
  /** The item as loaded (a new one: blank), whose other fields and operand spelling are kept. */
  source: Item;
}

export interface OptionDraft {
  id: number;
  texts: TranslatedTexts;
  multiSelect: boolean;
  minSelect: string;
  maxSelect: string;
  defaultItemId: number | null;
  excluded: number[];
  items: ItemDraft[];
  source: Option;
}

export interface GroupDraft {
  name: string;
  options: OptionDraft[];
}

function itemDraft(item: Item, languages: readonly Locale[]): ItemDraft {
  return {
    id: item.id,
    texts: textsOf(item, languages),
    price: centsToEuroText(item.price),
    subtracts: item.operand !== '+',
    allergens: item.allergens ?? {},
    source: item,
  };
}

function optionDraft(option: Option, languages: readonly Locale[]): OptionDraft {
  return {
    id: option.id,
    texts: textsOf(option, languages),
    multiSelect: option.multi_select,
    minSelect: String(option.min_select),
    maxSelect: String(option.max_select),
    defaultItemId: option.default_item_id,
    excluded: [...option.excluded_products_id],
    items: option.items.map((item) => itemDraft(item, languages)),
    source: option,
  };
}

export function groupDraft(group: CategoryOptionGroup, languages: readonly Locale[]): GroupDraft {
  return { name: group.name, options: group.options.map((option) => optionDraft(option, languages)) };
}

/**
 * An id no option (or no item) of the business has, the draft's new ones included: one above the
 * highest. Option and item ids are unique across every group (the cart keys an entry by them).
 */
export function freshId(document: OptionsDocument, draft: GroupDraft, kind: 'option' | 'item'): number {
  const saved = document.category_options.flatMap((group) =>
    kind === 'option'
      ? group.options.map((o) => o.id)
      : group.options.flatMap((o) => o.items.map((i) => i.id)),
  );
  const typed =
    kind === 'option'
      ? draft.options.map((o) => o.id)
      : draft.options.flatMap((o) => o.items.map((i) => i.id));
  return Math.max(0, ...saved, ...typed) + 1;
}

/** A new group's id and place: after every other. */
export function blankGroup(document: OptionsDocument): CategoryOptionGroup {
  const groups = document.category_options;
  return {
    id: Math.max(0, ...groups.map((g) => g.id)) + 1,
    position: Math.max(-1, ...groups.map((g) => g.position)) + 1,
    name: '',
    options: [],
  };
}

/** A new item: free, adding to the price. */
export function blankItem(id: number, languages: readonly Locale[]): ItemDraft {
  const source: Item = { id, name: '', description: '', price: 0, operand: '+', languages: {} };
  return itemDraft(source, languages);
}

/** A new option: a single choice the customer may skip, with one item to name. */
export function blankOption(id: number, itemId: number, languages: readonly Locale[]): OptionDraft {
  const source: Option = {
    id,
    name: '',
    description: '',
    multi_select: false,
    min_select: 0,
    max_select: 1,
    excluded_products_id: [],
    items: [],
    default_item_id: null,
    languages: {},
  };
  return { ...optionDraft(source, languages), items: [blankItem(itemId, languages)] };
}

/** The list with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [entry] = copy.splice(from, 1);
  if (entry !== undefined) copy.splice(to, 0, entry);
  return copy;
}

/** A whole number typed in a limit field, or undefined when it is not one. */
function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** Why a field of the draft is refused before sending: its name is missing, a number or price is not one, no items. */
export type DraftProblem = 'name' | 'number' | 'price' | 'items';

/** What is wrong with a field: the editor's own reading of the draft, or the server's refusal in its words. */
export type FieldError =
  | { readonly problem: DraftProblem }
  | {
      readonly server: string;
      /** The last step of its path: `max_select`, `price`. */ readonly field: string;
    };

/**
 * The group with the draft applied, or the fields not valid yet by their path inside the group. The
 * rules between fields (a minimum above the maximum or the items, a default item) are the server's:
 * one set of rules for the editor and an import, named at the same paths.
 */
export function groupOf(
  group: CategoryOptionGroup,
  draft: GroupDraft,
  languages: readonly Locale[],
): { group: CategoryOptionGroup } | { wrong: Map<string, DraftProblem> } {
  const wrong = new Map<string, DraftProblem>();
  if (draft.name.trim() === '') wrong.set('name', 'name');
  const options = draft.options.map((option, oi): Option => {
    const at = `options[${oi}]`;
    if (mainNameMissing(option.texts, languages)) wrong.set(`${at}.name`, 'name');
    const min = wholeNumber(option.minSelect);
    const max = wholeNumber(option.maxSelect);
    if (min === undefined) wrong.set(`${at}.min_select`, 'number');
    if (max === undefined) wrong.set(`${at}.max_select`, 'number');
    if (option.items.length === 0) wrong.set(`${at}.items`, 'items');
    const items = option.items.map((item, ii): Item => {
      if (mainNameMissing(item.texts, languages)) wrong.set(`${at}.items[${ii}].name`, 'name');
      const price = euroTextToCents(item.price);
      if (typeof price !== 'number') wrong.set(`${at}.items[${ii}].price`, 'price');
      const operand = item.subtracts ? (item.source.operand === '+' ? '-' : item.source.operand) : '+';
      return {
        ...withAllergens(withTexts(item.source, item.texts, languages), item.allergens),
        price: price ?? 0,
        operand,
      };
    });
    const ids = new Set(items.map((item) => item.id));
    return {
      ...withTexts(option.source, option.texts, languages),
      multi_select: option.multiSelect,
      min_select: min ?? 0,
      max_select: max ?? 0,
      // A default item the owner removed goes with it.
      default_item_id:
        option.defaultItemId !== null && ids.has(option.defaultItemId) ? option.defaultItemId : null,
      excluded_products_id: option.excluded,
      items,
    };
  });
  if (wrong.size > 0) return { wrong };
  return { group: { ...group, name: draft.name.trim(), options } };
}

/**
 * The server's problems of one group, by their path inside it: `category_options[2].options[0].max_select:
 * max_select 3 is above…` → `options[0].max_select` → its message. Problems elsewhere in the file are
 * left to the page's list.
 */
export function groupProblems(problems: readonly string[], groupIndex: number): Map<string, string> {
  const prefix = `category_options[${groupIndex}].`;
  const found = new Map<string, string>();
  for (const problem of problems) {
    const split = problem.indexOf(': ');
    if (split < 0 || !problem.startsWith(prefix)) continue;
    const path = problem.slice(prefix.length, split);
    if (!found.has(path)) found.set(path, problem.slice(split + 2));
  }
  return found;
}
