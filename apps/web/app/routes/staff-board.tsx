import { useMemo } from 'react';
import type { Storefront } from '@ordina/contracts';
import { useOutletContext } from 'react-router';
import { browserBoardLive, runStaffAction } from '../features/staff-board/api/staff-board.ts';
import { boardTranslator } from '../lib/board-translator.ts';
import { browserShiftEnvironment } from '../features/staff-board/shift.ts';
import { StaffBoardPage } from '../features/staff-board/staff-board-page.tsx';
import { boardSwitchCalls, readBoardSwitches } from '../features/staff-operations/api/board-switch-calls.ts';
import { BoardSwitchesPanel } from '../features/staff-operations/board-switches-panel.tsx';
import type { BoardEnvironment } from '../features/staff-board/use-board.ts';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { boardScreenId } from '../features/staff-tickets/print-queue.ts';
import { staffPaths } from '../lib/staff-paths.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/** The browser's side of the board: the live stream, the shift's sound and wake lock, system notifications. */
function browserBoardEnvironment(): BoardEnvironment {
  return {
    live: browserBoardLive(boardScreenId(window.localStorage)),
    shift: browserShiftEnvironment(),
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
      <BoardInBrowser t={t} businessName={storefront.anagraphic.name} products={storefront.products} optionItemNames={optionItemNames(storefront)} />
    </>
  );
}

/** Mounted only in the browser (after the session answered): the stream and the audio need it. */
function BoardInBrowser({ t, businessName, products, optionItemNames }: { t: ReturnType<typeof boardTranslator>; businessName: string; products: Storefront['products']; optionItemNames: ReadonlyMap<number, string> }) {
  const environment = useMemo(() => browserBoardEnvironment(), []);
  const calls = useMemo(() => boardSwitchCalls(), []);
  return (
    <StaffBoardPage
      t={t}
      businessName={businessName}
      environment={environment}
      run={runStaffAction}
      orderHref={(order) => staffPaths.order(order.id)}
      switches={(now) => <BoardSwitchesPanel read={readBoardSwitches} calls={calls} now={now} products={products} optionItemNames={optionItemNames} t={t} />}
    />
  );
}

/** Every option item's name by id (the switches' sold-out list). */
function optionItemNames(storefront: Storefront): ReadonlyMap<number, string> {
  return new Map(storefront.category_options.flatMap((group) => group.options.flatMap((option) => option.items.map((item) => [item.id, item.name] as const))));
}
