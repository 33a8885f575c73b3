import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../test/address-harness.tsx';
import { DetailFields } from './detail-fields.tsx';

afterEach(cleanup);

function renderDetails(floor = '', doorbell = '') {
  const onEdit = vi.fn();
  render(<DetailFields draft={{ floor, doorbell }} onEdit={onEdit} t={t} />);
  return {
    onEdit,
    floorInput: screen.getByRole<HTMLInputElement>('textbox', { name: t('field.floor') }),
    doorbellInput: screen.getByRole<HTMLInputElement>('textbox', { name: t('field.doorbell') }),
  };
}

describe('DetailFields', () => {
  it('offers floor with the address-line2 token and the doorbell without autofill, at 40 and 60 characters', () => {
    const { floorInput, doorbellInput } = renderDetails('2', 'Rossi');
    expect([floorInput.value, doorbellInput.value]).toEqual(['2', 'Rossi']);
    expect([floorInput.name, doorbellInput.name]).toEqual(['address-floor', 'address-doorbell']);
    expect(floorInput.getAttribute('autocomplete')).toBe('address-line2');
    expect(doorbellInput.getAttribute('autocomplete')).toBe('off');
    expect([floorInput.maxLength, doorbellInput.maxLength]).toEqual([40, 60]);
    expect([floorInput.inputMode, doorbellInput.inputMode]).toEqual(['text', 'text']);
  });

  it('accepts 40 and 60 characters and refuses one more, as it is typed', () => {
    const accepted = renderDetails('x'.repeat(40), 'x'.repeat(60));
    expect(accepted.floorInput.getAttribute('aria-invalid')).toBeNull();
    expect(accepted.doorbellInput.getAttribute('aria-invalid')).toBeNull();
    cleanup();
    const refused = renderDetails('x'.repeat(41), 'x'.repeat(61));
    expect(refused.floorInput.getAttribute('aria-invalid')).toBe('true');
    expect(refused.doorbellInput.getAttribute('aria-invalid')).toBe('true');
  });

  it('hands on each edit as the part it changes', () => {
    const { floorInput, doorbellInput, onEdit } = renderDetails();
    fireEvent.change(floorInput, { target: { value: '3' } });
    fireEvent.change(doorbellInput, { target: { value: 'Bianchi' } });
    expect(onEdit.mock.calls).toEqual([[{ floor: '3' }], [{ doorbell: 'Bianchi' }]]);
  });
});
