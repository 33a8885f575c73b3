import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffAuditEntry } from '@ordina/contracts';
import { staffTranslator } from '@ordina/i18n/staff';
import { apiDouble, callsTo } from '../../test/api-double.ts';
import { StaffAuditPage } from './staff-audit-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = staffTranslator('en');
const entry = (id: number, more: Partial<StaffAuditEntry> = {}): StaffAuditEntry => ({
  id,
  staffId: 2,
  staffName: 'Luca',
  staffEmail: 'luca@trattoria.example',
  action: 'staff.signed_in',
  orderId: null,
  fromStatus: null,
  toStatus: null,
  detail: null,
  at: '2026-12-05T19:30:00.000Z',
  ...more,
});
const page = (entries: StaffAuditEntry[], nextBefore: number | null) => ({
  body: { data: { entries, nextBefore } },
});
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the owner’s activity log (/gestione/registro)', () => {
  it('shows who did what, when in the business’s time zone, on which order, from which status to which; the system when nobody did', async () => {
    apiDouble({
      'GET /api/staff/audit?limit=50': page(
        [
          entry(9, { action: 'order.accepted', orderId: 41, fromStatus: 'to_manage', toStatus: 'confirmed' }),
          entry(8, { staffId: null, staffName: null, staffEmail: null, action: 'order.auto_rejected' }),
        ],
        null,
      ),
    });
    render(<StaffAuditPage t={t} locale="en" timeZone="Europe/Rome" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [accepted, automatic] = rows() as [HTMLElement, HTMLElement];
    expect(within(accepted).getByText('Luca')).toBeTruthy();
    expect(within(accepted).getByText('41')).toBeTruthy();
    expect(within(accepted).getByText('to_manage → confirmed')).toBeTruthy();
    expect(within(accepted).getByText(/20:30/)).toBeTruthy();
    expect(within(automatic).getByText('System')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('adds the next page below on "Show more", until there is none', async () => {
    const { calls } = apiDouble({
      'GET /api/staff/audit?limit=50': page([entry(9), entry(8)], 8),
      'GET /api/staff/audit?limit=50&before=8': page([entry(7)], null),
    });
    render(<StaffAuditPage t={t} locale="en" timeZone="Europe/Rome" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(callsTo(calls, 'GET', '/api/staff/audit?limit=50&before=8')).toHaveLength(1);
  });

  it('keeps the pages shown when "Show more" is refused, and says why', async () => {
    apiDouble({
      'GET /api/staff/audit?limit=50': page([entry(9), entry(8)], 8),
      'GET /api/staff/audit?limit=50&before=8': {
        status: 403,
        body: { data: { errors: ['STAFF_FORBIDDEN'] } },
      },
    });
    render(<StaffAuditPage t={t} locale="en" timeZone="Europe/Rome" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(rows()).toHaveLength(2);
  });

  it('says when nothing has been recorded yet', async () => {
    apiDouble({ 'GET /api/staff/audit?limit=50': page([], null) });
    render(<StaffAuditPage t={t} locale="en" timeZone="Europe/Rome" />);
    expect(await screen.findByText('No activity recorded.')).toBeTruthy();
  });
});
