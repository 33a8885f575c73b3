import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressSuggestion } from '@ordina/contracts';
import { t } from '../test/address-harness.tsx';
import { AddressSearchField } from './address-search-field.tsx';

afterEach(cleanup);

const SUGGESTIONS = [
  { place_id: 'osm:1', description: 'Viale Regina Elena 10, 47921 Rimini' },
  { place_id: 'osm:2', description: 'Viale Regina Margherita 10, 47924 Rimini' },
];

function renderSearch({
  list = null,
  failed = false,
  focusTarget = true,
  describedBy,
}: {
  list?: AddressSuggestion[] | null;
  failed?: boolean;
  focusTarget?: boolean;
  describedBy?: string;
} = {}) {
  const onType = vi.fn();
  const onPick = vi.fn();
  render(
    <AddressSearchField
      value="Viale Regina"
      suggestions={{ list, failed }}
      onType={onType}
      onPick={onPick}
      focusTarget={focusTarget}
      invalid={describedBy !== undefined}
      describedBy={describedBy}
      t={t}
    />,
  );
  return { onType, onPick, search: screen.getByRole('combobox', { name: t('address.search') }) };
}

describe('AddressSearchField', () => {
  it("is read with its hint and the form's message, and is the field's focus target", () => {
    const { search } = renderSearch({ describedBy: 'form-message' });
    const hint = screen.getByText(t('address.search_hint'));
    expect(search.getAttribute('aria-describedby')?.split(' ')).toEqual(['form-message', hint.id]);
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(search.getAttribute('data-field-name')).toBe('address');
    expect(search.getAttribute('autocomplete')).toBe('address-line1');
  });

  it('is no focus target when a saved address holds the focus', () => {
    const { search } = renderSearch({ focusTarget: false });
    expect(search.getAttribute('data-field-name')).toBeNull();
    expect(search.getAttribute('aria-describedby')).toBe(screen.getByText(t('address.search_hint')).id);
  });

  it('hands on what is typed and the suggestion picked', () => {
    const { search, onType, onPick } = renderSearch({ list: SUGGESTIONS });
    fireEvent.change(search, { target: { value: 'Viale Regina M' } });
    expect(onType).toHaveBeenCalledWith('Viale Regina M');
    fireEvent.click(screen.getByRole('option', { name: SUGGESTIONS[1]!.description }));
    expect(onPick).toHaveBeenCalledWith(SUGGESTIONS[1]);
  });

  it('says when the search failed', () => {
    renderSearch({ failed: true });
    expect(screen.getByText(t('address.check_failed'))).toBeDefined();
  });
});
