import { useState } from 'react';
import type { StaffOrder } from '@ordina/contracts';
import type { BoardTranslator as Translator } from '../../lib/board-translator.ts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import { OrderActions, type RunAction } from './order-actions.tsx';
import { OrderCard } from './order-card.tsx';

/*
 * One order, /gestione/ordini/{id} (issue 33): the board's card full width,
 * its actions, and the way back to the board. The owner's phone opens it
 * from a notification or a link; another business's order reads not found.
 */

export interface StaffOrderPageProps {
  t: Translator;
  orderId: number;
  /** The order now; null when there is no such order of this business. */
  load: (orderId: number) => Promise<{ order: StaffOrder; timeZone: string } | null>;
  run: RunAction;
  boardHref: string;
  /** The order's kitchen ticket page, where "Stampa" prints it through the queue. */
  ticketHref: string;
  now?: () => Date;
}

/** The order as loaded (null: no such order of this business). */
type Loaded = { order: StaffOrder; timeZone: string } | null;

export function StaffOrderPage({
  t,
  orderId,
  load,
  run,
  boardHref,
  ticketHref,
  now = () => new Date(),
}: StaffOrderPageProps) {
  const answer = useApiQuery<Loaded>(`staff-order:${orderId}`, () => load(orderId));
  // The order as an action here left it (the action's answer), until another order is opened.
  const [acted, setActed] = useState<StaffOrder | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const loaded =
    answer.value === undefined
      ? { state: 'loading' as const }
      : answer.value === null
        ? { state: 'missing' as const }
        : {
            state: 'ready' as const,
            timeZone: answer.value.timeZone,
            order: acted?.id === orderId ? acted : answer.value.order,
          };

  return (
    <div className="mx-auto max-w-3xl p-3 text-gray-900">
      <a
        href={boardHref}
        className="inline-flex min-h-12 items-center text-base font-semibold text-teal-800 underline"
      >
        {t('staff_board.order.back')}
      </a>
      <h1 className="mt-2 text-2xl font-extrabold">
        {loaded.state === 'ready'
          ? t('staff_board.order_code', { code: loaded.order.code })
          : t('staff_board.title')}
      </h1>
      {loaded.state === 'loading' ? <p role="status">{t('staff_board.loading')}</p> : null}
      {loaded.state === 'missing' ? <p role="alert">{t('staff_board.order.not_found')}</p> : null}
      {problem === null ? null : (
        <p role="alert" className="my-2 rounded-lg bg-amber-100 p-3 text-base font-semibold text-amber-950">
          {problem}
        </p>
      )}
      {loaded.state === 'ready' ? (
        <div className="mt-3">
          <OrderCard order={loaded.order} t={t} timeZone={loaded.timeZone} now={now()} headingLevel={2}>
            <OrderActions
              order={loaded.order}
              t={t}
              timeZone={loaded.timeZone}
              now={now()}
              run={run}
              onDone={(order, message) => {
                if (order !== null) setActed(order);
                setProblem(message);
              }}
            />
            <a
              href={ticketHref}
              className="mt-2 inline-flex min-h-12 items-center rounded-lg border-2 border-stone-900 px-4 text-base font-bold"
            >
              {t('ticket.print')}
            </a>
          </OrderCard>
        </div>
      ) : null}
    </div>
  );
}
