import { useId, useState } from 'react';
import type { Locale, Product } from '@ordina/contracts';
import { formatMoney, nativeLanguageName } from '@ordina/i18n';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { controlClass, FieldNotes } from '../../lib/form-field.tsx';
import { centsToEuroText, euroTextToCents } from '../../lib/business-document/euro-text.ts';
import { PhotoField } from '../../lib/business-document/photo-field.tsx';
import type { MenuDocument } from './business-document.ts';
import { categoriesInOrder } from './menu-order.ts';
import {
  mainNameMissing,
  textsOf,
  withTexts,
  type TranslatedTexts,
} from '../../lib/business-document/translated-texts.ts';
import { TranslatedTextFields } from '../../lib/business-document/translated-text-fields.tsx';
import { SaveProblems } from '../../lib/business-document/save-problems.tsx';

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
      ...withTexts(product, draft.texts, languages),
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
}: {
  product: Product;
  /** A product not saved yet (the "New product" form): its heading says so. */
  isNew?: boolean;
  document: MenuDocument;
  languages: readonly Locale[];
  t: StaffTranslator;
  locale: Locale;
  busy: boolean;
  problems: readonly string[];
  onSave: (product: Product) => void;
  onClose: () => void;
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

  const priceField = (field: 'price' | 'priceMenu', label: string) => {
    const cents = euroTextToCents(draft[field]);
    const fieldId = `${id}-${field}`;
    const error = wrong.includes(field) ? t('menu.price_wrong') : undefined;
    return (
      <div>
        <label htmlFor={fieldId} className="block text-sm font-medium text-stone-800">
          {label}
        </label>
        <input
          id={fieldId}
          name={field}
          inputMode="decimal"
          autoComplete="off"
          value={draft[field]}
          onChange={(event) => set({ [field]: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
          className={`mt-1 ${controlClass}`}
        />
        <FieldNotes
          id={fieldId}
          hint={`${t('menu.price_hint')}${typeof cents === 'number' ? ` ${formatMoney(cents, locale)}` : ''}`}
          error={error}
        />
      </div>
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-xl border border-stone-300 bg-white p-4"
    >
      <h3 id={`${id}-title`} className="text-xl font-bold text-stone-900">
        {isNew ? t('menu.new_product') : t('menu.editing', { name: product.name })}
      </h3>
      {problems.length > 0 ? <SaveProblems title={t('menu.invalid')} problems={problems} /> : null}
      <TranslatedTextFields
        idPrefix={id}
        texts={draft.texts}
        languages={languages}
        mainNameError={
          wrong.includes('name') && languages[0] !== undefined
            ? t('menu.name_required', { language: nativeLanguageName(languages[0]) })
            : undefined
        }
        t={t}
        onChange={(texts) => set({ texts })}
      />
      <div className="mt-4">
        <PhotoField
          label={t('menu.photo')}
          value={draft.image}
          onChange={(image) => set({ image })}
          t={t}
          locale={locale}
        />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {priceField('price', t('menu.price'))}
        {priceField('priceMenu', t('menu.price_menu'))}
      </div>
      <div className="mt-4 flex flex-col gap-2">
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={draft.viewOnDelivery}
            onChange={(event) => set({ viewOnDelivery: event.target.checked })}
            className="size-5"
          />
          {t('menu.view_on_delivery')}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={draft.viewOnDigitalMenu}
            onChange={(event) => set({ viewOnDigitalMenu: event.target.checked })}
            className="size-5"
          />
          {t('menu.view_on_digital_menu')}
        </label>
      </div>
      <div className="mt-4">
        <label htmlFor={`${id}-category`} className="block text-sm font-medium text-stone-800">
          {t('menu.category')}
        </label>
        <select
          id={`${id}-category`}
          value={draft.categoryId}
          onChange={(event) => set({ categoryId: Number(event.target.value) })}
          className={`mt-1 ${controlClass}`}
        >
          {categoriesInOrder(document).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      {ingredients.size > 0 ? (
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-stone-800">{t('menu.removable')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4">
            {[...ingredients.values()].map((item) => (
              <label key={item.id} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  checked={draft.removable.includes(item.id)}
                  onChange={(event) =>
                    set({
                      removable: event.target.checked
                        ? [...draft.removable, item.id]
                        : draft.removable.filter((other) => other !== item.id),
                    })
                  }
                  className="size-5"
                />
                {item.name}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-lg bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
        >
          {t('menu.save')}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-lg border border-stone-400 px-5 font-semibold hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none"
        >
          {t('menu.close')}
        </button>
      </div>
    </form>
  );
}
