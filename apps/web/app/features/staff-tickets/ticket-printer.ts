import type { StaffOrder } from '@ordina/contracts';

/*
 * Printing a ticket without leaving the board (docs/decisions/048): the ticket is drawn into the
 * board's own print area (TicketPrintArea: hidden on screen, the only thing on paper), and once it
 * is drawn the page's print is called. No second document, window or frame: the board keeps its
 * live connection, its sound and its wake lock while the kitchen's ticket prints. One ticket at a
 * time — the browser prints one document at a time — so tickets asked for together wait their turn.
 * The last ticket stays drawn after its print: a phone's print preview may still be reading it.
 */

/** What the print area draws: an order's kitchen ticket, or the shift's test ticket. */
export type PrintableTicket =
  { kind: 'order'; order: StaffOrder } | { kind: 'test'; at: Date; screenId: string };

/** The ticket in the print area and its turn (each print is a new turn, even of the same order). */
export interface DrawnTicket {
  ticket: PrintableTicket;
  turn: number;
}

export class TicketPrinter {
  #current: DrawnTicket | null = null;
  #turn = 0;
  #line: Promise<unknown> = Promise.resolve();
  #waiting: { turn: number; drawn: () => void } | null = null;
  readonly #listeners = new Set<() => void>();
  readonly #printPage: () => void;

  /** `printPage`: the browser's window.print (it returns once the dialog is done, or at once on a phone). */
  constructor(printPage: () => void) {
    this.#printPage = printPage;
  }

  getState = (): DrawnTicket | null => this.#current;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Draws the ticket, then prints the page; true once it went to the printer, false when the browser refused to print. */
  print(ticket: PrintableTicket): Promise<boolean> {
    const printed = this.#line.then(() => this.#printNow(ticket));
    this.#line = printed;
    return printed;
  }

  /** The print area drew the ticket of `turn`. */
  drawn(turn: number): void {
    if (this.#waiting?.turn !== turn) return;
    this.#waiting.drawn();
    this.#waiting = null;
  }

  async #printNow(ticket: PrintableTicket): Promise<boolean> {
    const turn = ++this.#turn;
    const drawn = new Promise<void>((resolve) => {
      this.#waiting = { turn, drawn: resolve };
    });
    this.#current = { ticket, turn };
    for (const listener of this.#listeners) listener();
    await drawn;
    try {
      this.#printPage();
      return true;
    } catch {
      return false;
    }
  }
}
