import { useCallback, useMemo } from 'react';
import { useOutletContext, useParams } from 'react-router';
import { loadStaffOrder, runStaffAction } from '../features/staff-board/api/staff-board.ts';
import { boardTranslator } from '../lib/board-translator.ts';
import { StaffOrderPage } from '../features/staff-board/staff-order-page.tsx';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { staffPaths } from '../lib/staff-paths.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/** /gestione/ordini/{id}: one order for the staff, with its actions; another business's reads not found. */
export default function StaffOrderRoute() {
  const { locale, session, t: staffT } = useOutletContext<StaffOutletContext>();
  const storefront = useStorefront();
  const { id } = useParams();
  const orderId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  const t = useMemo(() => boardTranslator(locale), [locale]);
  const timeZone = storefront.configuration.time_zone;
  const load = useCallback(
    async (orderIdToLoad: number) => {
      const order = orderIdToLoad === 0 ? null : await loadStaffOrder(orderIdToLoad);
      return order === null ? null : { order, timeZone };
    },
    [timeZone],
  );
  if (session.status !== 'signed-in') return null;
  return (
    <>
      <title>{`${staffT('title.board')} - ${storefront.anagraphic.name}`}</title>
      <StaffOrderPage
        t={t}
        orderId={orderId}
        load={load}
        run={runStaffAction}
        boardHref={staffPaths.board}
        ticketHref={staffPaths.ticket(orderId)}
      />
    </>
  );
}
