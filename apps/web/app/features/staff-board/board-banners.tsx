import type { BoardTranslator as Translator } from '../../lib/board-translator.ts';
import type { Board } from './use-board.ts';

/*
 * The shift's bar and the red banners (issue 33): whenever the sound, the
 * wake lock or the live connection is lost, the board says so in red, with
 * the one tap that fixes the first two ("Start shift"), and whether the
 * shift's test ticket went to the printer.
 */

export function BoardBanners({ t, board }: { t: Translator; board: Board }) {
  const { shift, live } = board;
  const problems: string[] = [];
  if (shift.sound !== 'on') problems.push(t('staff_board.banner.sound_off'));
  if (shift.started && shift.wakeLock !== 'on') problems.push(t('staff_board.banner.wake_lock_lost'));
  if (live.connection === 'lost') problems.push(t('staff_board.banner.connection_lost'));
  if (shift.testTicket === 'failed') problems.push(t('staff_board.print.test_failed'));
  const allWell = shift.sound === 'on' && shift.wakeLock === 'on';
  return (
    <div className="mb-2 flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={board.startShift}
        className="min-h-14 rounded-lg bg-teal-800 px-5 text-lg font-extrabold text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        {t('staff_board.shift.start')}
      </button>
      <p className="text-base font-semibold" aria-live="polite">
        <span
          className={`mr-2 inline-block size-3 rounded-full ${live.connection === 'live' ? 'bg-green-700' : 'bg-red-700'}`}
          aria-hidden="true"
        />
        {live.connection === 'live' ? t('staff_board.live.on') : t('staff_board.live.off')}
        {allWell ? ` · ${t('staff_board.shift.on')}` : null}
        {shift.testTicket === 'printed' ? ` · ${t('staff_board.print.test_printed')}` : null}
      </p>
      {problems.length === 0 ? null : (
        <div role="alert" className="w-full rounded-lg bg-red-700 p-3 text-base font-bold text-white">
          <ul className="space-y-1">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** What rings, and the one tap that stops it. */
export function RingBar({ t, board }: { t: Translator; board: Board }) {
  const { newOrders, troubles } = board.alerts;
  if (newOrders.length === 0 && troubles.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-2 flex flex-wrap items-center gap-3 rounded-lg border-4 border-amber-500 bg-amber-100 p-3 text-amber-950"
    >
      <ul className="text-lg font-extrabold">
        {newOrders.length > 0 ? (
          <li>{t('staff_board.ring.new_orders', { count: newOrders.length })}</li>
        ) : null}
        {troubles.map((trouble) => (
          <li key={`${trouble.orderId}-${trouble.kind}`}>
            {t(
              trouble.kind === 'canceled' ? 'staff_board.ring.canceled' : 'staff_board.ring.payment_failed',
              { code: trouble.code },
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={board.acknowledge}
        className="min-h-14 rounded-lg bg-gray-900 px-5 text-lg font-extrabold text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        {t('staff_board.ring.acknowledge')}
      </button>
    </div>
  );
}
