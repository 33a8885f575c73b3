import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Timetable } from '@ordina/contracts';
import { staffTranslator } from '@ordina/i18n/staff';
import { apiDouble } from '../../test/api-double.ts';
import * as businessApi from '../../lib/business-document/test/business-answers.ts';
import { StaffHoursPage } from './staff-hours-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = staffTranslator('en');
const every = (from: string, to: string): Timetable => ({
  mon: [{ from, to }],
  tue: [{ from, to }],
  wed: [{ from, to }],
  thu: [{ from, to }],
  fri: [{ from, to }],
  sat: [{ from, to }],
  sun: [],
});
const documentWith = (acceptUntil: string, closures: unknown[] = []) => ({
  configuration: {
    languages: [
      { locale: 'it', default: true },
      { locale: 'en', default: false },
    ],
  },
  categories: [],
  products: [],
  delivery_order: {
    publicOpenTimetables: every('11:30', '23:00'),
    orderAcceptTimetables: every('12:00', acceptUntil),
    deliveryTimetables: every('12:30', '22:30'),
    closures,
    deliveryPrice: 250,
  },
});
const christmas = { from: '2026-12-25', closed: true, intervals: [], note: {} };

const tab = (name: string) => screen.getByRole('tab', { name });

describe('the hours page (/gestione/orari)', () => {
  it('edits the three timetables and the closures in tabs and saves them as one timetables section', async () => {
    const { calls } = apiDouble({
      'GET /api/staff/business': businessApi.loaded(documentWith('22:00'), 7),
      'PUT /api/staff/business': businessApi.saved(documentWith('21:30'), 8, ['section:timetables']),
    });
    render(<StaffHoursPage t={t} locale="en" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Opening' })).toBeTruthy();
    expect(tab('Opening').getAttribute('aria-selected')).toBe('true');
    // Keyboard: the arrow moves to the next tab, which takes the focus.
    fireEvent.keyDown(tab('Opening'), { key: 'ArrowRight' });
    expect(tab('Orders').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Orders'));
    const friday = screen.getByRole('group', { name: 'Interval 1 on Friday' });
    expect(within(friday).getByLabelText<HTMLInputElement>('To').value).toBe('22:00');
    fireEvent.change(within(friday).getByLabelText('To'), { target: { value: '21:30' } });

    fireEvent.click(tab('Closures'));
    fireEvent.click(screen.getByRole('button', { name: 'Add a date' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the hours' }));
    await screen.findByText('Saved: version 8.');
    // Still on the tab the owner saved from.
    expect(tab('Closures').getAttribute('aria-selected')).toBe('true');
    const [put] = businessApi.puts(calls);
    const sent = documentWith('22:00').delivery_order;
    expect(put).toEqual({
      baseVersion: 7,
      changes: [
        {
          op: 'replace',
          section: 'timetables',
          value: {
            publicOpenTimetables: sent.publicOpenTimetables,
            orderAcceptTimetables: { ...sent.orderAcceptTimetables, fri: [{ from: '12:00', to: '21:30' }] },
            deliveryTimetables: sent.deliveryTimetables,
            closures: [christmas],
          },
        },
      ],
    });
  });

  it('sends nothing while a field is wrong, and shows the tab holding it', async () => {
    const { calls } = apiDouble({
      'GET /api/staff/business': businessApi.loaded(documentWith('22:00'), 7),
    });
    render(<StaffHoursPage t={t} locale="en" />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Delivery and pick-up' }));
    const monday = screen.getByRole('group', { name: 'Interval 1 on Monday' });
    fireEvent.change(within(monday).getByLabelText('To'), { target: { value: '12:30' } });
    fireEvent.click(tab('Closures'));
    fireEvent.click(screen.getByRole('button', { name: 'Save the hours' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Correct the fields shown before saving.');
    expect(tab('Delivery and pick-up').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('The interval must end after it starts')).toBeTruthy();
    expect(businessApi.puts(calls)).toHaveLength(0);
  });

  it('on a concurrency refusal shows the fresh values and says someone else changed them', async () => {
    apiDouble({
      'GET /api/staff/business': businessApi.loaded(documentWith('22:00'), 7),
      'PUT /api/staff/business': businessApi.changed(documentWith('20:00', [christmas]), 9, [
        'section:timetables',
      ]),
    });
    render(<StaffHoursPage t={t} locale="en" />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Orders' }));
    const friday = () => screen.getByRole('group', { name: 'Interval 1 on Friday' });
    fireEvent.change(within(friday()).getByLabelText('To'), { target: { value: '23:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the hours' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Someone else changed the hours meanwhile/,
    );
    await waitFor(() => expect(within(friday()).getByLabelText<HTMLInputElement>('To').value).toBe('20:00'));
    fireEvent.click(tab('Closures'));
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2026-12-25');
  });

  it('lists the server’s problems when it refuses the hours', async () => {
    apiDouble({
      'GET /api/staff/business': businessApi.loaded(documentWith('22:00'), 7),
      'PUT /api/staff/business': businessApi.refused({
        path: 'delivery_order.closures.0.from',
        message: 'date must be YYYY-MM-DD',
      }),
    });
    render(<StaffHoursPage t={t} locale="en" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save the hours' }));
    // The refusal and its problems are both alerts (SaveProblems, as every back-office editor shows them).
    expect(
      (await screen.findByText(t('error.WRONG_BUSINESS_DATA'))).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(
      screen.getByText('The hours are not valid with this change:').closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.getByText('The hours are not valid with this change:')).toBeTruthy();
    expect(screen.getByText('delivery_order.closures.0.from: date must be YYYY-MM-DD')).toBeTruthy();
  });
});
