import type { StaffOrder } from '@ordina/contracts';
import { clockTimeAt, clockZoned } from '@ordina/domain';
import {
  collectedWith,
  lineAllergenTexts,
  type BoardTranslator as Translator,
} from '../../lib/board-translator.ts';
import { telephoneHref } from '../../lib/telephone-href.ts';
import { minutesUntil } from './board-columns.ts';

/*
 * One order as the kitchen reads it (issue 33 "The board"): the code and the
 * requested time, where it goes in large type, who (with a tap-to-call
 * phone), the lines with their options and the removed ingredients stressed
 * ("SENZA cipolla"), the notes, how it is paid and the total. Greasy fingers
 * on a tablet: everything tappable is at least 48 px.
 */

export interface OrderCardProps {
  order: StaffOrder;
  t: Translator;
  timeZone: string;
  now: Date;
  /** The order's actions (rendered below the card's body); none in the done column. */
  children?: React.ReactNode;
  /** The heading level of the card's title within its column. */
  headingLevel?: 2 | 3;
}

export function OrderCard({ order, t, timeZone, now, children, headingLevel = 3 }: OrderCardProps) {
  const titleId = `order-${order.id}-title`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border-2 border-gray-300 bg-white p-3 text-gray-900 shadow-sm"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={titleId} className="text-lg font-bold">
          {t('staff_board.order_code', { code: order.code })}
        </Heading>
        <p className="text-lg font-semibold">{slotText(order, t, timeZone, now)}</p>
      </header>
      <OrderTiming order={order} t={t} timeZone={timeZone} now={now} />
      <p className="mt-1 text-sm font-semibold uppercase text-gray-700">
        {t(`staff_board.method.${order.deliveryMethodCode}`)}
      </p>
      <Place order={order} t={t} />
      <p className="mt-2 text-base">
        {order.customer.name} {order.customer.lastname}{' '}
        {order.customer.phone === '' ? null : (
          <a
            href={telephoneHref(order.customer.phone)}
            aria-label={t('staff_board.call', { name: order.customer.name, phone: order.customer.phone })}
            className="inline-flex min-h-12 items-center rounded-lg px-2 font-semibold text-teal-800 underline"
          >
            {order.customer.phone}
          </a>
        )}
      </p>
      <ul className="mt-2 space-y-1 border-t border-gray-200 pt-2">
        {order.lines.map((line, index) => (
          <li key={index} className="text-base">
            <span className="font-bold">
              {line.qty} × {line.name}
            </span>
            {line.options.length > 0 ? (
              <span className="block pl-4 text-sm text-gray-700">
                {line.options.map((o) => `${o.group}: ${o.item}`).join(' · ')}
              </span>
            ) : null}
            {line.removed.map((name) => (
              <strong key={name} className="block pl-4 text-base font-extrabold text-red-700 uppercase">
                {t('staff_board.without', { name })}
              </strong>
            ))}
            {lineAllergenTexts(t, line.allergens).map((text) => (
              <span key={text} className="block pl-4 text-sm font-semibold text-amber-900">
                {text}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <Notes order={order} t={t} />
      <p className="mt-2 flex flex-wrap justify-between gap-2 border-t border-gray-200 pt-2 text-base">
        <span>{paymentText(order, t)}</span>
        <span className="font-bold">
          {t('staff_board.total', { amount: t.money(order.totals.amountFinal) })}
        </span>
      </p>
      {order.totals.amountTip > 0 ? (
        <p className="text-sm font-semibold">
          {t('staff_board.tip', { amount: t.money(order.totals.amountTip) })}
        </p>
      ) : null}
      {order.payment.refunded > 0 ? (
        <p className="text-sm">
          {t('staff_board.payment.refunded', { amount: t.money(order.payment.refunded) })}
        </p>
      ) : null}
      {children}
    </article>
  );
}

/** The requested slot: its time today, else its day and time. */
function slotText(order: StaffOrder, t: Translator, timeZone: string, now: Date): string {
  if (order.slot.date === clockZoned(now, timeZone).date)
    return t('staff_board.slot', { time: order.slot.time });
  return t('staff_board.slot_day', { day: dayOfMonth(order.slot.date), time: order.slot.time });
}

/** `2026-12-02` as the board writes a day: 02/12 (day first, as in it/fr/de and British English). */
function dayOfMonth(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}

/** When it came in (to confirm), or the promised time with its countdown (in preparation), or how it ended. */
function OrderTiming({
  order,
  t,
  timeZone,
  now,
}: {
  order: StaffOrder;
  t: Translator;
  timeZone: string;
  now: Date;
}) {
  if (order.status === 'to_manage' && order.receivedAt !== null)
    return (
      <p className="text-sm text-gray-700">
        {t('staff_board.received', { time: clockTimeAt(new Date(order.receivedAt), timeZone) })}
      </p>
    );
  if ((order.status === 'confirmed' || order.status === 'ready_delivery') && order.promisedAt !== null) {
    const promised = new Date(order.promisedAt);
    const time = clockTimeAt(promised, timeZone);
    const promisedDay = clockZoned(promised, timeZone).date;
    // A promise on another day (a slot booked days ahead) is a date, not "8112 min left".
    if (promisedDay !== clockZoned(now, timeZone).date)
      return (
        <p className="text-base font-semibold">
          {t('staff_board.promised_day', { day: dayOfMonth(promisedDay), time })}
        </p>
      );
    const minutes = minutesUntil(order.promisedAt, now);
    const late = minutes < 0;
    return (
      <p className="text-base font-semibold">
        {t('staff_board.promised', { time })}
        {order.status === 'confirmed' ? (
          <span
            className={`ml-2 rounded px-2 py-0.5 ${late ? 'bg-red-700 text-white' : 'bg-amber-100 text-amber-950'}`}
          >
            {late
              ? t('staff_board.minutes_late', { minutes: -minutes })
              : t('staff_board.minutes_left', { minutes })}
          </span>
        ) : null}
      </p>
    );
  }
  if (order.status === 'delivered')
    return <p className="text-sm font-semibold text-green-800">{t('staff_board.ended.delivered')}</p>;
  if (order.status === 'canceled')
    return (
      <p className="text-sm font-semibold text-red-800">
        {t(
          order.endReason === 'canceled' || order.endReason === 'payment_expired'
            ? 'staff_board.ended.canceled'
            : 'staff_board.ended.rejected',
        )}
      </p>
    );
  return null;
}

/** Where it goes, in large type: the address with floor and doorbell, or the table, umbrella or car plate. */
function Place({ order, t }: { order: StaffOrder; t: Translator }) {
  const { place } = order;
  if (place.table !== null)
    return <p className="text-2xl font-extrabold">{t('staff_board.place.table', { table: place.table })}</p>;
  if (place.address === null) return null;
  const street = [place.address, place.streetNumber].filter(Boolean).join(' ');
  const town = [place.zipCode, place.city].filter(Boolean).join(' ');
  return (
    <div className="text-2xl leading-tight font-extrabold">
      <p>{street}</p>
      {town === '' ? null : <p className="text-lg font-bold">{town}</p>}
      {place.floor ? <p className="text-xl">{t('staff_board.place.floor', { floor: place.floor })}</p> : null}
      {place.intercomName ? (
        <p className="text-xl">{t('staff_board.place.intercom', { name: place.intercomName })}</p>
      ) : null}
    </div>
  );
}

function Notes({ order, t }: { order: StaffOrder; t: Translator }) {
  if (order.notes.customer === '' && order.notes.delivery === '') return null;
  return (
    <dl className="mt-2 rounded-lg bg-amber-50 p-2 text-base text-amber-950">
      {order.notes.customer === '' ? null : (
        <>
          <dt className="text-sm font-semibold">{t('staff_board.note.customer')}</dt>
          <dd>{order.notes.customer}</dd>
        </>
      )}
      {order.notes.delivery === '' ? null : (
        <>
          <dt className="text-sm font-semibold">{t('staff_board.note.delivery')}</dt>
          <dd>{order.notes.delivery}</dd>
        </>
      )}
    </dl>
  );
}

function paymentText(order: StaffOrder, t: Translator): string {
  if (order.payment.paidOnline) return t('staff_board.payment.paid_online');
  return t('staff_board.payment.to_collect', { method: collectedWith(t, order.payment.methodCode) });
}
