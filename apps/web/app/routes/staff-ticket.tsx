import { useMemo } from 'react';
import { useOutletContext, useParams } from 'react-router';
import { loadStaffOrder } from '../features/staff-board/api/staff-board.ts';
import { boardTranslator } from '../lib/board-translator.ts';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { printQueueCalls } from '../features/staff-tickets/api/print-queue-calls.ts';
import { boardScreenId } from '../features/staff-tickets/print-queue.ts';
import { TicketPage } from '../features/staff-tickets/ticket-page.tsx';
import { staffPaths } from '../lib/staff-paths.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/** The browser's print: window.print() returns once the dialog sent the ticket (or, on a phone, opened). */
function browserPrint(): Promise<boolean> {
  window.print();
  return Promise.resolve(true);
}

/** /gestione/ordini/{id}/scontrino: the order's kitchen ticket for the 80 mm printer (staff session, as the order view). */
export default function StaffTicketRoute() {
  const { locale, session } = useOutletContext<StaffOutletContext>();
  const storefront = useStorefront();
  const { id } = useParams();
  const orderId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  const t = useMemo(() => boardTranslator(locale), [locale]);
  const queue = useMemo(() => printQueueCalls(), []);
  if (session.status !== 'signed-in') return null;
  return (
    <TicketPage
      t={t}
      orderId={orderId}
      storefront={storefront}
      load={loadStaffOrder}
      queue={queue}
      screenId={() => boardScreenId(window.localStorage)}
      print={browserPrint}
      orderHref={staffPaths.order(orderId)}
    />
  );
}
