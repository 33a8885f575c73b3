import type { StaffOrder } from '@ordina/contracts';
import { watchAcceptedOrders, type AcceptedTicket } from './accepted-tickets.ts';
import { printOrderTicket, type PrintQueueCalls, type TicketPrintOutcome } from './print-queue.ts';
import type { TicketPrinter } from './ticket-printer.ts';

/*
 * The board's printing (docs/decisions/048), put together from the print queue and the board's
 * print area: a ticket by hand (a new job, claimed and printed here), the watch of accepted
 * orders for this screen's "auto-print" switch, the switch itself (a setting of the screen,
 * GET/PUT /api/staff/screens/{screenId}) and the shift's test ticket, which is the browser's alone
 * (no order, so no job). The board reads it through its own interface (staff-board's
 * BoardPrinting): the route hands this object over.
 */

export interface BoardTicketPrintingDeps {
  calls: PrintQueueCalls;
  screenId: string;
  printer: TicketPrinter;
  readAutoPrint(screenId: string): Promise<boolean>;
  saveAutoPrint(screenId: string, on: boolean): Promise<boolean>;
  now(): Date;
}

export function boardTicketPrinting(deps: BoardTicketPrintingDeps) {
  const printOrder = (order: StaffOrder) => deps.printer.print({ kind: 'order', order });
  return {
    readAutoPrint: () => deps.readAutoPrint(deps.screenId),
    saveAutoPrint: (on: boolean) => deps.saveAutoPrint(deps.screenId, on),
    async printByHand(order: StaffOrder): Promise<TicketPrintOutcome> {
      try {
        return await printOrderTicket(deps.calls, {
          orderId: order.id,
          auto: false,
          screenId: deps.screenId,
          print: () => printOrder(order),
        });
      } catch {
        return 'failed';
      }
    },
    watchAccepted: (): ((orders: readonly StaffOrder[]) => Promise<AcceptedTicket[]>) =>
      watchAcceptedOrders({ calls: deps.calls, screenId: deps.screenId, print: printOrder }),
    printTest: () => deps.printer.print({ kind: 'test', at: deps.now(), screenId: deps.screenId }),
  };
}
