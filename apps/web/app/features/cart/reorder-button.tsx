import { useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '@ordina/contracts';
import { reorderLines } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { paths } from '../../lib/first-load/paths.ts';
import { useStorefront } from '../../lib/storefront-context.tsx';
import { useCartActions } from './cart-summary/cart-store-context.tsx';

/** What the last "Order again" did: how many lines went into the cart, and the names left out. */
interface Outcome {
  readonly added: number;
  readonly leftOut: readonly string[];
}

/**
 * "Order again" (issue 37, beyond the spec): the order's lines go back into the cart at today's
 * prices (`reorderLines`); what the menu no longer has, or the restaurant marked sold out, is named
 * and left out. Said in place (a status region), with the way to the checkout, not in a snackbar
 * that would be gone before a list of names is read.
 */
export function ReorderButton({ order, t }: { order: Order; t: Translator }) {
  const storefront = useStorefront();
  const cart = useCartActions();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function orderAgain() {
    setBusy(true);
    try {
      const { entries, leftOut } = reorderLines(
        order.products,
        storefront,
        storefront.operations,
        new Date(),
      );
      for (const entry of entries) await cart.save(entry);
      setOutcome({ added: entries.reduce((sum, entry) => sum + entry.qty, 0), leftOut });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-4 space-y-2">
      <button
        type="button"
        onClick={() => void orderAgain()}
        disabled={busy}
        className="bg-button text-button-text focus-visible:ring-primary inline-flex min-h-11 items-center rounded-full px-5 py-2 font-semibold hover:brightness-110 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
      >
        {t('reorder.button')}
      </button>
      <div role="status" className="space-y-1 text-stone-800">
        {outcome === null ? null : (
          <>
            <p>{outcome.added > 0 ? t.count('reorder.added', outcome.added) : t('reorder.nothing_added')}</p>
            {outcome.leftOut.length > 0 ? (
              <p>{t('reorder.left_out', { names: outcome.leftOut.join(', ') })}</p>
            ) : null}
            {outcome.added > 0 ? (
              <Link
                to={paths.checkout}
                className="focus-visible:ring-primary inline-flex min-h-11 items-center rounded font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none"
              >
                {t('reorder.go_to_checkout')}
              </Link>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
