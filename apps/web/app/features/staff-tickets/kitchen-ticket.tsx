import type { StaffOrder, Storefront } from '@ordina/contracts';
import { clockInstant, clockMinutes, clockTimeAt } from '@ordina/domain';
import { formatDate } from '@ordina/i18n';
import {
  collectedWith,
  lineAllergenTexts,
  type BoardTranslator as Translator,
} from '../../lib/board-translator.ts';

/*
 * The kitchen ticket of an order (issue 33 "Kitchen tickets", docs/decisions/046): what the oven
 * and the rider need, for an 80 mm thermal printer. Large type for where it goes and for what is
 * left out of a dish ("SENZA cipolla"); each line kept whole on the paper (no line cut). Its CSS
 * (app.css, `.kitchen-ticket`) sets the 80 mm page; the browser's print is the baseline, a
 * network printer (Star CloudPRNT, Epson ePOS) prints the same content from the print queue.
 */

/** What the ticket reads besides the order: the business's name and clock; the texts are the staff catalogue's (the member's language). */
export interface KitchenTicketProps {
  order: StaffOrder;
  storefront: {
    anagraphic: Pick<Storefront['anagraphic'], 'name'>;
    configuration: Pick<Storefront['configuration'], 'time_zone'>;
  };
  t: Translator;
}

/** Where the order goes, in the words the rider reads aloud: address with floor and doorbell, or the table, umbrella or car. */
function placeLines(order: StaffOrder, t: Translator): string[] {
  const { place } = order;
  if (place.table !== null) {
    const label =
      order.deliveryMethodCode === 'beach_umbrella_delivery'
        ? 'ticket.umbrella'
        : order.deliveryMethodCode === 'car_delivery'
          ? 'ticket.car'
          : 'ticket.table';
    return [t(label, { table: place.table })];
  }
  if (place.address === null) return [];
  return [
    [place.address, place.streetNumber].filter(Boolean).join(' '),
    [place.zipCode, place.city].filter(Boolean).join(' '),
    ...(place.floor ? [t('ticket.floor', { floor: place.floor })] : []),
    ...(place.intercomName ? [`${t('ticket.doorbell')}: ${place.intercomName}`] : []),
  ].filter((line) => line !== '');
}

/** The ticket itself: header, where, when, who, the lines, the notes, how it is paid and the total. */
export function KitchenTicket({ order, storefront, t }: KitchenTicketProps) {
  const timeZone = storefront.configuration.time_zone;
  const slotAt = clockInstant(order.slot.date, clockMinutes(order.slot.time), timeZone);
  const ready = order.promisedAt === null ? null : new Date(order.promisedAt);
  const place = placeLines(order, t);
  const notes = [order.notes.customer, order.notes.delivery].filter((note) => note.trim() !== '');
  return (
    <article className="kitchen-ticket" aria-labelledby="kitchen-ticket-title">
      <header className="border-b-2 border-dashed border-black pb-2 text-center">
        <p className="text-sm">{storefront.anagraphic.name}</p>
        <h1 id="kitchen-ticket-title" className="text-3xl font-black">
          {t('ticket.order', { code: order.code })}
        </h1>
        <p className="text-sm">
          {formatDate(new Date(order.createdAt), t.locale, timeZone)}{' '}
          {clockTimeAt(new Date(order.createdAt), timeZone)}
        </p>
      </header>

      <section className="border-b-2 border-dashed border-black py-2" aria-label={t('ticket.where')}>
        <p className="text-xl font-black uppercase">{t(`staff_board.method.${order.deliveryMethodCode}`)}</p>
        {place.map((line) => (
          <p key={line} className="text-2xl leading-tight font-black">
            {line}
          </p>
        ))}
        <p className="mt-1 text-lg font-bold">
          {t('ticket.slot', { date: formatDate(slotAt, t.locale, timeZone), time: order.slot.time })}
        </p>
        {ready !== null && (
          <p className="text-lg font-bold">{t('ticket.ready_at', { time: clockTimeAt(ready, timeZone) })}</p>
        )}
      </section>

      <section className="border-b-2 border-dashed border-black py-2" aria-label={t('ticket.customer')}>
        <p className="text-lg font-bold">{`${order.customer.name} ${order.customer.lastname}`.trim()}</p>
        <p>{t('ticket.phone', { phone: order.customer.phone })}</p>
      </section>

      <section className="border-b-2 border-dashed border-black py-2" aria-label={t('ticket.lines')}>
        <ul className="grid gap-2">
          {order.lines.map((line, index) => (
            <li key={`${index}-${line.name}`}>
              <p className="text-lg font-bold">{`${line.qty} × ${line.name}`}</p>
              {line.options.map((option) => (
                <p
                  key={`${option.group}-${option.item}`}
                  className="pl-4"
                >{`${option.operand === '+' ? '+' : '-'} ${option.item}`}</p>
              ))}
              {line.removed.map((removed) => (
                <p key={removed} className="pl-4 text-xl font-black uppercase">
                  {t('ticket.without', { item: removed })}
                </p>
              ))}
              {lineAllergenTexts(t, line.allergens).map((text) => (
                <p key={text} className="pl-4 font-bold">
                  {text}
                </p>
              ))}
            </li>
          ))}
        </ul>
      </section>

      {notes.length > 0 && (
        <section className="border-b-2 border-dashed border-black py-2" aria-label={t('ticket.notes')}>
          {notes.map((note) => (
            <p key={note} className="text-lg font-bold">
              {note}
            </p>
          ))}
        </section>
      )}

      <section className="py-2" aria-label={t('ticket.payment')}>
        <p className="font-bold">
          {order.payment.paidOnline
            ? t('staff_board.payment.paid_online')
            : t('staff_board.payment.to_collect', { method: collectedWith(t, order.payment.methodCode) })}
        </p>
        <p className="text-2xl font-black">
          {t('staff_board.total', { amount: t.money(order.totals.amountFinal) })}
        </p>
        {order.totals.amountTip > 0 ? (
          <p className="text-lg font-bold">
            {t('staff_board.tip', { amount: t.money(order.totals.amountTip) })}
          </p>
        ) : null}
      </section>
    </article>
  );
}
