import { useId, useState } from 'react';
import type { Allergens, Locale, Product } from '@ordina/contracts';
import { AllergensField } from '../../lib/business-document/fields/allergens-field.tsx';
import { withAllergens } from '../../lib/business-document/allergens-entry.ts';
import { EditorForm, type EntryEditorProps } from '../../lib/business-document/editor-form.tsx';
import { CheckList, SelectField, ToggleField } from '../../lib/business-document/fields/choice-fields.tsx';
import { MoneyField } from '../../lib/business-document/fields/money-field.tsx';
import { centsToEuroText, euroTextToCents } from '../../lib/business-document/euro-text.ts';
import type { MenuDocument } from './business-document.ts';
import { categoriesInOrder } from './menu-order.ts';
import {
  mainNameMissing,
  textsOf,
  withTexts,
  type TranslatedTexts,
} from '../../lib/business-document/translated-texts.ts';
import { MenuEntryFields } from './menu-entry-fields.tsx';

/** The editor's fields as typed: texts per language, prices as euro text. */
interface Draft {
  texts: TranslatedTexts;
  price: string;
  priceMenu: string;
  viewOnDelivery: boolean;
  viewOnDigitalMenu: boolean;
  categoryId: number;
  removable: number[];
  image: string | null;
  /** The product's own allergens, without its removable ingredients' (docs/decisions/070). */
  allergens: Allergens;
}

/** A field the editor refuses before sending anything. */
type WrongField = 'price' | 'priceMenu' | 'name';

function draftOf(product: Product, languages: readonly Locale[]): Draft {
  return {
    texts: textsOf(product, languages),
    price: centsToEuroText(product.price),
    priceMenu: centsToEuroText(product.price_menu),
    viewOnDelivery: product.view_on_delivery,
    viewOnDigitalMenu: product.view_on_digital_menu,
    categoryId: product.categoryId,
    removable: product.removable_items.map((item) => item.id),
    image: product.image,
    allergens: product.allergens ?? {},
  };
}

/** The product with the draft applied, or the fields that are not valid (a price not an amount, no name). */
function productOf(
  product: Product,
  draft: Draft,
  languages: readonly Locale[],
  ingredients: ReadonlyMap<number, Product['removable_items'][number]>,
): { product: Product } | { wrong: WrongField[] } {
  const price = euroTextToCents(draft.price);
  const priceMenu = euroTextToCents(draft.priceMenu);
  const wrong: WrongField[] = [
    ...(mainNameMissing(draft.texts, languages) ? (['name'] as const) : []),
    ...(price === undefined ? (['price'] as const) : []),
    ...(priceMenu === undefined ? (['priceMenu'] as const) : []),
  ];
  if (price === undefined || priceMenu === undefined || wrong.length > 0) return { wrong };
  return {
    product: {
      ...withAllergens(withTexts(product, draft.texts, languages), draft.allergens),
      price,
      price_menu: priceMenu,
      view_on_delivery: draft.viewOnDelivery,
      view_on_digital_menu: draft.viewOnDigitalMenu,
      categoryId: draft.categoryId,
      removable_items: draft.removable.flatMap((id) => {
        const item = ingredients.get(id);
        return item === undefined ? [] : [item];
      }),
      image: draft.image,
    },
  };
}

/**
 * One product's editor: its name and description in every language of the business side by side
 * (a missing translation flagged), prices in euros as the storefront writes them ("6,50"), where it
 * shows, its category and the ingredients a customer may remove. `problems` are the server's
 * refusal of the last save, each at its path in the business file.
 */
export function ProductEditor({
  product,
  isNew = false,
  document,
  languages,
  t,
  locale,
  busy,
  problems,
  onSave,
  onClose,
}: EntryEditorProps<Product> & {
  product: Product;
  /** A product not saved yet (the "New product" form): its heading says so. */
  isNew?: boolean;
  document: MenuDocument;
}) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(product, languages));
  const [wrong, setWrong] = useState<readonly WrongField[]>([]);
  const ingredients = new Map(
    document.products.flatMap((p) => p.removable_items).map((item) => [item.id, item] as const),
  );
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = productOf(product, draft, languages, ingredients);
    if ('wrong' in result) {
      setWrong(result.wrong);
      return;
    }
    setWrong([]);
    onSave(result.product);
  }

  return (
    <EditorForm
      id={id}
      title={isNew ? t('menu.new_product') : t('menu.editing', { name: product.name })}
      problemsTitle={t('menu.invalid')}
      problems={problems}
      busy={busy}
      saveLabel={t('menu.save')}
      closeLabel={t('menu.close')}
      onSubmit={submit}
      onClose={onClose}
    >
      <MenuEntryFields
        id={id}
        texts={draft.texts}
        image={draft.image}
        imageLabel={t('menu.photo')}
        nameMissing={wrong.includes('name')}
        languages={languages}
        t={t}
        locale={locale}
        onChange={set}
      />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {(['price', 'priceMenu'] as const).map((field) => (
          <MoneyField
            key={field}
            id={`${id}-${field}`}
            name={field}
            label={field === 'price' ? t('menu.price') : t('menu.price_menu')}
            hint={t('menu.price_hint')}
            value={draft[field]}
            error={wrong.includes(field) ? t('menu.price_wrong') : undefined}
            locale={locale}
            onChange={(value) => set({ [field]: value })}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-col gap-2">
        <ToggleField
          label={t('menu.view_on_delivery')}
          checked={draft.viewOnDelivery}
          onChange={(viewOnDelivery) => set({ viewOnDelivery })}
        />
        <ToggleField
          label={t('menu.view_on_digital_menu')}
          checked={draft.viewOnDigitalMenu}
          onChange={(viewOnDigitalMenu) => set({ viewOnDigitalMenu })}
        />
      </div>
      <SelectField
        id={`${id}-category`}
        label={t('menu.category')}
        value={draft.categoryId}
        onChange={(value) => set({ categoryId: Number(value) })}
        className="mt-4"
      >
        {categoriesInOrder(document).map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      {ingredients.size > 0 ? (
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-stone-800">{t('menu.removable')}</legend>
          <CheckList
            choices={[...ingredients.values()].map((item) => ({ value: item.id, label: item.name }))}
            chosen={draft.removable}
            onChange={(removable) => set({ removable })}
          />
        </fieldset>
      ) : null}
      <AllergensField
        idPrefix={id}
        allergens={draft.allergens}
        hint={t('allergens_field.hint_product')}
        t={t}
        onChange={(allergens) => set({ allergens })}
      />
    </EditorForm>
  );
}
