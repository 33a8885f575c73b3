import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressRequiredField } from '@ordina/domain';
import { t } from '../test/address-harness.tsx';
import { StreetFields } from './street-fields.tsx';

afterEach(cleanup);

function renderStreet(missing: readonly AddressRequiredField[] = []) {
  const onEdit = vi.fn();
  render(
    <StreetFields
      draft={{ route: 'Viale Regina Elena', streetNumber: '10' }}
      missing={missing}
      onEdit={onEdit}
      t={t}
    />,
  );
  return {
    onEdit,
    street: screen.getByRole<HTMLInputElement>('textbox', { name: t('field.street') }),
    houseNumber: screen.getByRole<HTMLInputElement>('textbox', { name: t('field.street_number') }),
  };
}

describe('StreetFields', () => {
  it('shows street and number typed, on a text keyboard without autofill, at their schema lengths', () => {
    const { street, houseNumber } = renderStreet();
    expect([street.value, houseNumber.value]).toEqual(['Viale Regina Elena', '10']);
    expect([street.name, houseNumber.name]).toEqual(['address-route', 'address-street-number']);
    expect([street.maxLength, houseNumber.maxLength]).toEqual([200, 20]);
    for (const input of [street, houseNumber]) {
      expect(input.getAttribute('autocomplete')).toBe('off');
      expect(input.inputMode).toBe('text');
      expect(input.getAttribute('aria-invalid')).toBeNull();
    }
  });

  it('says required on each field the check found missing', () => {
    const { street, houseNumber } = renderStreet(['street_number']);
    expect(street.getAttribute('aria-invalid')).toBeNull();
    expect(houseNumber.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(t('validation.required'))).toHaveLength(1);
  });

  it('hands on each edit as the part it changes', () => {
    const { street, houseNumber, onEdit } = renderStreet();
    fireEvent.change(street, { target: { value: 'Via Roma' } });
    fireEvent.change(houseNumber, { target: { value: '12/A' } });
    expect(onEdit.mock.calls).toEqual([[{ route: 'Via Roma' }], [{ streetNumber: '12/A' }]]);
  });
});
