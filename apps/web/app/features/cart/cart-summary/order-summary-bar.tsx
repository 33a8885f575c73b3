import type { Translator } from '@ordina/i18n';

/**
 * The small-screen bottom bar (spec §2): the total and the number of
 * products; tapping it brings the summary into view. While it shows, the page
 * keeps the focused element above it (app.css, `.summary-bar`).
 *
 * `quiet` on the checkout (issue 34, item 6): the form's submit is the page's
 * one primary action, so the bar is an outlined white pill rather than a
 * second button in the business's colour, and it steps aside while a text
 * field has focus (the phone's keyboard is up and the screen is the field's).
 */
export function OrderSummaryBar({
  total,
  quantity,
  onShow,
  quiet = false,
  t,
}: {
  total: number;
  quantity: number;
  onShow: () => void;
  quiet?: boolean;
  t: Translator;
}) {
  return (
    <div
      className={`summary-bar ${quiet ? 'summary-bar-quiet ' : ''}fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden`}
    >
      <button
        type="button"
        onClick={onShow}
        className={`${quiet ? 'text-primary bg-white ring-1 ring-stone-300 ring-inset hover:bg-stone-50' : 'bg-button text-button-text'} focus-visible:ring-primary mx-auto flex w-full max-w-5xl items-center justify-between gap-3 rounded-full px-5 py-3 font-semibold focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none`}
      >
        {/* The button's own colours swapped: the pill has exactly the contrast of the business's button pair
            (a translucent white over the button colour made 3.5:1 from a 4.9:1 pair). Quiet: stone on white. */}
        <span
          className={`${quiet ? 'bg-stone-100 text-stone-800' : 'bg-button-text text-button'} rounded-full px-2.5 py-0.5 text-sm tabular-nums`}
        >
          {t.count('common.product_count', quantity)}
        </span>
        <span>{t('summary.show_order')}</span>
        <span className={`tabular-nums${quiet ? ' text-stone-900' : ''}`}>
          <span className="sr-only">{t('summary.total')} </span>
          {t.money(total)}
        </span>
      </button>
    </div>
  );
}
