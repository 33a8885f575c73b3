import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timetableSchema } from '@ordina/contracts';
import type { Timetable } from '@ordina/contracts';
import { staffTranslator } from '@ordina/i18n/staff';
import { HoursEditor } from './hours-editor.tsx';

afterEach(cleanup);

const t = staffTranslator('en');
const week: Timetable = {
  mon: [],
  tue: [{ from: '12:00', to: '15:00' }],
  wed: [{ from: '12:00', to: '15:00' }],
  thu: [{ from: '12:00', to: '15:00' }],
  fri: [{ from: '12:00', to: '15:00' }],
  sat: [{ from: '00:00', to: '00:00' }],
  sun: [{ from: '19:00', to: '02:00' }],
};

/** The editor under a parent that keeps its value, as the hours page does; `seen` gets every change. */
function Harness({ initial, seen }: { initial: Timetable; seen?: (next: Timetable) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <HoursEditor
      value={value}
      onChange={(next) => {
        seen?.(next);
        setValue(next);
      }}
      title="Orders"
      about="When the storefront takes orders."
      t={t}
    />
  );
}

const day = (name: string) => screen.getByRole('group', { name });
const interval = (k: number, dayName: string) =>
  screen.getByRole('group', { name: `Interval ${k} on ${dayName}` });

describe('HoursEditor (issue 35)', () => {
  it('shows the seven days with labelled times, a closed day, and the 00:00 rules in a hint', () => {
    render(<Harness initial={week} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeTruthy();
    expect(screen.getByText(/An end of 00:00 counts as 23:59/)).toBeTruthy();
    for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
      expect(day(name)).toBeTruthy();
    expect(within(day('Monday')).getByText('Closed')).toBeTruthy();
    const sunday = interval(1, 'Sunday');
    expect(within(sunday).getByLabelText<HTMLInputElement>('From').value).toBe('19:00');
    expect(within(sunday).getByLabelText<HTMLInputElement>('To').value).toBe('02:00');
    // 00:00–00:00 is the whole day and 19:00–02:00 runs past midnight: neither is refused.
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('adds an interval on a day and removes one, handing back the whole timetable', () => {
    const seen = vi.fn();
    render(<Harness initial={week} seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add an interval on Monday' }));
    expect(seen).toHaveBeenLastCalledWith({ ...week, mon: [{ from: '12:00', to: '15:00' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Add an interval on Monday' }));
    expect(seen).toHaveBeenLastCalledWith({
      ...week,
      mon: [
        { from: '12:00', to: '15:00' },
        { from: '19:00', to: '23:00' },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove interval 1 on Monday' }));
    const last = seen.mock.lastCall?.[0] as Timetable;
    expect(last).toEqual({ ...week, mon: [{ from: '19:00', to: '23:00' }] });
    expect(timetableSchema.parse(last)).toEqual(last);
  });

  it('refuses a bad time, an interval of no length and overlapping intervals on a day, at the interval', () => {
    render(<Harness initial={week} />);
    const tuesday = interval(1, 'Tuesday');
    const to = within(tuesday).getByLabelText('To');
    fireEvent.change(to, { target: { value: '' } });
    expect(within(tuesday).getByText('Not a valid time (HH:mm)')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(to.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(to, { target: { value: '12:00' } });
    expect(within(tuesday).getByText('The interval must end after it starts')).toBeTruthy();
    fireEvent.change(to, { target: { value: '15:00' } });
    expect(to.getAttribute('aria-invalid')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Add an interval on Tuesday' }));
    const second = interval(2, 'Tuesday');
    fireEvent.change(within(second).getByLabelText('From'), { target: { value: '14:30' } });
    expect(within(second).getByText('Overlaps another interval of the same day')).toBeTruthy();
    // Contiguous is not overlapping: [12:00, 15:00) then 15:00.
    fireEvent.change(within(second).getByLabelText('From'), { target: { value: '15:00' } });
    expect(screen.queryByText('Overlaps another interval of the same day')).toBeNull();
    // Another day's interval at the same time is no overlap.
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('refuses a morning interval that starts before the previous night past midnight ends, as the server does', () => {
    render(<Harness initial={week} />);
    // Sunday 19:00–02:00 runs into Monday: the week repeats.
    fireEvent.click(screen.getByRole('button', { name: 'Add an interval on Monday' }));
    const monday = interval(1, 'Monday');
    fireEvent.change(within(monday).getByLabelText('From'), { target: { value: '01:00' } });
    expect(
      within(monday).getByText('Starts before the previous day’s interval past midnight ends'),
    ).toBeTruthy();
    fireEvent.change(within(monday).getByLabelText('From'), { target: { value: '02:00' } });
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });
});
