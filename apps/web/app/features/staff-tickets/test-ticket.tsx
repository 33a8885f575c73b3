import { clockTimeAt } from '@ordina/domain';
import { formatDate } from '@ordina/i18n';
import type { BoardTranslator as Translator } from '../../lib/board-translator.ts';
import type { KitchenTicketProps } from './kitchen-ticket.tsx';

/*
 * The test ticket "Start shift" prints (issue 33 "Start shift", docs/decisions/048): on the same
 * 80 mm page as the kitchen ticket (app.css, `.kitchen-ticket`), so what comes out of the printer
 * at the start of the evening is what an order will look like — the roll's width, the large type —
 * with the time and the screen that printed it, and no order in it.
 */

export interface TestTicketProps {
  storefront: KitchenTicketProps['storefront'];
  t: Translator;
  /** When the shift printed it. */
  at: Date;
  screenId: string;
}

export function TestTicket({ storefront, t, at, screenId }: TestTicketProps) {
  const timeZone = storefront.configuration.time_zone;
  return (
    <article className="kitchen-ticket" aria-labelledby="test-ticket-title">
      <header className="border-b-2 border-dashed border-black pb-2 text-center">
        <p className="text-sm">{storefront.anagraphic.name}</p>
        <h1 id="test-ticket-title" className="text-3xl font-black uppercase">
          {t('ticket.test.title')}
        </h1>
      </header>
      <section className="border-b-2 border-dashed border-black py-2">
        <p className="text-2xl leading-tight font-black">{t('ticket.test.body')}</p>
      </section>
      <section className="py-2">
        <p className="text-lg font-bold">
          {t('ticket.test.at', { time: clockTimeAt(at, timeZone), date: formatDate(at, t.locale, timeZone) })}
        </p>
        <p className="break-all">{t('ticket.test.screen', { screen: screenId })}</p>
      </section>
    </article>
  );
}
