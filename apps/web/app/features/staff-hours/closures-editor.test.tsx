import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessFileSchema } from '@ordina/contracts';
import type { Closure } from '@ordina/contracts';
import { staffTranslator } from '@ordina/i18n/staff';
import { ClosuresEditor } from './closures-editor.tsx';

afterEach(cleanup);

const t = staffTranslator('en');
const christmas: Closure = { from: '2026-12-25', closed: true, intervals: [], note: { it: 'Natale' } };

/** The editor under a parent that keeps its value, as the back office's page will; `seen` gets every change. */
function Harness({ initial, seen }: { initial: Closure[]; seen?: (next: Closure[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ClosuresEditor
      value={value}
      onChange={(next) => {
        seen?.(next);
        setValue(next);
      }}
      locales={['it', 'en']}
      t={t}
    />
  );
}

const entry = (n: number) => screen.getByRole('group', { name: `Date ${n}` });

describe('ClosuresEditor (issue 35)', () => {
  it('shows each entry with labelled fields, the note in each configured language', () => {
    render(<Harness initial={[christmas]} />);
    const first = entry(1);
    expect(within(first).getByLabelText<HTMLInputElement>('From').value).toBe('2026-12-25');
    expect(within(first).getByLabelText<HTMLInputElement>('To (optional)').value).toBe('');
    expect(within(first).getByRole('radio', { name: 'Closed all day' })).toHaveProperty('checked', true);
    expect(within(first).getByLabelText<HTMLInputElement>('Note (Italiano)').value).toBe('Natale');
    expect(within(first).getByLabelText<HTMLInputElement>('Note (English)').value).toBe('');
    expect(within(first).queryByLabelText('Note (Français)')).toBeNull();
  });

  it('adds a date, which asks for its day until one is given, then removes it', () => {
    const seen = vi.fn();
    render(<Harness initial={[]} seen={seen} />);
    expect(screen.getByText('No dates: the weekly hours apply.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a date' }));
    const from = within(entry(1)).getByLabelText('From');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Not a valid date')).toBeTruthy();
    fireEvent.change(from, { target: { value: '2026-08-15' } });
    expect(from.getAttribute('aria-invalid')).toBe('false');
    expect(seen).toHaveBeenLastCalledWith([{ from: '2026-08-15', closed: true, intervals: [], note: {} }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove date 1' }));
    expect(seen).toHaveBeenLastCalledWith([]);
  });

  it('switches to special hours with an interval, adds and removes intervals, and refuses overlapping ones', () => {
    const seen = vi.fn();
    render(<Harness initial={[christmas]} seen={seen} />);
    fireEvent.click(within(entry(1)).getByRole('radio', { name: 'Special hours' }));
    expect(seen).toHaveBeenLastCalledWith([
      { ...christmas, closed: false, intervals: [{ from: '12:00', to: '15:00' }] },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Add an interval' }));
    const second = screen.getByRole('group', { name: 'Interval 2' });
    fireEvent.change(within(second).getByLabelText('From'), { target: { value: '14:00' } });
    expect(within(second).getByText('Overlaps another interval of the same day')).toBeTruthy();
    fireEvent.change(within(second).getByLabelText('From'), { target: { value: '19:00' } });
    expect(screen.queryByText('Overlaps another interval of the same day')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove interval 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove interval 1' }));
    expect(screen.getByText('A special day needs at least one interval')).toBeTruthy();
    fireEvent.click(within(entry(1)).getByRole('radio', { name: 'Closed all day' }));
    expect(seen).toHaveBeenLastCalledWith([{ ...christmas, closed: true, intervals: [] }]);
  });

  it('refuses an end date before the start and two entries sharing a date, as the schema does', () => {
    render(<Harness initial={[christmas, { ...christmas, from: '2026-12-20', note: {} }]} />);
    const second = entry(2);
    fireEvent.change(within(second).getByLabelText('To (optional)'), { target: { value: '2026-12-19' } });
    expect(within(second).getByText('The end date is before the start date')).toBeTruthy();
    fireEvent.change(within(second).getByLabelText('To (optional)'), { target: { value: '2026-12-26' } });
    expect(within(second).getByText('These dates overlap another entry: one date has one rule')).toBeTruthy();
    fireEvent.change(within(second).getByLabelText('To (optional)'), { target: { value: '' } });
    expect(screen.queryByText('These dates overlap another entry: one date has one rule')).toBeNull();
  });

  it('edits the notes, dropping an emptied one, and hands back entries the business file schema accepts', () => {
    const seen = vi.fn();
    render(<Harness initial={[christmas]} seen={seen} />);
    fireEvent.change(within(entry(1)).getByLabelText('Note (English)'), { target: { value: 'Christmas' } });
    fireEvent.change(within(entry(1)).getByLabelText('Note (Italiano)'), { target: { value: '' } });
    const last = seen.mock.lastCall?.[0] as Closure[];
    expect(last).toEqual([{ ...christmas, note: { en: 'Christmas' } }]);
    expect(businessFileSchema.shape.delivery_order.shape.closures.parse(last)).toEqual(last);
  });
});
