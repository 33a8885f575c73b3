import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiDouble, callsTo } from '../../../test/api-double.ts';
import type { Answer } from '../../../test/api-double.ts';
import { renderPage } from '../../../test/render-page.tsx';
import type { CheckoutAddressValue } from './address-value.ts';
import { NewAddressEditor } from './new-address-editor.tsx';
import {
  checkAnswer,
  elapse,
  located,
  storefrontWithZone,
  t,
  fakeAddressFieldClocks,
} from './test/address-harness.tsx';

const CHECK = 'POST /api/address/check';
const restored: CheckoutAddressValue = { selectedAddress: null, address: located(), zone: 'inside' };

fakeAddressFieldClocks();

function renderEditor(answers: Record<string, Answer>) {
  const api = apiDouble(answers);
  const onChange = vi.fn<(next: CheckoutAddressValue) => void>();
  renderPage(
    <NewAddressEditor
      value={restored}
      onChange={onChange}
      focusTarget
      invalid={false}
      describedBy={undefined}
      t={t}
    />,
    {
      storefront: storefrontWithZone(),
      locale: 'en',
    },
  );
  const houseNumber = screen.getByRole('textbox', { name: t('field.street_number') });
  return { ...api, onChange, houseNumber };
}

describe('NewAddressEditor: its parts together', () => {
  it('shows a restored address in the search, its parts and the good news, without asking again', () => {
    const { calls } = renderEditor({});
    expect(screen.getByRole('combobox', { name: t('address.search') })).toHaveProperty(
      'value',
      'Viale Regina Elena 10, 47921 Rimini',
    );
    expect(screen.getByRole('textbox', { name: t('field.street') })).toHaveProperty(
      'value',
      'Viale Regina Elena',
    );
    expect(screen.getByRole('status').textContent).toContain(t('address.inside_zone'));
    expect(calls).toEqual([]);
  });

  it("says 'checking' from an edit of the number, and the field's outcome once the re-lookup answers", async () => {
    const { calls, onChange, houseNumber } = renderEditor({
      [CHECK]: checkAnswer('outside', located({ street_number: '12' })),
    });
    fireEvent.change(houseNumber, { target: { value: '12' } });
    expect(onChange).toHaveBeenLastCalledWith({ selectedAddress: null, address: null, zone: 'checking' });
    expect(screen.getByRole('status').textContent).toContain(t('address.checking'));
    await elapse(500);
    expect(callsTo(calls, 'POST', '/api/address/check')).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith({ selectedAddress: null, address: null, zone: 'outside' });
    expect(screen.getByRole('alert').textContent).toContain(t('address.outside_zone'));
  });

  it('offers a retry when the check fails, and the retry asks again with what was typed', async () => {
    let failing = true;
    const { calls, onChange, houseNumber } = renderEditor({
      [CHECK]: () =>
        failing ? { status: 503, body: { data: { errors: ['GENERIC_ERROR'] } } } : checkAnswer('inside'),
    });
    fireEvent.change(houseNumber, { target: { value: '10A' } });
    await elapse(500);
    expect(houseNumber).toHaveProperty('value', '10A');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: t('address.retry') }));
    await elapse(0);
    const checks = callsTo(calls, 'POST', '/api/address/check');
    expect(checks).toHaveLength(2);
    expect(checks[1]!.body).toEqual(checks[0]!.body);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ zone: 'inside' }));
  });
});
