import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeStep } from './time-step.tsx';
import { renderStep, t } from './test/step-harness.tsx';

afterEach(cleanup);

const select = () => screen.getByRole('combobox', { name: 'Delivery time' });

describe('TimeStep', () => {
  it("says 'Loading…' until the first answer, then offers the slots given", () => {
    const { unmount } = renderStep((form) => (
      <TimeStep form={form} method="pick_up" slots={{ offered: null, failed: false }} choices={[]} t={t} />
    ));
    expect(within(select()).getByRole('option').textContent).toBe(t('common.loading'));
    unmount();
    const choices = [{ value: '2026-11-24 12:00', label: '12:00' }];
    renderStep((form) => (
      <TimeStep form={form} method="pick_up" slots={{ offered: [], failed: false }} choices={choices} t={t} />
    ));
    expect(
      within(select())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([t('checkout.choose_time'), '12:00']);
  });

  it('tells when no slot has room', () => {
    renderStep((form) => (
      <TimeStep form={form} method="pick_up" slots={{ offered: [], failed: false }} choices={[]} t={t} />
    ));
    expect(screen.getByText(t('checkout.no_time_slots'))).toBeDefined();
  });
});
