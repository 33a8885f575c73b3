import { useEffect, useId, useRef, useState } from 'react';
import type { StaffOrder } from '@ordina/contracts';
import type { BoardTranslator as Translator } from '../../lib/board-translator.ts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import type { BoardLiveState } from './board-live-store.ts';

/*
 * Kitchen tickets from the board (issue 33 "Kitchen tickets", docs/decisions/046 and 048): a
 * print button on every open card (a new job through the print queue, printed on this screen),
 * and this screen's "auto-print accepted orders" switch — stored as the screen's setting, read
 * when the board opens — which, while on, hands the board's orders at every change to the watch
 * that prints each newly accepted order's automatic ticket if this screen claims it. The queue
 * and the printing are the route's (the kitchen-ticket feature); the board says how each ended.
 */

/** How a ticket's printing ended here: printed, failed, or printed by the screen that took it first. */
export type BoardPrintOutcome = 'printed' | 'failed' | 'taken';

/** The board's printing, as the route puts it together. */
export interface BoardPrinting {
  /** This screen's stored "auto-print accepted orders". */
  readAutoPrint(): Promise<boolean>;
  /** Stores it; answers the stored value. */
  saveAutoPrint(on: boolean): Promise<boolean>;
  /** A ticket by hand: a new job, printed here. */
  printByHand(order: StaffOrder): Promise<BoardPrintOutcome>;
  /** A new watch of accepted orders: its first look learns the orders there are, each later one prints those newly accepted. */
  watchAccepted(): (
    orders: readonly StaffOrder[],
  ) => Promise<{ order: StaffOrder; outcome: BoardPrintOutcome }[]>;
}

/** What the board says about a ticket's printing. */
export type PrintNotice = (order: StaffOrder, outcome: BoardPrintOutcome) => void;

/** The switch's state (null until the screen's setting is read) and its change; while on, the board's orders go to the watch. */
export function useAutoPrint(
  printing: BoardPrinting | undefined,
  live: BoardLiveState,
  notice: PrintNotice,
  settingNotSaved: () => void,
) {
  // A setting that cannot be read reads as off: the board never prints by itself unless asked to.
  const read = useApiQuery<boolean>(printing === undefined ? null : 'auto-print', () =>
    printing?.readAutoPrint().catch(() => false),
  );
  // What the last change saved wins over what was read.
  const [saved, setSaved] = useState<boolean | null>(null);
  const autoPrint = saved ?? read.value ?? null;
  const [saving, setSaving] = useState(false);
  const look = useRef<ReturnType<BoardPrinting['watchAccepted']> | null>(null);
  // The effect below runs on every change of the orders: the latest notice, not a dependency.
  const noticeRef = useRef(notice);
  useEffect(() => {
    noticeRef.current = notice;
  });

  useEffect(() => {
    if (printing === undefined || autoPrint !== true) {
      look.current = null;
      return;
    }
    // Before the first snapshot the board knows no order: the watch's first look must be a real one.
    if (live.timeZone === null) return;
    look.current ??= printing.watchAccepted();
    void look.current(live.orders).then((tickets) => {
      // Another screen printing it is the switch working, not news.
      for (const { order, outcome } of tickets) if (outcome !== 'taken') noticeRef.current(order, outcome);
    });
  }, [printing, autoPrint, live.orders, live.timeZone]);

  async function change(on: boolean) {
    if (printing === undefined) return;
    setSaving(true);
    try {
      setSaved(await printing.saveAutoPrint(on));
    } catch {
      settingNotSaved();
    } finally {
      setSaving(false);
    }
  }

  return { autoPrint, saving, change };
}

const FOCUS = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** The switch, in large type: a tablet by the oven, touched with greasy fingers. */
export function AutoPrintSwitch({ t, state }: { t: Translator; state: ReturnType<typeof useAutoPrint> }) {
  const id = useId();
  return (
    <div className="mb-3 flex items-center gap-3 rounded-xl bg-white p-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={state.autoPrint === true}
        disabled={state.autoPrint === null || state.saving}
        onChange={(event) => void state.change(event.target.checked)}
        className={`size-8 shrink-0 accent-teal-800 ${FOCUS}`}
      />
      <label htmlFor={id} className="flex min-h-12 cursor-pointer items-center text-lg font-bold">
        {t('staff_board.print.auto')}
      </label>
    </div>
  );
}

/** One card's print button: a new ticket of the order, said when it ended. */
export function PrintTicketButton({
  order,
  t,
  print,
  notice,
}: {
  order: StaffOrder;
  t: Translator;
  print: BoardPrinting['printByHand'];
  notice: PrintNotice;
}) {
  const [busy, setBusy] = useState(false);
  async function printTicket() {
    setBusy(true);
    try {
      notice(order, await print(order).catch(() => 'failed' as const));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void printTicket()}
      className={`min-h-14 rounded-lg border-2 border-gray-700 bg-white px-5 text-lg font-bold text-gray-900 disabled:opacity-50 ${FOCUS}`}
    >
      {t('staff_board.print.order', { code: order.code })}
    </button>
  );
}
