import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryMethodCode } from '@ordina/contracts';
import type { CheckoutValues } from '../checkout-values.ts';
import type { SlotDay } from '../slot-days.ts';
import { TimeStep } from './time-step.tsx';
import { renderStep, t } from './test/step-harness.tsx';

afterEach(cleanup);

const DAYS: SlotDay[] = [
  {
    day: '2026-11-24',
    label: 'Today',
    times: [
      { value: '2026-11-24 12:00', label: 'As soon as possible (12:00)' },
      { value: '2026-11-24 12:30', label: '12:30' },
    ],
  },
  {
    day: '2026-11-26',
    label: 'Thursday 26 November',
    times: [{ value: '2026-11-26 19:00', label: '19:00' }],
  },
];

const daySelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Day' });
const timeSelect = (name = 'Pick-up time') => screen.getByRole<HTMLSelectElement>('combobox', { name });
const labels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

function renderTime(
  days: readonly SlotDay[] | null,
  {
    method = 'pick_up',
    values = {},
    lost = false,
  }: { method?: DeliveryMethodCode; values?: Partial<CheckoutValues>; lost?: boolean } = {},
) {
  return renderStep((form) => <TimeStep form={form} method={method} days={days} lost={lost} t={t} />, {
    values,
  });
}

describe('TimeStep (issue 34 item 4)', () => {
  it("offers the days, then only the first day's times, 'as soon as possible' first", () => {
    renderTime(DAYS);
    expect(labels(daySelect())).toEqual(['Today', 'Thursday 26 November']);
    expect(daySelect().value).toBe('2026-11-24');
    expect(labels(timeSelect())).toEqual(['Choose a time', 'As soon as possible (12:00)', '12:30']);
  });

  it("shows another day's times once that day is chosen, and clears a time of the day left", () => {
    renderTime(DAYS, { values: { slot: '2026-11-24 12:30' } });
    fireEvent.change(daySelect(), { target: { value: '2026-11-26' } });
    expect(labels(timeSelect())).toEqual(['Choose a time', '19:00']);
    expect(timeSelect().value).toBe('');
    fireEvent.change(timeSelect(), { target: { value: '2026-11-26 19:00' } });
    expect(timeSelect().value).toBe('2026-11-26 19:00');
    expect(daySelect().value).toBe('2026-11-26');
  });

  it("reopens on the chosen slot's day (a draft restored after a reload)", () => {
    renderTime(DAYS, { values: { slot: '2026-11-26 19:00' } });
    expect(daySelect().value).toBe('2026-11-26');
    expect(timeSelect().value).toBe('2026-11-26 19:00');
  });

  it.each([
    ['home_delivery', 'Delivery time'],
    ['pick_up', 'Pick-up time'],
    ['take_away', 'Pick-up time'],
    ['table_delivery', 'Serving time'],
    ['beach_umbrella_delivery', 'Serving time'],
    ['car_delivery', 'Serving time'],
  ] as const)('names the time after the method: %s → %s', (method, name) => {
    renderTime(DAYS, { method });
    expect(timeSelect(name)).toBeDefined();
  });

  it('is two native selects, labelled, in the tab order day then time (arrow keys choose within each)', () => {
    renderTime(DAYS);
    const [day, time] = [daySelect(), timeSelect()];
    expect([day.tagName, time.tagName]).toEqual(['SELECT', 'SELECT']);
    expect(day.compareDocumentPosition(time) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect([day.tabIndex, time.tabIndex, day.disabled, time.disabled]).toEqual([0, 0, false, false]);
  });

  it("says 'Loading…' until the first answer, and tells when no slot has room", () => {
    const { unmount } = renderTime(null);
    expect(labels(timeSelect())).toEqual([t('common.loading')]);
    expect(daySelect().disabled).toBe(true);
    unmount();
    renderTime([]);
    expect(screen.getAllByText(t('checkout.no_time_slots')).length).toBeGreaterThan(0);
    expect(timeSelect().getAttribute('aria-describedby')).toBeTruthy();
  });

  it('says so, in a live region, when the chosen time went on a poll', () => {
    const { unmount } = renderTime(DAYS);
    expect(screen.getByRole('status').textContent).toBe('');
    unmount();
    renderTime(DAYS, { lost: true });
    expect(screen.getByRole('status').textContent).toBe(t('checkout.time_gone'));
  });
});
