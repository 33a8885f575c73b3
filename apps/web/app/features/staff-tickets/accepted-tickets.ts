import type { StaffOrder } from '@ordina/contracts';
import { printOrderTicket, type PrintQueueCalls, type TicketPrintOutcome } from './print-queue.ts';

/*
 * "Auto-print accepted orders" (issue 33 "Kitchen tickets", docs/decisions/046 and 048): a
 * screen with the switch on watches the board's orders, and each order it sees become accepted
 * (confirmed) — whoever accepted it, on whichever screen — gets the order's automatic ticket job,
 * printed here only if this screen claims it. So two tabs with auto-print on print it once, and
 * the snapshots after a reconnect or a visibility change, which bring the same confirmed orders
 * again, print nothing: this watch remembers every order it asked for, and the server's
 * automatic job is one per order (a second ask answers the job already printed).
 *
 * The first look only learns which orders are there: turning the switch on, or opening the board
 * with it on, does not print every order already in preparation. An order first seen confirmed
 * after that look (accepted elsewhere between two snapshots) is one that became accepted.
 */

/** How one automatic ticket ended here. */
export interface AcceptedTicket {
  order: StaffOrder;
  outcome: TicketPrintOutcome;
}

/** What the watch needs: the queue's calls, this screen's id and the printing of one order's ticket. */
export interface AcceptedTicketsDeps {
  calls: PrintQueueCalls;
  screenId: string;
  print: (order: StaffOrder) => Promise<boolean>;
}

/** A new watch (the switch just came on): returns the look to call with the board's orders at each change. */
export function watchAcceptedOrders(
  deps: AcceptedTicketsDeps,
): (orders: readonly StaffOrder[]) => Promise<AcceptedTicket[]> {
  const asked = new Set<number>();
  let learned = false;
  return async (orders) => {
    const accepted: StaffOrder[] = [];
    for (const order of orders) {
      if (asked.has(order.id) || order.status === 'to_manage') continue;
      // Past "to confirm" at the first look, or past "confirmed" when first seen (ready, done): not a new acceptance.
      asked.add(order.id);
      if (learned && order.status === 'confirmed') accepted.push(order);
    }
    learned = true;
    // One after another: the browser prints one document at a time.
    const tickets: AcceptedTicket[] = [];
    for (const order of accepted) {
      let outcome: TicketPrintOutcome;
      try {
        outcome = await printOrderTicket(deps.calls, {
          orderId: order.id,
          auto: true,
          screenId: deps.screenId,
          print: () => deps.print(order),
        });
      } catch {
        outcome = 'failed';
      }
      tickets.push({ order, outcome });
    }
    return tickets;
  };
}
