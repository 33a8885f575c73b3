import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BusinessVersion } from '@ordina/contracts';
import { staffTranslator } from '@ordina/i18n/staff';
import { apiDouble, callsTo } from '../../test/api-double.ts';
import { BUSINESS_EXPORT_URL, StaffHistoryPage } from './staff-history-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = staffTranslator('en');
const versions: BusinessVersion[] = [
  {
    version: 3,
    staffId: 1,
    staffName: 'Anna',
    // 23:30 UTC is already the next day in Rome: the time shown is the business's.
    createdAt: '2026-03-01T23:30:00.000Z',
    origin: 'restore',
    restoredFrom: 1,
    first: false,
    changes: ['product:11'],
    summary: [
      { entity: 'product', id: 11, name: 'Margherita', change: 'edited', fields: ['price', 'languages'] },
    ],
    summaryMore: 0,
  },
  {
    version: 2,
    staffId: null,
    staffName: null,
    createdAt: '2026-02-15T10:00:00.000Z',
    origin: 'save',
    restoredFrom: null,
    first: false,
    changes: ['product:12', 'section:timetables', 'section:coupons'],
    summary: [
      { entity: 'product', id: 12, name: 'Diavola', change: 'removed', fields: [] },
      { section: 'timetables' },
      { section: 'coupons' },
    ],
    summaryMore: 2,
  },
  {
    version: 1,
    staffId: null,
    staffName: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    origin: 'import',
    restoredFrom: null,
    first: true,
    changes: ['category:1'],
    summary: [],
    summaryMore: 0,
  },
];

const entries = () => screen.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');

describe('the history (/gestione/cronologia)', () => {
  it('shows who saved each version, when on the business clock, where it came from and what it changed', async () => {
    apiDouble({ 'GET /api/staff/business/versions': { body: { data: { versions } } } });
    render(<StaffHistoryPage t={t} locale="en" timeZone="Europe/Rome" />);
    await screen.findByText('Anna');
    const [restore, save, first] = entries() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(restore).getByText('02/03/2026, 00:30').getAttribute('dateTime')).toBe(
      versions[0]!.createdAt,
    );
    expect(within(restore).getByText('Restore of version 1')).toBeTruthy();
    expect(within(restore).getByText('Product 11 “Margherita”: delivery price, translations')).toBeTruthy();
    // A save whose author is no longer on staff, a deletion, sections, and what the server left out.
    expect(within(save).getByText('A former staff member')).toBeTruthy();
    expect(within(save).getByText('Saved in the back office')).toBeTruthy();
    expect(
      within(save)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Product 12 “Diavola”: deleted',
      'Opening hours and closures',
      'Coupons',
      'and 2 more changes',
    ]);
    // The first version is the file imported: no list of everything it brought.
    expect(within(first).getByText('File import')).toBeTruthy();
    expect(within(first).getByText('First version: the business file imported')).toBeTruthy();
    expect(within(first).queryByRole('list')).toBeNull();
  });

  it('restores any older version after the confirmation, and offers the export', async () => {
    const { calls } = apiDouble({
      'GET /api/staff/business/versions': { body: { data: { versions } } },
      'POST /api/staff/business/versions/1/restore': {
        body: { data: { version: 4, document: {}, changes: ['product:11'] } },
      },
    });
    render(<StaffHistoryPage t={t} locale="en" timeZone="Europe/Rome" />);
    await screen.findByText('Anna');
    const [latest, middle, first] = entries() as [HTMLElement, HTMLElement, HTMLElement];
    // The latest version is the one in force: nothing to restore there; every older one can be.
    expect(within(latest).queryByRole('button')).toBeNull();
    expect(within(middle).getByRole('button', { name: 'Restore version 2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the business file (JSON)' }).getAttribute('href')).toBe(
      BUSINESS_EXPORT_URL,
    );
    fireEvent.click(within(first).getByRole('button', { name: 'Restore version 1' }));
    expect(callsTo(calls, 'POST', '/api/staff/business/versions/1/restore')).toHaveLength(0);
    const dialog = screen.getByRole('dialog', { hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore version 1', hidden: true }));
    expect(await screen.findByText('Restored: it is now version 4.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/staff/business/versions/1/restore')).toHaveLength(1);
  });
});
