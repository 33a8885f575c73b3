import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffTranslator } from '@ordina/i18n/staff';
import { apiDouble, callsTo } from '../../test/api-double.ts';
import { BUSINESS_EXPORT_URL, StaffHistoryPage } from './staff-history-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = staffTranslator('en');
const versions = [
  {
    version: 2,
    staffId: 1,
    staffName: 'Anna',
    createdAt: '2026-03-01T10:00:00.000Z',
    changes: ['product:11'],
  },
  {
    version: 1,
    staffId: null,
    staffName: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    changes: ['category:1'],
  },
];

describe('the history (/gestione/cronologia)', () => {
  it('lists who changed what, restores a version after the confirmation, offers the export', async () => {
    const { calls } = apiDouble({
      'GET /api/staff/business/versions': { body: { data: { versions } } },
      'POST /api/staff/business/versions/1/restore': {
        body: { data: { version: 3, document: {}, changes: ['product:11'] } },
      },
    });
    render(<StaffHistoryPage t={t} locale="en" />);
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Anna')).toBeTruthy();
    expect(within(items[1]!).getByText('File import')).toBeTruthy();
    expect(within(items[1]!).getByText('category:1')).toBeTruthy();
    // The latest version is the one in force: nothing to restore there.
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download the business file (JSON)' }).getAttribute('href')).toBe(
      BUSINESS_EXPORT_URL,
    );
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Restore version 1' }));
    expect(callsTo(calls, 'POST', '/api/staff/business/versions/1/restore')).toHaveLength(0);
    const dialog = screen.getByRole('dialog', { hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore version 1', hidden: true }));
    expect(await screen.findByText('Restored: it is now version 3.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/staff/business/versions/1/restore')).toHaveLength(1);
  });
});
