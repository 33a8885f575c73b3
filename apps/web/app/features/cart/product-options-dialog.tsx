import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { Product } from '@ordina/contracts';
import {
  ADD_CONFIRMATION_DELAY_MS,
  ADDED_TO_ORDER_MS,
  cartEntryBuild,
  cartEntrySelection,
  FLASH_DEFAULT_MS,
  lineAllergens,
  localizedDescription,
  localizedName,
  operationsSoldOutAt,
  optionInitialSelection,
  optionsSaveError,
  optionsValidation,
} from '@ordina/domain';
import type { CartEntry } from '@ordina/domain';
import { useStorefront } from '../../lib/storefront-context.tsx';
import { useLocale } from '../../lib/first-load/use-locale.ts';
import { useTranslator } from '../../lib/first-load/use-translator.ts';
import { useAnalytics } from '../../lib/analytics/after-hydration-shared/use-analytics.ts';
import { useCartActions } from './cart-summary/cart-store-context.tsx';
import { flash } from '../../lib/first-load/flash.ts';
import { OptionGroupFieldset } from './option-group-fieldset.tsx';
import { RemovableItemsFieldset } from './removable-items-fieldset.tsx';
import { useProductOptions } from './product-list/use-product-options.ts';
import { DialogCloseButton } from '../../lib/after-hydration-shared/dialog-close-button.tsx';
import { AllergenLine } from '../../components/ui/product-list/allergen-line.tsx';

/** Props of the product options dialog. */
export interface ProductOptionsDialogProps {
  /** The product to configure (in edit mode, the entry's product). */
  product: Product;
  /** Edit mode: the cart line to change; it starts from this line's choices and keeps its quantity. */
  entry?: CartEntry;
  /** Called once the dialog has closed (saved, cancelled, Escape or backdrop); unmount it then. */
  onClose: () => void;
  /** Where focus goes when the element that opened the dialog is gone (an edited line re-keyed or merged). */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * The product options dialog (spec §2, §4, §5) in add and edit modes: a
 * native modal <dialog> (the page behind is inert, Escape closes it), one
 * fieldset per option group, the removable ingredients, the live price and
 * add/update and cancel buttons. Rules come from @ordina/domain.
 */
export function ProductOptionsDialog({ product, entry, onClose, fallbackFocus }: ProductOptionsDialogProps) {
  const { configuration, operations } = useStorefront();
  const locale = useLocale();
  const t = useTranslator();
  const cart = useCartActions();
  const analytics = useAnalytics();
  const options = useProductOptions(product);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [selection, setSelection] = useState<Record<number, number[]>>(() => ({
    // The business's default items (issue 34), never one sold out on the board at the moment the dialog opens;
    // an edited line keeps what the customer chose, so a default they unticked does not come back.
    ...optionInitialSelection(
      entry ? options.map((option) => ({ ...option, default_item_id: null })) : options,
      (itemId) => operationsSoldOutAt(operations, 'option_item', itemId, new Date()),
    ),
    ...(entry ? cartEntrySelection(entry) : {}),
  }));
  const [removed, setRemoved] = useState<number[]>(() => (entry ? [...entry.variations.removed] : []));
  const [showErrors, setShowErrors] = useState(false);
  const [saveError, setSaveError] = useState<{ text: string; shown: number } | null>(null);

  // The entry as it would be saved now: its price follows every change of selection.
  const draft = cartEntryBuild({
    product,
    options,
    selection,
    removed,
    qty: entry?.qty ?? 1,
    prevId: entry?.id,
  });
  const errors = showErrors ? optionsValidation(options, selection) : [];
  // 'Some options are mandatory' goes as soon as the choices are complete, not when its timer runs out.
  const saveErrorStillTrue = optionsSaveError(options, selection) !== null;

  const restoreFocus = useEffectEvent((opener: Element | null) => {
    // Back to the element that opened the dialog, or to the fallback when that element is gone.
    const target =
      opener instanceof HTMLElement && opener.isConnected && opener !== document.body
        ? opener
        : fallbackFocus?.();
    target?.focus();
  });
  // Kept across StrictMode's effect replay, when focus is already inside the dialog.
  const openerRef = useRef<Element | null>(null);
  useEffect(() => {
    const opener = (openerRef.current ??= document.activeElement);
    const box = dialogRef.current;
    // showModal(): the page behind becomes inert and Escape closes the dialog.
    if (box && !box.open) box.showModal();
    // Browsers move focus into the dialog on showModal(); make sure of it whatever the engine does.
    if (box && !box.contains(document.activeElement))
      box.querySelector<HTMLElement>('input:not([disabled]), button')?.focus();
    return () => restoreFocus(opener);
  }, []);
  const close = () => dialogRef.current?.close();

  useEffect(() => {
    if (!saveError) return;
    const timer = setTimeout(() => setSaveError(null), FLASH_DEFAULT_MS);
    return () => clearTimeout(timer);
  }, [saveError]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = optionsSaveError(options, selection);
    if (problem) {
      setShowErrors(true);
      setSaveError((previous) => ({ text: t.message(problem), shown: (previous?.shown ?? 0) + 1 }));
      const firstInvalid = optionsValidation(options, selection)[0];
      if (firstInvalid) {
        event.currentTarget
          .querySelector<HTMLElement>(`[data-option-id="${firstInvalid.optionId}"] input:not([disabled])`)
          ?.focus();
      }
      return;
    }
    const saving = cart.save(draft);
    close();
    const result = await saving;
    if (result === 'inserted') {
      analytics.trackAddToCart(draft);
      setTimeout(
        () => flash(t('cart.added_to_the_order'), { durationMs: ADDED_TO_ORDER_MS }),
        ADD_CONFIRMATION_DELAY_MS,
      );
    }
  }

  const description = localizedDescription(product, locale);
  const removableTitle = configuration.removable_items_title[locale] || t('options.removable_items_title');
  return (
    <dialog
      ref={dialogRef}
      // Fires for close(), Escape and the cancel buttons alike.
      onClose={onClose}
      // The form fills the dialog, so a click on the dialog element itself landed on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-lg overflow-hidden rounded-2xl bg-white p-0 text-stone-900 shadow-xl"
    >
      <form
        onSubmit={(event) => void save(event)}
        noValidate
        className="flex max-h-[calc(100dvh-2rem)] flex-col"
      >
        <header className="flex items-start gap-3 border-b border-stone-100 py-3 pr-2 pl-5">
          <div className="min-w-0 flex-1 pt-1.5">
            <h2 id={titleId} className="text-lg font-bold">
              {localizedName(product, locale)}
            </h2>
            {description && <p className="mt-0.5 text-sm text-stone-500">{description}</p>}
          </div>
          <DialogCloseButton label={t('common.close')} onClick={close} />
        </header>
        <div className="flex-1 space-y-6 overflow-y-auto px-5 py-4">
          {options.map((option) => (
            <OptionGroupFieldset
              key={option.id}
              option={option}
              selected={selection[option.id] ?? []}
              error={errors.find((e) => e.optionId === option.id)?.message ?? null}
              onChange={(next) => setSelection((current) => ({ ...current, [option.id]: next }))}
              locale={locale}
              t={t}
            />
          ))}
          {product.removable_items.length > 0 && (
            <RemovableItemsFieldset
              title={removableTitle}
              items={product.removable_items}
              removed={removed}
              onChange={setRemoved}
              locale={locale}
            />
          )}
        </div>
        <footer className="border-t border-stone-100 px-5 py-3">
          {configuration.show_allergens === true && (
            // What this line contains as chosen (docs/decisions/070), said again as ingredients and items change.
            <div aria-live="polite" aria-atomic="true" data-testid="line-allergens">
              <AllergenLine
                allergens={lineAllergens(
                  product,
                  removed,
                  draft.variations.options.flatMap((option) => option.selected_items),
                )}
                t={t}
                className="mb-2"
              />
            </div>
          )}
          <div aria-live="polite">
            {saveError && saveErrorStillTrue && (
              <p
                key={saveError.shown}
                className="mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
              >
                {saveError.text}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-stone-600">
              {t('options.total_price')}{' '}
              <output className="text-lg font-bold text-stone-900 tabular-nums">
                {t.money(draft.totalUnitPrice)}
              </output>
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                onClick={close}
                className="focus-visible:ring-primary rounded-full px-4 py-2.5 font-medium text-stone-700 hover:bg-stone-100 focus-visible:ring-2 focus-visible:outline-none"
              >
                {t('common.cancel')}
              </button>
              <button
                type="submit"
                className="bg-button text-button-text focus-visible:ring-primary rounded-full px-5 py-2.5 font-semibold shadow-sm hover:brightness-110 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
              >
                {entry ? t('common.update') : t('options.add_to_order')}
              </button>
            </div>
          </div>
        </footer>
      </form>
    </dialog>
  );
}
