import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffReport } from '@ordina/contracts';
import { staffTranslator } from '@ordina/i18n/staff';
import { apiDouble, callsTo } from '../../test/api-double.ts';
import { StaffReportsPage } from './staff-reports-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = staffTranslator('en');
// 23:30 UTC on 31 March is already 1 April in Rome: "today" is the business's day, not the machine's.
const NOW = new Date('2026-03-31T23:30:00.000Z');

function report(from: string, to: string, more: Partial<StaffReport> = {}): { body: { data: StaffReport } } {
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, revenue: 0 }));
  byHour[20] = { hour: 20, orders: 2, revenue: 3900 };
  return {
    body: {
      data: {
        from,
        to,
        timeZone: 'Europe/Rome',
        totals: {
          orders: 2,
          revenue: 3900,
          averageOrder: 1950,
          takings: 4400,
          refunds: 500,
          refundCount: 1,
          net: 3900,
          pendingOrders: 1,
          pendingRevenue: 1800,
          canceledOrders: 0,
          tips: 250,
        },
        byDeliveryMethod: [{ code: 'home_delivery', orders: 2, revenue: 3900 }],
        byPaymentMethod: [{ code: 'cash_on_delivery', orders: 2, revenue: 3900 }],
        topProducts: [{ productId: 100, name: 'Margherita', quantity: 4, revenue: 2800 }],
        byHour,
        byDay: [{ date: from, orders: 2, revenue: 3900, averageOrder: 1950, tips: 250 }],
        refunds: [
          {
            orderId: 9,
            orderCode: 'AB12',
            orderStatus: 'confirmed',
            amount: 500,
            at: '2026-04-01T18:00:00.000Z',
          },
        ],
        ...more,
      },
    },
  };
}

/** The reports page on the business's clock in Rome at NOW, cash on delivery named in English. */
function renderReports() {
  return render(
    <StaffReportsPage
      t={t}
      locale="en"
      timeZone="Europe/Rome"
      now={NOW}
      paymentNames={{ cash_on_delivery: 'Cash on delivery' }}
    />,
  );
}

describe('the owner’s reports (/gestione/resoconti)', () => {
  it('shows today on the business’s clock: totals as cards, tables, the hours with their figures, the CSV link', async () => {
    apiDouble({ 'GET /api/staff/reports?from=2026-04-01&to=2026-04-01': report('2026-04-01', '2026-04-01') });
    renderReports();
    expect(screen.getByText('Loading…')).toBeTruthy();
    const revenue = await screen.findByText('Revenue', { selector: 'dt' });
    expect(revenue.nextElementSibling?.textContent).toMatch(/39\.00/);
    // The tips, part of the revenue (docs/decisions/067).
    expect(screen.getByText('Tips', { selector: 'dt' }).nextElementSibling?.textContent).toMatch(/2\.50/);
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/1 to confirm/)).toBeTruthy();
    const hours = screen.getByRole('table', { name: 'Hour by hour' });
    const rows = within(hours).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^20:002.*39\.00/)]);
    expect(
      within(screen.getByRole('table', { name: 'Best-selling products' })).getByText('Margherita'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/staff/reports/csv?from=2026-04-01&to=2026-04-01',
    );
  });

  it('asks for a quick range and for a custom one, and says why a range is refused', async () => {
    const { calls } = apiDouble({
      'GET /api/staff/reports?from=2026-04-01&to=2026-04-01': report('2026-04-01', '2026-04-01'),
      'GET /api/staff/reports?from=2026-03-26&to=2026-04-01': report('2026-03-26', '2026-04-01'),
      'GET /api/staff/reports?from=2026-04-05&to=2026-04-01': {
        status: 400,
        body: { data: { errors: ['WRONG_REPORT_RANGE'] } },
      },
    });
    renderReports();
    await screen.findByText('Revenue', { selector: 'dt' });
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/staff/reports?from=2026-03-26&to=2026-04-01')).toHaveLength(1),
    );
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2026-03-26');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Check the dates: the first day must come before the last.',
    );
  });
});
