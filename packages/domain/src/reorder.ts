import type { Operations } from '@ordina/contracts';
import type { Catalog } from './catalog.ts';
import type { CartEntry } from './cart.ts';
import { cartRestore } from './cart-restore.ts';
import { operationsSoldOutAt } from './operations-state.ts';

/*
 * "Order again" (issue 37, beyond the spec): an earlier order's lines back in the cart at today's
 * prices. Each line goes through the saved cart's restore rules (spec §3), so what the catalogue no
 * longer has — the product, an option item, a removable ingredient, or choices today's option limits
 * refuse — is left out, as is what the restaurant marked sold out now; the customer is told which.
 */

/** One line of an earlier order, as its page has it (the ids of the catalogue of the time). */
export interface OrderedLine {
  readonly id: number;
  readonly name: string;
  readonly qty: number;
  readonly productOptions: readonly {
    readonly id: number;
    readonly options: readonly { readonly id: number }[];
  }[];
  readonly removedIds: readonly number[];
}

/** The cart lines an earlier order gives today, and the names (as bought) of the lines left out. */
export interface Reorder {
  readonly entries: readonly CartEntry[];
  readonly leftOut: readonly string[];
}

/** The saved cart's shape of one line (what cartRestore reads): ids and the quantity. */
function savedLine(line: OrderedLine) {
  return {
    product: { id: line.id },
    qty: line.qty,
    variations: {
      options: line.productOptions.map((group) => ({
        id: group.id,
        selected_items: group.options.map((item) => ({ id: item.id })),
      })),
      removed: line.removedIds,
    },
  };
}

function soldOut(line: OrderedLine, operations: Operations | undefined, now: Date): boolean {
  return (
    operationsSoldOutAt(operations, 'product', line.id, now) ||
    line.productOptions.some((group) =>
      group.options.some((item) => operationsSoldOutAt(operations, 'option_item', item.id, now)),
    )
  );
}

/** The lines of an earlier order that can be ordered again from `catalog` at `now`, priced today. */
export function reorderLines(
  lines: readonly OrderedLine[],
  catalog: Catalog,
  operations: Operations | undefined,
  now: Date,
): Reorder {
  const entries: CartEntry[] = [];
  const leftOut: string[] = [];
  for (const line of lines) {
    const [entry] = soldOut(line, operations, now) ? [] : cartRestore([savedLine(line)], catalog);
    if (entry === undefined) leftOut.push(line.name);
    else entries.push(entry);
  }
  return { entries, leftOut };
}
