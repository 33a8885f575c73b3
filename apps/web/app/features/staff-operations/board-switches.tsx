import { useId, useState } from 'react';
import type {
  BusyDuration,
  BusyExtraMinutes,
  Operations,
  PauseDuration,
  Product,
  SoldOutKind,
} from '@ordina/contracts';
import { BUSY_EXTRA_MINUTES, PAUSE_DURATIONS } from '@ordina/contracts';
import { operationsBusyMinutesAt, operationsPausedAt, operationsSoldOutAt } from '@ordina/domain';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { Button } from '../../components/ui/button.tsx';

/*
 * The board's switches (docs/decisions/046): pause ordering, busy mode and
 * what is sold out, each with its countdown and a button to end it at once.
 * Self-contained: the board mounts it with the switches it read and the calls
 * that change them (the staff API); every call answers the switches as they
 * are now, which the board passes back in. Big touch targets: a greasy finger
 * by the oven.
 */

/** The calls that change the switches; each resolves with the switches after it. */
export interface BoardSwitchCalls {
  pause(duration: PauseDuration): Promise<Operations>;
  resume(): Promise<Operations>;
  busy(extraMinutes: BusyExtraMinutes, duration: BusyDuration): Promise<Operations>;
  busyOff(): Promise<Operations>;
  soldOut(kind: SoldOutKind, id: number): Promise<Operations>;
  undoSoldOut(kind: SoldOutKind, id: number): Promise<Operations>;
}

/** Props: the switches now, the clock (the board's, corrected to the server's), the calls, the products (names of the sold-out list). */
export interface BoardSwitchesProps {
  operations: Operations;
  now: Date;
  calls: BoardSwitchCalls;
  onChange: (operations: Operations) => void;
  products: readonly Pick<Product, 'id' | 'name'>[];
  /** Option items' names by id (the sold-out list). */
  optionItemNames: ReadonlyMap<number, string>;
  /** The staff catalogue in the member's language (`@ordina/i18n/staff`): the switches are never a customer's text. */
  t: StaffTranslator;
}

/**
 * Minutes left until `until`, to the nearest (at least 1 while it is on). Not rounded up: the board's
 * clock ticks every 15 s, so a pause of 15 min read a few seconds late said "16 min" the moment it began.
 */
function minutesLeft(until: string, now: Date): number {
  return Math.max(1, Math.round((Date.parse(until) - now.getTime()) / 60_000));
}

const BUSY_FOR: BusyDuration = 60;

export function BoardSwitches({
  operations,
  now,
  calls,
  onChange,
  products,
  optionItemNames,
  t,
}: BoardSwitchesProps) {
  const [busyCall, setBusyCall] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // Whether each switch is still on is the domain's rule (the server's own): the board only shows it.
  const pause = operationsPausedAt(operations, now) ? operations.pause : null;
  const busy = operationsBusyMinutesAt(operations, now) > 0 ? operations.busy : null;
  const soldOut = operations.soldOut.filter((entry) =>
    operationsSoldOutAt(operations, entry.kind, entry.id, now),
  );

  function run(name: string, call: () => Promise<Operations>) {
    setBusyCall(name);
    setFailed(false);
    call()
      .then(onChange, () => setFailed(true))
      .finally(() => setBusyCall(null));
  }

  return (
    <section
      aria-labelledby="board-switches-title"
      className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-900/10"
    >
      <h2 id="board-switches-title" className="text-lg font-bold text-stone-900">
        {t('board_switches.title')}
      </h2>

      <div role="status" aria-live="polite" className="grid gap-1">
        {pause !== null ? (
          <p className="rounded-xl bg-red-100 px-3 py-2 font-bold text-red-900">
            {pause.reason === 'no_board'
              ? t('board_switches.paused_no_board')
              : pause.until === null
                ? t('board_switches.paused')
                : t('board_switches.paused_for', { minutes: minutesLeft(pause.until, now) })}
          </p>
        ) : (
          <p className="rounded-xl bg-green-100 px-3 py-2 font-bold text-green-900">
            {t('board_switches.taking_orders')}
          </p>
        )}
        {busy !== null && (
          <p className="rounded-xl bg-amber-100 px-3 py-2 font-bold text-amber-900">
            {t('board_switches.busy_for', {
              extra: busy.extraMinutes,
              minutes: minutesLeft(busy.until, now),
            })}
          </p>
        )}
      </div>

      <div className="flex flex-wrap gap-2" role="group" aria-label={t('board_switches.pause_group')}>
        {pause !== null ? (
          <Button
            tone="primary"
            busy={busyCall === 'resume'}
            onClick={() => run('resume', () => calls.resume())}
          >
            {t('board_switches.resume')}
          </Button>
        ) : (
          PAUSE_DURATIONS.map((duration) => (
            <Button
              key={duration}
              tone="danger"
              busy={busyCall === `pause-${duration}`}
              onClick={() => run(`pause-${duration}`, () => calls.pause(duration))}
            >
              {duration === 'rest_of_day'
                ? t('board_switches.pause_rest_of_day')
                : t('board_switches.pause_minutes', { minutes: duration })}
            </Button>
          ))
        )}
      </div>

      <div className="flex flex-wrap gap-2" role="group" aria-label={t('board_switches.busy_group')}>
        {busy !== null ? (
          <Button
            tone="secondary"
            busy={busyCall === 'busy-off'}
            onClick={() => run('busy-off', () => calls.busyOff())}
          >
            {t('board_switches.busy_off')}
          </Button>
        ) : (
          BUSY_EXTRA_MINUTES.map((extra) => (
            <Button
              key={extra}
              tone="secondary"
              busy={busyCall === `busy-${extra}`}
              onClick={() => run(`busy-${extra}`, () => calls.busy(extra, BUSY_FOR))}
            >
              {t('board_switches.busy_on', { extra, minutes: BUSY_FOR })}
            </Button>
          ))
        )}
      </div>

      <SoldOutPicker
        products={products.filter(
          (product) => !soldOut.some((entry) => entry.kind === 'product' && entry.id === product.id),
        )}
        optionItemNames={[...optionItemNames].filter(
          ([id]) => !soldOut.some((entry) => entry.kind === 'option_item' && entry.id === id),
        )}
        busy={busyCall === 'sold-out'}
        onMark={(kind, id) => run('sold-out', () => calls.soldOut(kind, id))}
        t={t}
      />

      {soldOut.length > 0 && (
        <div>
          <h3 className="font-semibold text-stone-900">{t('board_switches.sold_out_title')}</h3>
          <ul className="mt-1 grid gap-1">
            {soldOut.map((entry) => {
              const name =
                entry.kind === 'product'
                  ? products.find((product) => product.id === entry.id)?.name
                  : optionItemNames.get(entry.id);
              const label = name ?? `#${entry.id}`;
              return (
                <li key={`${entry.kind}-${entry.id}`} className="flex items-center justify-between gap-2">
                  <span className="font-medium">{label}</span>
                  <Button
                    tone="secondary"
                    busy={busyCall === `undo-${entry.kind}-${entry.id}`}
                    onClick={() =>
                      run(`undo-${entry.kind}-${entry.id}`, () => calls.undoSoldOut(entry.kind, entry.id))
                    }
                  >
                    {t('board_switches.sold_out_undo', { name: label })}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {failed && (
        <p role="alert" className="font-semibold text-red-800">
          {t('board_switches.failed')}
        </p>
      )}
    </section>
  );
}

/** The value of a picker's entry: what it is and its id ("product:12", "option_item:5"). */
function pickValue(kind: SoldOutKind, id: number): string {
  return `${kind}:${id}`;
}

/**
 * Marks a product or an option item sold out until the end of the business day: one list of what
 * can still be ordered (products, then ingredients and options), one button.
 */
function SoldOutPicker({
  products,
  optionItemNames,
  busy,
  onMark,
  t,
}: {
  products: readonly Pick<Product, 'id' | 'name'>[];
  optionItemNames: readonly (readonly [number, string])[];
  busy: boolean;
  onMark: (kind: SoldOutKind, id: number) => void;
  t: StaffTranslator;
}) {
  const id = useId();
  const [picked, setPicked] = useState('');
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const [kind, itemId] = picked.split(':');
        if ((kind === 'product' || kind === 'option_item') && itemId !== undefined)
          onMark(kind, Number(itemId));
        setPicked('');
      }}
    >
      <label htmlFor={id} className="flex min-w-0 max-w-full flex-col gap-1 font-semibold text-stone-900">
        {t('board_switches.sold_out_pick')}
        <select
          id={id}
          value={picked}
          onChange={(event) => setPicked(event.target.value)}
          className="min-h-12 w-full rounded-lg border border-stone-400 bg-white px-3 text-lg text-stone-900 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none"
        >
          <option value="">{t('board_switches.sold_out_choose')}</option>
          <optgroup label={t('board_switches.sold_out_products')}>
            {products.map((product) => (
              <option key={product.id} value={pickValue('product', product.id)}>
                {product.name}
              </option>
            ))}
          </optgroup>
          {optionItemNames.length > 0 && (
            <optgroup label={t('board_switches.sold_out_options')}>
              {optionItemNames.map(([itemId, name]) => (
                <option key={itemId} value={pickValue('option_item', itemId)}>
                  {name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
      <Button type="submit" tone="secondary" busy={busy} disabled={picked === ''}>
        {t('board_switches.sold_out_mark')}
      </Button>
    </form>
  );
}
