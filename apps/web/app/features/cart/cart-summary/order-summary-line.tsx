import type { Locale } from '@ordina/contracts';
import {
  CART_LINE_MAX_QTY,
  cartEntryLineTotal,
  cartEntryOptionLines,
  cartEntryRemovedNames,
  localizedName,
} from '@ordina/domain';
import type { CartEntry } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';

const roundButton =
  // 44 × 44 px: a thumb's target (WCAG 2.5.5), not the 32 px a mouse gets by with.
  'focus-visible:ring-primary flex size-11 items-center justify-center rounded-full ring-1 ring-stone-300 hover:bg-stone-100 focus-visible:ring-2 focus-visible:outline-none aria-disabled:cursor-not-allowed aria-disabled:text-stone-400 aria-disabled:hover:bg-transparent';

/**
 * One line of the order summary (spec §2): quantity, name, chosen options,
 * removed ingredients, line price and, when editable, edit-options and
 * minus/plus (minus at quantity 1 removes the line).
 */
export function OrderSummaryLine({
  entry,
  editable,
  canEditOptions,
  onEditOptions,
  onIncrement,
  onDecrement,
  locale,
  t,
}: {
  entry: CartEntry;
  editable: boolean;
  /** Whether the product has options or removable ingredients to edit. */
  canEditOptions: boolean;
  onEditOptions: () => void;
  onIncrement: () => void;
  onDecrement: () => void;
  locale: Locale;
  t: Translator;
}) {
  const name = localizedName(entry.product, locale);
  const removedNames = cartEntryRemovedNames(entry, locale);
  const atMaximum = entry.qty >= CART_LINE_MAX_QTY;
  const maxId = `line-max-${entry.id}`;
  return (
    <li className="py-3">
      <div className="flex items-start gap-3">
        {!editable && <span className="shrink-0 font-semibold tabular-nums">{entry.qty} ×</span>}
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-stone-900">{name}</p>
          {cartEntryOptionLines(entry, locale).map((line) => (
            <p key={line} className="text-sm break-words text-stone-500">
              {line}
            </p>
          ))}
          {removedNames.length > 0 && (
            <p className="text-sm break-words text-stone-500">
              {t('summary.without', { items: removedNames.join(', ') })}
            </p>
          )}
        </div>
        <p className="shrink-0 font-semibold tabular-nums">{t.money(cartEntryLineTotal(entry))}</p>
      </div>
      {editable && (
        <div className="mt-2 flex items-center justify-between gap-3">
          {canEditOptions ? (
            <button
              type="button"
              onClick={onEditOptions}
              aria-haspopup="dialog"
              aria-label={`${t('summary.edit_options')}: ${name}`}
              className="text-primary focus-visible:ring-primary -ml-2 inline-flex min-h-11 items-center rounded px-2 text-sm font-medium underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:outline-none"
            >
              {t('summary.edit_options')}
            </button>
          ) : (
            <span />
          )}
          <div className="flex items-center gap-3">
            <button
              type="button"
              onClick={onDecrement}
              aria-label={`${t('summary.decrease')}: ${name}`}
              className={roundButton}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
                <path d="M4.5 9h11a1 1 0 1 1 0 2h-11a1 1 0 1 1 0-2Z" />
              </svg>
            </button>
            <span className="min-w-5 text-center font-semibold tabular-nums">{entry.qty}</span>
            <button
              type="button"
              onClick={onIncrement}
              aria-label={`${t('summary.increase')}: ${name}`}
              // aria-disabled, not disabled: focus stays on the button that just reached the maximum (the cart clamps anyway).
              aria-disabled={atMaximum || undefined}
              aria-describedby={atMaximum ? maxId : undefined}
              className={roundButton}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
                <path d="M10 3.5a1 1 0 0 1 1 1V9h4.5a1 1 0 1 1 0 2H11v4.5a1 1 0 1 1-2 0V11H4.5a1 1 0 1 1 0-2H9V4.5a1 1 0 0 1 1-1Z" />
              </svg>
            </button>
          </div>
        </div>
      )}
      {editable && atMaximum && (
        <p id={maxId} className="mt-1 text-right text-xs text-stone-600">
          {t('cart.max_quantity', { n: CART_LINE_MAX_QTY })}
        </p>
      )}
    </li>
  );
}
