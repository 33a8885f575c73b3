import { useState } from 'react';
import type { StaffOrder } from '@ordina/contracts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import type { BoardTranslator as Translator } from '../../lib/board-translator.ts';
import { KitchenTicket, type KitchenTicketProps } from './kitchen-ticket.tsx';
import { printOrderTicket, type PrintQueueCalls, type TicketPrintOutcome } from './print-queue.ts';

/*
 * /gestione/ordini/{id}/scontrino (issue 33 "Kitchen tickets"): the order's
 * kitchen ticket as the 80 mm printer gets it, and one tap "Stampa" that asks
 * the print queue for a job, claims it for this screen and prints it with the
 * browser (docs/decisions/046): a job another tab claimed first is not printed here.
 */

export interface TicketPageProps {
  t: Translator;
  orderId: number;
  storefront: KitchenTicketProps['storefront'];
  load: (orderId: number) => Promise<StaffOrder | null>;
  queue: PrintQueueCalls;
  screenId: () => string;
  /** The browser's print of this document; resolves true once it went to the printer. */
  print: () => Promise<boolean>;
  orderHref: string;
}

const OUTCOME_KEY = { printed: 'ticket.printed', taken: 'ticket.taken', failed: 'ticket.failed' } as const;

export function TicketPage({
  t,
  orderId,
  storefront,
  load,
  queue,
  screenId,
  print,
  orderHref,
}: TicketPageProps) {
  const order = useApiQuery<StaffOrder | null>(orderId === 0 ? null : `staff-ticket:${orderId}`, () =>
    load(orderId),
  );
  const [outcome, setOutcome] = useState<TicketPrintOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = orderId === 0 ? null : order.value;

  async function printTicket() {
    setBusy(true);
    try {
      setOutcome(await printOrderTicket(queue, { orderId, auto: false, screenId: screenId(), print }));
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="p-3">
      <title>{`${loaded ? t('ticket.title', { code: loaded.code }) : t('staff_board.title')} - ${storefront.anagraphic.name}`}</title>
      <div className="mb-3 flex print:hidden flex-wrap items-center gap-3">
        <a
          href={orderHref}
          className="inline-flex min-h-12 items-center text-base font-semibold text-teal-800 underline"
        >
          {t('ticket.back')}
        </a>
        {loaded ? (
          <button
            type="button"
            onClick={() => void printTicket()}
            disabled={busy}
            className="min-h-12 rounded-lg bg-stone-900 px-5 text-lg font-bold text-white disabled:opacity-60"
          >
            {t('ticket.print')}
          </button>
        ) : null}
        <p role="status" className="text-base font-semibold">
          {outcome === null ? '' : t(OUTCOME_KEY[outcome])}
        </p>
      </div>
      {loaded === undefined ? <p className="print:hidden">{t('staff_board.loading')}</p> : null}
      {loaded === null ? <p role="alert">{t('ticket.not_found')}</p> : null}
      {loaded ? <KitchenTicket order={loaded} storefront={storefront} t={t} /> : null}
    </div>
  );
}
