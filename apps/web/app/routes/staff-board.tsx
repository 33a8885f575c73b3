import { useMemo } from 'react';
import { useOutletContext } from 'react-router';
import { browserBoardLive, runStaffAction } from '../features/staff-board/api/staff-board.ts';
import { boardTranslator } from '../lib/board-translator.ts';
import { browserShiftEnvironment } from '../features/staff-board/shift.ts';
import { StaffBoardPage } from '../features/staff-board/staff-board-page.tsx';
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
      <BoardInBrowser t={t} businessName={storefront.anagraphic.name} />
    </>
  );
}

/** Mounted only in the browser (after the session answered): the stream and the audio need it. */
function BoardInBrowser({ t, businessName }: { t: ReturnType<typeof boardTranslator>; businessName: string }) {
  const environment = useMemo(() => browserBoardEnvironment(), []);
  return <StaffBoardPage t={t} businessName={businessName} environment={environment} run={runStaffAction} orderHref={(order) => staffPaths.order(order.id)} />;
}
