import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEEKDAYS as SCHEMA_WEEKDAYS } from '@ordina/contracts';
import type { Coupon } from '@ordina/contracts';
import { staffTranslator } from '@ordina/i18n/staff';
import { apiDouble } from '../../test/api-double.ts';
import * as businessApi from '../../lib/business-document/test/business-answers.ts';
import { WEEKDAYS, weekdayText } from './coupon-draft.ts';
import { StaffCouponsPage } from './staff-coupons-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = staffTranslator('en');
const estate: Coupon = {
  id: 3,
  code: 'ESTATE10',
  description: 'Sconto estate',
  value: 10,
  value_mode: '%',
  free_shipping: false,
  min_order_amount: 2000,
  validity_from: '2026-06-01',
  validity_to: '2026-09-30',
  validity_hour_from: '19:00',
  validity_hour_to: '23:00',
  validity_week_days: ['sat', 'fri'],
  at_first_order: false,
  automatic_order_binding: 0,
  public: true,
  usage_limit: null,
  usage_limit_per_customer: 1,
  languages: { en: { description: 'Summer discount' } },
};
const documentWith = (coupons: Coupon[]) => ({
  configuration: {
    languages: [
      { locale: 'it', default: true },
      { locale: 'en', default: false },
    ],
  },
  coupons,
});
const loaded = (coupons: Coupon[] = [estate]) => ({
  'GET /api/staff/business': businessApi.loaded(documentWith(coupons), 7),
});

describe('the coupons page (/gestione/buoni)', () => {
  it('names the schema’s weekdays in each language, as written inside a sentence', () => {
    expect(WEEKDAYS).toEqual(SCHEMA_WEEKDAYS);
    expect(WEEKDAYS.map((day) => weekdayText('it', day))).toEqual([
      'lunedì',
      'martedì',
      'mercoledì',
      'giovedì',
      'venerdì',
      'sabato',
      'domenica',
    ]);
    expect(weekdayText('de', 'fri')).toBe('Freitag');
    expect(weekdayText('fr', 'sun')).toBe('dimanche');
  });

  it('lists each coupon with its value, when it is valid and its use, in words', async () => {
    apiDouble(loaded());
    render(<StaffCouponsPage t={t} locale="en" />);
    const card = (await screen.findByRole('heading', { level: 2, name: 'ESTATE10' })).closest('article');
    expect(card).not.toBeNull();
    const text = card?.textContent ?? '';
    expect(text).toContain('10% off the products');
    expect(text).toContain('Active from 1 June 2026 to 30 September 2026, Friday and Saturday, 19:00–23:00');
    expect(text).toContain('on carts from €20.00; once per customer; with the code ESTATE10');
  });

  it('adds a fixed coupon typed with a comma: the preview says it, the save replaces the section with the list', async () => {
    const { calls } = apiDouble({
      ...loaded(),
      'PUT /api/staff/business': (call) => {
        const body = call.body as { changes: { value: Coupon[] }[] };
        return businessApi.saved(documentWith(body.changes[0]?.value ?? []), 8, ['coupons']);
      },
    });
    render(<StaffCouponsPage t={t} locale="en" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a coupon' }));
    const form = screen.getByRole('form', { name: 'New coupon' });
    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'prova5' } });
    fireEvent.click(within(form).getByLabelText('Fixed amount (€)'));
    fireEvent.change(within(form).getByLabelText('Discount (€)'), { target: { value: '5' } });
    fireEvent.click(within(form).getByLabelText('Shown in the home page’s promotions'));
    fireEvent.change(within(form).getByLabelText('Orders per customer (optional)'), {
      target: { value: '2' },
    });
    expect(within(form).getByRole('region', { name: 'When it applies' }).textContent).toContain(
      '€5.00 off. Active on every date, every day of the week; 2 times per customer; with the code PROVA5.',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: version 8.');
    const [put] = businessApi.puts(calls);
    expect(put).toMatchObject({
      baseVersion: 7,
      changes: [
        {
          op: 'replace',
          section: 'coupons',
          value: [
            { id: 3, code: 'ESTATE10' },
            {
              id: 4,
              code: 'PROVA5',
              value: 500,
              value_mode: 'euro',
              public: false,
              usage_limit_per_customer: 2,
              validity_week_days: [],
              automatic_order_binding: 0,
            },
          ],
        },
      ],
    });
    // Saved: the form closes and the list shows the new coupon.
    expect(screen.queryByRole('form', { name: 'New coupon' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'PROVA5' })).toBeTruthy();
  });

  it('refuses what the schema would refuse before sending anything: a taken code, 150 %, an end before the start', async () => {
    const { calls } = apiDouble(loaded());
    render(<StaffCouponsPage t={t} locale="en" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a coupon' }));
    const form = screen.getByRole('form', { name: 'New coupon' });
    const code = within(form).getByLabelText('Code');
    fireEvent.change(code, { target: { value: 'estate10' } });
    fireEvent.change(within(form).getByLabelText('Discount (%)'), { target: { value: '150' } });
    fireEvent.change(within(form).getByLabelText('From date (optional)'), {
      target: { value: '2026-09-30' },
    });
    fireEvent.change(within(form).getByLabelText('To date (optional)'), { target: { value: '2026-06-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Another coupon already has this code')).toBeTruthy();
    expect(within(form).getByText('Write a whole percentage from 1 to 100')).toBeTruthy();
    expect(within(form).getByText('The end date is before the start date')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
    expect(businessApi.puts(calls)).toHaveLength(0);
  });

  it('edits a coupon in place, and lists the server’s problems at their paths when it refuses', async () => {
    const { calls } = apiDouble({
      ...loaded(),
      'PUT /api/staff/business': businessApi.refused({
        path: 'coupons[0].validity_hour_to',
        message: 'time must be HH:mm',
      }),
    });
    render(<StaffCouponsPage t={t} locale="en" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit ESTATE10' }));
    const form = screen.getByRole('form', { name: 'Editing ESTATE10' });
    const minimum = within(form).getByLabelText('Minimum order (€)');
    expect(minimum).toHaveProperty('value', '20,00');
    expect(within(form).getByLabelText('Description (English)')).toHaveProperty('value', 'Summer discount');
    fireEvent.change(minimum, { target: { value: '25,50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'coupons[0].validity_hour_to: time must be HH:mm',
    );
    const [put] = businessApi.puts(calls);
    expect(put).toMatchObject({
      changes: [{ op: 'replace', section: 'coupons', value: [{ id: 3, min_order_amount: 2550 }] }],
    });
  });

  it('deletes a coupon after asking, and on a concurrency refusal shows the current list', async () => {
    const other = { ...estate, id: 9, code: 'NUOVO20' };
    const { calls } = apiDouble({
      ...loaded(),
      'PUT /api/staff/business': businessApi.changed(documentWith([estate, other]), 9),
    });
    render(<StaffCouponsPage t={t} locale="en" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete ESTATE10' }));
    expect(businessApi.puts(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete ESTATE10' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone else changed the coupons');
    const [put] = businessApi.puts(calls);
    expect(put).toMatchObject({ changes: [{ op: 'replace', section: 'coupons', value: [] }] });
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'NUOVO20' })).toBeTruthy());
  });
});
