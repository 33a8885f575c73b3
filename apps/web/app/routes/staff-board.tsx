import { useMemo, useState } from 'react';
import type { Operations, Storefront } from '@ordina/contracts';
import { NO_OPERATIONS } from '@ordina/contracts';
import { operationsBusyMinutesAt } from '@ordina/domain';
import { useOutletContext } from 'react-router';
import { browserBoardLive, runStaffAction } from '../features/staff-board/api/staff-board.ts';
import { boardTranslator } from '../lib/board-translator.ts';
import { browserShiftEnvironment } from '../features/staff-board/shift.ts';
import { StaffBoardPage } from '../features/staff-board/staff-board-page.tsx';
import { boardSwitchCalls, readBoardSwitches } from '../features/staff-operations/api/board-switch-calls.ts';
import { BoardSwitchesPanel } from '../features/staff-operations/board-switches-panel.tsx';
import type { BoardEnvironment } from '../features/staff-board/use-board.ts';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import {
  printQueueCalls,
  screenAutoPrint,
  setScreenAutoPrint,
} from '../features/staff-tickets/api/print-queue-calls.ts';
import { boardTicketPrinting } from '../features/staff-tickets/board-ticket-printing.ts';
import { boardScreenId } from '../features/staff-tickets/print-queue.ts';
import { TicketPrintArea } from '../features/staff-tickets/ticket-print-area.tsx';
import { TicketPrinter } from '../features/staff-tickets/ticket-printer.ts';
import { staffPaths } from '../lib/staff-paths.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/** The browser's side of the board: the live stream, the shift's sound, wake lock and test ticket, system notifications. */
function browserBoardEnvironment(
  screenId: string,
  printTestTicket: () => Promise<boolean>,
): BoardEnvironment {
  return {
    live: browserBoardLive(screenId),
    shift: { ...browserShiftEnvironment(), printTestTicket },
    notify:
      typeof Notification === 'function'
        ? (title) => {
            if (Notification.permission === 'granted') new Notification(title);
          }
        : null,
  };
}

/** /gestione: the order board (issue 33), in the member's language, live from the moment it mounts. */
export default function StaffBoardRoute() {
  const { locale, session, t: staffT } = useOutletContext<StaffOutletContext>();
  const storefront = useStorefront();
  const t = useMemo(() => boardTranslator(locale), [locale]);
  if (session.status !== 'signed-in') return null;
  return (
    <>
      <title>{`${staffT('title.board')} - ${storefront.anagraphic.name}`}</title>
      <BoardInBrowser t={t} storefront={storefront} />
    </>
  );
}

/** Mounted only in the browser (after the session answered): the stream, the audio and the printing need it. */
function BoardInBrowser({
  t,
  storefront,
}: {
  t: ReturnType<typeof boardTranslator>;
  storefront: Storefront;
}) {
  // The board prints in place (docs/decisions/048): the ticket is drawn in the print area below, then the page is printed.
  const { environment, printer, printing } = useMemo(() => {
    const screenId = boardScreenId(window.localStorage);
    const printer = new TicketPrinter(() => window.print());
    const printing = boardTicketPrinting({
      calls: printQueueCalls(),
      screenId,
      printer,
      readAutoPrint: screenAutoPrint,
      saveAutoPrint: setScreenAutoPrint,
      now: () => new Date(),
    });
    return { environment: browserBoardEnvironment(screenId, printing.printTest), printer, printing };
  }, []);
  const calls = useMemo(() => boardSwitchCalls(), []);
  const itemNames = useMemo(() => optionItemNames(storefront), [storefront]);
  // The switches as the panel shows them: busy mode's minutes reach the accept presets.
  const [operations, setOperations] = useState<Operations>(NO_OPERATIONS);
  return (
    <TicketPrintArea printer={printer} t={t} storefront={storefront}>
      <StaffBoardPage
        t={t}
        businessName={storefront.anagraphic.name}
        environment={environment}
        run={runStaffAction}
        orderHref={(order) => staffPaths.order(order.id)}
        switches={(now) => (
          <BoardSwitchesPanel
            read={readBoardSwitches}
            calls={calls}
            now={now}
            products={storefront.products}
            optionItemNames={itemNames}
            t={t}
            onShown={setOperations}
          />
        )}
        busyMinutesAt={(now) => operationsBusyMinutesAt(operations, now)}
        printing={printing}
      />
    </TicketPrintArea>
  );
}

/** Every option item's name by id (the switches' sold-out list). */
function optionItemNames(storefront: Storefront): ReadonlyMap<number, string> {
  return new Map(
    storefront.category_options.flatMap((group) =>
      group.options.flatMap((option) => option.items.map((item) => [item.id, item.name] as const)),
    ),
  );
}
