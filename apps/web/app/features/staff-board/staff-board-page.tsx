import { useEffect, useState, type ReactNode } from 'react';
import type { StaffOrder } from '@ordina/contracts';
import type { BoardTranslator as Translator } from '../../lib/board-translator.ts';
import { boardColumns, type BoardColumnName } from './board-columns.ts';
import { BoardBanners, RingBar } from './board-banners.tsx';
import {
  AutoPrintSwitch,
  PrintTicketButton,
  useAutoPrint,
  type BoardPrinting,
  type PrintNotice,
} from './board-printing.tsx';
import { OrderActions, type RunAction } from './order-actions.tsx';
import { OrderCard } from './order-card.tsx';
import { useBoard, type BoardEnvironment } from './use-board.ts';

/*
 * The order board, /gestione (issue 33): four columns by state on a
 * 1024×768 tablet (one under the other on the owner's phone), live, with the
 * shift's controls and the red banners above them. The tab's title counts
 * the orders to confirm, so a board in a background tab still says so.
 */

export interface StaffBoardPageProps {
  t: Translator;
  businessName: string;
  environment: BoardEnvironment;
  run: RunAction;
  /** The link to one order's page. */
  orderHref: (order: StaffOrder) => string;
  /** The board's switches (pause, busy mode, sold out), drawn with the board's clock: its countdowns end with it. */
  switches?: (now: Date) => ReactNode;
  /** Busy mode's minutes at `now` (the switches' state): the accept presets show the time they promise with them. */
  busyMinutesAt?: (now: Date) => number;
  /** Kitchen tickets from the board: a print button per open card and this screen's auto-print switch (docs/decisions/048). */
  printing?: BoardPrinting;
}

/** What the board says above the columns: a problem (an alert) or how something ended (a status). */
interface Notice {
  text: string;
  urgent: boolean;
}

const PRINT_NOTICE = {
  printed: 'staff_board.print.printed',
  failed: 'staff_board.print.failed',
  taken: 'staff_board.print.taken',
} as const;

const OPEN_COLUMNS: readonly {
  name: Exclude<BoardColumnName, 'done'>;
  title: 'staff_board.column.to_confirm' | 'staff_board.column.in_preparation' | 'staff_board.column.ready';
}[] = [
  { name: 'toConfirm', title: 'staff_board.column.to_confirm' },
  { name: 'inPreparation', title: 'staff_board.column.in_preparation' },
  { name: 'ready', title: 'staff_board.column.ready' },
];

export function StaffBoardPage({
  t,
  businessName,
  environment,
  run,
  orderHref,
  switches,
  busyMinutesAt = () => 0,
  printing,
}: StaffBoardPageProps) {
  const board = useBoard(environment, (order) =>
    t('staff_board.notification.new_order', { code: order.code }),
  );
  const [notice, setNotice] = useState<Notice | null>(null);
  const printNotice: PrintNotice = (order, outcome) =>
    setNotice({ text: t(PRINT_NOTICE[outcome], { code: order.code }), urgent: outcome === 'failed' });
  const autoPrint = useAutoPrint(printing, board.live, printNotice, () =>
    setNotice({ text: t('staff_board.print.auto_not_saved'), urgent: true }),
  );
  const columns = boardColumns(board.live.orders);
  const timeZone = board.live.timeZone ?? 'UTC';
  const toConfirm = columns.toConfirm.length;

  useEffect(() => {
    document.title =
      toConfirm > 0
        ? t('staff_board.tab_title', { count: toConfirm, name: businessName })
        : `${t('staff_board.title')} · ${businessName}`;
  }, [toConfirm, t, businessName]);

  const runTracked: RunAction = (orderId, action) => {
    board.ownAction(orderId);
    return run(orderId, action);
  };
  const done = (order: StaffOrder | null, message: string | null) => {
    if (order !== null) board.acted(order);
    setNotice(message === null ? null : { text: message, urgent: true });
  };

  return (
    <div className="min-h-screen bg-gray-100 p-2 text-gray-900 sm:p-3">
      <h1 className="sr-only">{t('staff_board.title')}</h1>
      <BoardBanners t={t} board={board} />
      <RingBar t={t} board={board} />
      {switches === undefined ? null : <div className="mb-3">{switches(board.now)}</div>}
      {printing === undefined ? null : <AutoPrintSwitch t={t} state={autoPrint} />}
      {notice === null ? null : (
        <p
          role={notice.urgent ? 'alert' : 'status'}
          className={`mb-2 rounded-lg p-3 text-base font-semibold ${notice.urgent ? 'bg-amber-100 text-amber-950' : 'bg-teal-50 text-teal-950'}`}
        >
          {notice.text}
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-3">
        {OPEN_COLUMNS.map(({ name, title }) => (
          <section key={name} aria-labelledby={`column-${name}`} className="min-w-0">
            <h2
              id={`column-${name}`}
              className="mb-2 flex items-center justify-between text-xl font-extrabold"
            >
              {t(title)}{' '}
              <span className="rounded-full bg-gray-800 px-3 py-0.5 text-base text-white">
                {columns[name].length}
              </span>
            </h2>
            {columns[name].length === 0 ? (
              <p className="rounded-lg border-2 border-dashed border-gray-400 p-4 text-base text-gray-700">
                {t('staff_board.column.empty')}
              </p>
            ) : null}
            <ul className="space-y-3">
              {columns[name].map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} t={t} timeZone={timeZone} now={board.now}>
                    <OrderActions
                      order={order}
                      t={t}
                      timeZone={timeZone}
                      now={board.now}
                      busyMinutes={busyMinutesAt(board.now)}
                      run={runTracked}
                      onDone={done}
                    />
                    <div className="mt-2 flex flex-wrap items-center gap-3">
                      {printing === undefined ? null : (
                        <PrintTicketButton
                          order={order}
                          t={t}
                          print={(chosen) => printing.printByHand(chosen)}
                          notice={printNotice}
                        />
                      )}
                      <a
                        href={orderHref(order)}
                        className="inline-flex min-h-12 items-center text-base font-semibold text-teal-800 underline"
                      >
                        {t('staff_board.action.open', { code: order.code })}
                      </a>
                    </div>
                  </OrderCard>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <details className="mt-4 rounded-xl bg-white p-3">
        <summary className="flex min-h-12 cursor-pointer items-center text-xl font-extrabold">
          <h2>{t('staff_board.column.done_today', { count: columns.done.length })}</h2>
        </summary>
        <ul className="mt-2 grid gap-3 md:grid-cols-3">
          {columns.done.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} t={t} timeZone={timeZone} now={board.now} />
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
