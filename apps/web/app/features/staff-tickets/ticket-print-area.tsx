import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { BoardTranslator as Translator } from '../../lib/board-translator.ts';
import { KitchenTicket, type KitchenTicketProps } from './kitchen-ticket.tsx';
import { TestTicket } from './test-ticket.tsx';
import type { TicketPrinter } from './ticket-printer.ts';

/*
 * The board's print area (docs/decisions/048): the page it wraps on screen, the ticket alone on
 * paper. Hidden on screen (and so out of the accessibility tree); once a ticket is drawn, the
 * wrapped page is hidden in print. The 80 mm page is the ticket's own (`@page kitchen-ticket`).
 */

export interface TicketPrintAreaProps {
  printer: TicketPrinter;
  t: Translator;
  storefront: KitchenTicketProps['storefront'];
  /** The page on screen (the board). */
  children: ReactNode;
}

export function TicketPrintArea({ printer, t, storefront, children }: TicketPrintAreaProps) {
  const current = useSyncExternalStore(printer.subscribe, printer.getState, () => null);
  useEffect(() => {
    if (current !== null) printer.drawn(current.turn);
  }, [current, printer]);
  const ticket = current?.ticket;
  return (
    <>
      <div className={current === null ? undefined : 'print:hidden'}>{children}</div>
      {ticket === undefined ? null : (
        <div className="hidden print:block">
          {ticket.kind === 'order' ? (
            <KitchenTicket order={ticket.order} storefront={storefront} t={t} />
          ) : (
            <TestTicket storefront={storefront} t={t} at={ticket.at} screenId={ticket.screenId} />
          )}
        </div>
      )}
    </>
  );
}
