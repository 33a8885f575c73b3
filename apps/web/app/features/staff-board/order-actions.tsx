import { useId, useState } from 'react';
import { ACCEPT_READY_PRESETS, REJECT_NOTE_MAX_LENGTH, REJECT_REASONS } from '@ordina/contracts';
import type { AcceptOrderRequest, RejectReason, StaffOrder } from '@ordina/contracts';
import { acceptPresetsAvailable, acceptReadyTime, clockTimeAt } from '@ordina/domain';
import type { AcceptReadyChoice } from '@ordina/domain';
import type { BoardTranslator as Translator } from '../../lib/board-translator.ts';
import { slotStartsAt } from './board-columns.ts';

/*
 * The actions on one card, each only where the order's status allows it
 * (the server decides again: board-actions' routes): accept with a ready
 * time (15/30/45/60 min, or the requested slot — never earlier than the
 * slot, so a preset that would be is not offered), reject with a reason,
 * mark ready, delivered/collected, cancel (asked twice), delay. Two staff at
 * once: the loser's answer brings the order as it is now, the card shows it
 * with a message, never a second transition.
 */

export type StaffAction =
  | { kind: 'accept'; body: AcceptOrderRequest }
  | { kind: 'reject'; body: { reason: RejectReason; note: string } }
  | { kind: 'ready' }
  | { kind: 'delivered' }
  | { kind: 'cancel' }
  | { kind: 'delay'; body: { minutes: number } };

/** An action's outcome: the order as it is now, or why not (with the order as it is now when someone else changed it first). */
export type ActionOutcome =
  { ok: true; order: StaffOrder } | { ok: false; statusChanged: boolean; order: StaffOrder | null };

export type RunAction = (orderId: number, action: StaffAction) => Promise<ActionOutcome>;

const DELAYS = [10, 15, 30] as const;
const BUTTON =
  'min-h-12 rounded-lg px-4 text-base font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-50';
const PRIMARY = `${BUTTON} bg-teal-800 text-white`;
const SECONDARY = `${BUTTON} border-2 border-gray-700 bg-white text-gray-900`;
const DANGER = `${BUTTON} bg-red-700 text-white`;

type Panel = 'none' | 'accept' | 'reject' | 'delay' | 'cancel';

export interface OrderActionsProps {
  order: StaffOrder;
  t: Translator;
  timeZone: string;
  now: Date;
  run: RunAction;
  /** Busy mode's minutes now (docs/decisions/046): added to every promise, so the presets show the time they give. */
  busyMinutes?: number;
  /** The order as the action left it, and what to tell the staff when it did not go through (the card may move column meanwhile). */
  onDone: (order: StaffOrder | null, problem: string | null) => void;
}

export function OrderActions({ order, t, timeZone, now, run, busyMinutes = 0, onDone }: OrderActionsProps) {
  const [panel, setPanel] = useState<Panel>('none');
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState<RejectReason>('too_busy');
  const [note, setNote] = useState('');
  const groupId = useId();

  async function act(action: StaffAction) {
    setBusy(true);
    const outcome = await run(order.id, action);
    setBusy(false);
    setPanel('none');
    if (outcome.ok) onDone(outcome.order, null);
    else
      onDone(
        outcome.order,
        t(outcome.statusChanged ? 'staff_board.status_changed' : 'staff_board.action_failed'),
      );
  }

  const toggle = (next: Panel) => setPanel((current) => (current === next ? 'none' : next));
  // A button that opens its panel below the buttons (and closes it again), saying which it shows.
  const panelButton = (which: Exclude<Panel, 'none'>, className: string, label: string) => (
    <button
      type="button"
      className={className}
      aria-expanded={panel === which}
      disabled={busy}
      onClick={() => toggle(which)}
    >
      {label}
    </button>
  );
  const slotStarts = slotStartsAt(order, timeZone).getTime();
  // The server's own rule (busy mode's minutes on top, the promise rounded up to the minute): the board
  // offers what it will accept, each with the time it promises.
  const slot = new Date(slotStarts);
  const presets = acceptPresetsAvailable(now, slot, ACCEPT_READY_PRESETS, busyMinutes);
  const promisedTime = (choice: AcceptReadyChoice) => {
    const answer = acceptReadyTime({ now, slotStartsAt: slot, choice, busyMinutes });
    return answer.ok ? clockTimeAt(answer.promisedAt, timeZone) : '';
  };

  return (
    <div className="mt-3 border-t border-gray-200 pt-3">
      <div className="flex flex-wrap gap-2">
        {order.status === 'to_manage' ? (
          <>
            {panelButton('accept', PRIMARY, t('staff_board.action.accept'))}
            {panelButton('reject', SECONDARY, t('staff_board.action.reject'))}
          </>
        ) : null}
        {order.status === 'confirmed' ? (
          <>
            <button
              type="button"
              className={PRIMARY}
              disabled={busy}
              onClick={() => void act({ kind: 'ready' })}
            >
              {t('staff_board.action.ready')}
            </button>
            {panelButton('delay', SECONDARY, t('staff_board.action.delay'))}
          </>
        ) : null}
        {order.status === 'ready_delivery' ? (
          <button
            type="button"
            className={PRIMARY}
            disabled={busy}
            onClick={() => void act({ kind: 'delivered' })}
          >
            {t('staff_board.action.delivered')}
          </button>
        ) : null}
        {order.status === 'confirmed' || order.status === 'ready_delivery'
          ? panelButton('cancel', SECONDARY, t('staff_board.action.cancel'))
          : null}
      </div>

      {panel === 'accept' ? (
        <fieldset className="mt-3">
          <legend className="mb-2 text-base font-semibold">
            {t('staff_board.accept.title', { code: order.code })}
          </legend>
          {busyMinutes > 0 ? (
            <p className="mb-2 text-base font-semibold text-amber-900">
              {t('staff_board.accept.busy_note', { minutes: busyMinutes })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {presets.map((minutes) => (
              <button
                key={minutes}
                type="button"
                className={PRIMARY}
                disabled={busy}
                onClick={() => void act({ kind: 'accept', body: { readyIn: minutes } })}
              >
                {t('staff_board.accept.in_minutes', { minutes, time: promisedTime({ readyIn: minutes }) })}
              </button>
            ))}
            <button
              type="button"
              className={SECONDARY}
              disabled={busy}
              onClick={() => void act({ kind: 'accept', body: { readyAtSlot: true } })}
            >
              {t('staff_board.accept.at_slot', { time: promisedTime({ readyAtSlot: true }) })}
            </button>
          </div>
        </fieldset>
      ) : null}

      {panel === 'reject' ? (
        <form
          className="mt-3"
          onSubmit={(event) => {
            event.preventDefault();
            void act({ kind: 'reject', body: { reason, note: reason === 'other' ? note : '' } });
          }}
        >
          <fieldset>
            <legend className="mb-2 text-base font-semibold">
              {t('staff_board.reject.title', { code: order.code })}
            </legend>
            <div className="grid gap-1">
              {REJECT_REASONS.map((code) => (
                <label key={code} className="flex min-h-12 items-center gap-3 rounded-lg px-2 text-base">
                  <input
                    type="radio"
                    name={`${groupId}-reason`}
                    value={code}
                    checked={reason === code}
                    onChange={() => setReason(code)}
                    className="size-6"
                  />
                  {t(`staff_board.reject.${code}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {reason === 'other' ? (
            <label className="mt-2 block text-base">
              {t('staff_board.reject.note')}
              <input
                type="text"
                maxLength={REJECT_NOTE_MAX_LENGTH}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                className="mt-1 block min-h-12 w-full rounded-lg border-2 border-gray-500 px-2"
              />
            </label>
          ) : null}
          <button type="submit" className={`${DANGER} mt-2`} disabled={busy}>
            {t('staff_board.reject.confirm')}
          </button>
        </form>
      ) : null}

      {panel === 'delay' ? (
        <fieldset className="mt-3">
          <legend className="mb-2 text-base font-semibold">
            {t('staff_board.delay.title', { code: order.code })}
          </legend>
          <div className="flex flex-wrap gap-2">
            {DELAYS.map((minutes) => (
              <button
                key={minutes}
                type="button"
                className={SECONDARY}
                disabled={busy}
                onClick={() => void act({ kind: 'delay', body: { minutes } })}
              >
                {t('staff_board.delay.by', { minutes })}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}

      {panel === 'cancel' ? (
        <div className="mt-3">
          <p className="text-base font-semibold">{t('staff_board.cancel.question', { code: order.code })}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className={DANGER}
              disabled={busy}
              onClick={() => void act({ kind: 'cancel' })}
            >
              {t('staff_board.action.cancel')}
            </button>
            <button type="button" className={SECONDARY} onClick={() => setPanel('none')}>
              {t('staff_board.back')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
