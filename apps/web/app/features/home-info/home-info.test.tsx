import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Storefront } from '@ordina/contracts';
import { liveStateAt } from '@ordina/domain';
import { createTranslator } from '@ordina/i18n';
import { acceptingOrdersOnly, demoStorefront } from '../../test/demo-storefront.ts';
import { DeliveryCosts } from './delivery-costs.tsx';
import { OpeningHours } from './opening-hours.tsx';
import { OrderServiceBox } from './order-service-box.tsx';

afterEach(cleanup);

const it_ = createTranslator('it');
const en = createTranslator('en');

/** The demo business accepting orders on Tuesdays 12:00–15:00 and 19:00–23:00 only. */
function lunchAndDinnerAcceptance(): Storefront {
  return acceptingOrdersOnly(demoStorefront(), {
    tue: [
      { from: '19:00', to: '23:00' },
      { from: '12:00', to: '15:00' },
    ],
  });
}

function serviceBoxAt(storefront: Storefront, iso: string) {
  const { acceptance, untilWeekday, today } = liveStateAt(
    storefront.configuration.delivery_order,
    new Date(iso),
    storefront.configuration.time_zone,
  );
  return render(
    <OrderServiceBox
      acceptance={acceptance}
      untilWeekday={untilWeekday}
      today={today}
      timetable={storefront.configuration.delivery_order.orderAcceptTimetables}
      t={it_}
    />,
  );
}

describe('order service box', () => {
  it('on Tuesday at 13:00 in Rimini (11:00 UTC, summer) the service is active until 15:00', () => {
    serviceBoxAt(lunchAndDinnerAcceptance(), '2025-07-15T11:00:00Z');
    expect(screen.getByTestId('order-service-state').textContent).toBe('Servizio ordini attivo');
    expect(screen.getByText('Accettiamo ordini fino alle 15:00')).toBeTruthy();
  });

  it('on Tuesday at 16:00 in Rimini the service is not active, with no closing time', () => {
    serviceBoxAt(lunchAndDinnerAcceptance(), '2025-07-15T14:00:00Z');
    expect(screen.getByTestId('order-service-state').textContent).toBe('Servizio ordini non attivo');
    expect(screen.queryByText(/Accettiamo ordini fino alle/)).toBeNull();
  });

  it('the demo business (00:00–00:00 every day) on Wednesday accepts until Thursday 23:59, and says which day', () => {
    serviceBoxAt(demoStorefront(), '2025-07-16T08:00:00Z');
    expect(screen.getByTestId('order-service-state').textContent).toBe('Servizio ordini attivo');
    expect(screen.getByText('Accettiamo ordini fino a giovedì alle 23:59')).toBeTruthy();
  });

  it('the hours button opens a labelled dialog listing each weekday, in time order, Monday closed', async () => {
    serviceBoxAt(lunchAndDinnerAcceptance(), '2025-07-15T11:00:00Z');
    fireEvent.click(screen.getByRole('button', { name: 'Orari di accettazione degli ordini' }));
    // The dialog and its list load on the popup's first open.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Orari di accettazione degli ordini' },
      { timeout: 10_000 },
    );
    const rows = (await within(dialog).findAllByRole('term', {}, { timeout: 10_000 })).map(
      (term) => `${term.textContent} ${term.nextElementSibling?.textContent}`,
    );
    expect(rows).toEqual([
      'Lunedì Chiuso',
      'Martedì dalle 12:00 alle 15:00dalle 19:00 alle 23:00',
      'Mercoledì Chiuso',
      'Giovedì Chiuso',
      'Venerdì Chiuso',
      'Sabato Chiuso',
      'Domenica Chiuso',
    ]);
  });
});

/** Whether the demo business is open at `iso`, as the page works it out. */
const demoOpenAt = (iso: string) =>
  liveStateAt(demoStorefront().configuration.delivery_order, new Date(iso)).open;

describe('opening hours', () => {
  it.each([
    ["on a Monday the demo business shows 'Closed today'", '2025-07-14T10:00:00Z', 'Closed today'],
    [
      "on a Wednesday at 13:00 it shows today's two intervals and 'Open now'",
      '2025-07-16T11:00:00Z',
      'Today: from 12:00 to 15:00, from 19:00 to 23:30 · Open now',
    ],
  ])('%s', (_case, iso, today) => {
    render(<OpeningHours open={demoOpenAt(iso)} t={en} />);
    expect(screen.getByTestId('opening-today').textContent).toBe(today);
  });
});

describe('opening hours and the order service read as one story (issue 11)', () => {
  it("closed now while orders are accepted says so in one sentence, not 'Closed now' beside 'Online ordering is open'", () => {
    // A Wednesday at 16:30 in Rome: between the lunch and dinner intervals.
    const open = demoOpenAt('2025-07-16T14:30:00Z');
    expect(open.open).toBe(false);
    const { rerender } = render(<OpeningHours open={open} t={en} accepting />);
    expect(screen.getByText("We're closed right now, but you can already order online.")).toBeTruthy();
    rerender(<OpeningHours open={open} t={en} accepting={false} />);
    expect(screen.queryByText("We're closed right now, but you can already order online.")).toBeNull();
  });

  it("offers the week's opening hours, the closing day included", async () => {
    const delivery = demoStorefront().configuration.delivery_order;
    const { open } = liveStateAt(delivery, new Date('2025-07-16T11:00:00Z'));
    render(<OpeningHours open={open} t={en} week={delivery.publicOpenTimetables} />);
    fireEvent.click(screen.getByRole('button', { name: 'Opening hours for the week' }));
    const monday = (await screen.findByText('Monday')).nextElementSibling;
    expect(monday?.textContent).toBe('Closed');
  });
});

describe('delivery costs popup', () => {
  it('shows the demo costs in euros with a comma (lido-azzurro.json: 250, 50, 3500, 1200 cents)', () => {
    render(<DeliveryCosts delivery={demoStorefront().configuration.delivery_order} t={it_} />);
    // Intl puts a no-break space between the amount and the euro sign.
    const rows = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent?.replace('\u00a0', ' ')}`);
    expect(rows).toEqual([
      'Costo fisso: 2,50 €',
      'Costo per prodotto: 0,50 €',
      'Consegna gratuita da: 35,00 €',
      'Ordine minimo: 12,00 €',
    ]);
  });

  it('leaves out the free-delivery line when the threshold is 0 (no free delivery)', () => {
    const delivery = {
      deliveryPrice: 300,
      deliveryPricePerProduct: 0,
      deliveryThresholdFree: 0,
      deliveryMinOrder: 1000,
    };
    render(<DeliveryCosts delivery={delivery} t={en} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Fixed cost',
      'Cost per product',
      'Minimum order',
    ]);
  });
});

describe('closures and special days by date (issue 35)', () => {
  /** The demo business with Wednesday 16 July 2025 closed, a special Friday 18 and a range later in the month. */
  function withClosures(): Storefront {
    const storefront = demoStorefront();
    return {
      ...storefront,
      configuration: {
        ...storefront.configuration,
        delivery_order: {
          ...storefront.configuration.delivery_order,
          closures: [
            {
              from: '2025-07-16',
              closed: true,
              intervals: [],
              note: { en: 'Staff party', it: 'Festa del personale' },
            },
            { from: '2025-07-18', closed: false, intervals: [{ from: '18:00', to: '00:00' }], note: {} },
            { from: '2025-07-28', to: '2025-07-31', closed: true, intervals: [], note: {} },
            { from: '2025-08-20', closed: true, intervals: [], note: {} },
          ],
        },
      },
    };
  }

  it("a closed date reads 'Closed today', and the service box says the service is not active", () => {
    const storefront = withClosures();
    const { open } = liveStateAt(storefront.configuration.delivery_order, new Date('2025-07-16T11:00:00Z'));
    render(<OpeningHours open={open} t={en} />);
    expect(screen.getByTestId('opening-today').textContent).toBe('Closed today');
    cleanup();
    serviceBoxAt(storefront, '2025-07-16T11:00:00Z');
    expect(screen.getByTestId('order-service-state').textContent).toBe('Servizio ordini non attivo');
  });

  it("a special day shows today's special hours", () => {
    const { open } = liveStateAt(
      withClosures().configuration.delivery_order,
      new Date('2025-07-18T17:00:00Z'),
    );
    render(<OpeningHours open={open} t={en} />);
    expect(screen.getByTestId('opening-today').textContent).toBe('Today: from 18:00 to 24:00 · Open now');
  });

  it('the week’s hours list the closures of the next 14 days with their note, not those further off', async () => {
    const delivery = withClosures().configuration.delivery_order;
    const { open } = liveStateAt(delivery, new Date('2025-07-16T11:00:00Z'));
    render(<OpeningHours open={open} t={en} week={delivery.publicOpenTimetables} />);
    fireEvent.click(screen.getByRole('button', { name: 'Opening hours for the week' }));
    const list = await screen.findByTestId('upcoming-closures', {}, { timeout: 10_000 });
    expect(
      screen.getByRole('heading', { name: 'Closures and special hours in the coming days' }),
    ).toBeTruthy();
    const rows = within(list)
      .getAllByRole('term')
      .map((term) => `${term.textContent} | ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Wed, Jul 16Staff party | Closed',
      'Fri, Jul 18 | from 18:00 to 24:00',
      'Mon, Jul 28 to Thu, Jul 31 | Closed',
    ]);
  });
});
