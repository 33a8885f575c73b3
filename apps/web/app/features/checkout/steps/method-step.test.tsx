import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWatch } from 'react-hook-form';
import type { AppForm } from '../../../lib/form/index.ts';
import { chosenMethod } from '../checkout-rules.ts';
import type { CheckoutValues } from '../checkout-values.ts';
import type { CheckoutPlaces } from '../use-checkout-places.ts';
import { MethodStep } from './method-step.tsx';
import { tap } from '../test/checkout-harness.tsx';
import { renderStep, t } from './test/step-harness.tsx';

afterEach(cleanup);

/** An arrow key as a browser plays it: the key goes down and the next radio is chosen (clicked) and focused. */
function arrowTo(from: HTMLInputElement, to: HTMLInputElement) {
  fireEvent.keyDown(from, { key: 'ArrowDown' });
  act(() => to.focus());
  fireEvent.click(to);
}

/** A business without named places: every place is free text. */
const NO_PLACES: CheckoutPlaces = { of: () => [], locked: null, unlock: () => undefined };

function Bound({ form, places = NO_PLACES }: { form: AppForm<CheckoutValues>; places?: CheckoutPlaces }) {
  const values = useWatch({ control: form.control }) as CheckoutValues;
  return <MethodStep form={form} method={chosenMethod(values)} savedAddresses={null} places={places} t={t} />;
}

describe('MethodStep', () => {
  it('offers every method; once one is tapped only it shows, with Edit to choose again', () => {
    renderStep((form) => <Bound form={form} />);
    const count = screen.getAllByRole('radio').length;
    expect(count).toBeGreaterThan(1);
    tap(screen.getByRole('radio', { name: 'Pick-up' }));
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    tap(screen.getByRole('button', { name: 'Edit Delivery method' }));
    expect(screen.getAllByRole('radio')).toHaveLength(count);
  });

  it('keeps every method while arrow keys move the choice, and shows only the chosen one once focus leaves', () => {
    renderStep((form) => (
      <>
        <Bound form={form} />
        <button type="button">after</button>
      </>
    ));
    const count = screen.getAllByRole('radio').length;
    const [first, second] = screen.getAllByRole<HTMLInputElement>('radio');
    act(() => first!.focus());
    arrowTo(first!, second!);
    expect(second!.checked).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(count);
    arrowTo(second!, first!);
    expect(screen.getAllByRole('radio')).toHaveLength(count);
    act(() => screen.getByRole('button', { name: 'after' }).focus());
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole<HTMLInputElement>('radio').value).toBe(first!.value);
  });

  it('shows only the chosen method once Enter confirms it, without submitting the form', () => {
    const { onValid } = renderStep((form) => <Bound form={form} />);
    const [first, second] = screen.getAllByRole<HTMLInputElement>('radio');
    act(() => first!.focus());
    arrowTo(first!, second!);
    // false: the default action (the form's implicit submission) was prevented.
    expect(fireEvent.keyDown(second!, { key: 'Enter' })).toBe(false);
    expect(screen.getAllByRole('radio')).toEqual([second]);
    expect(document.activeElement).toBe(second);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('puts focus on the chosen method after Edit, and the group stays open there', () => {
    renderStep((form) => <Bound form={form} />, { values: { deliveryMethod: 'pick_up' } });
    const edit = screen.getByRole('button', { name: 'Edit Delivery method' });
    act(() => edit.focus());
    fireEvent.keyDown(edit, { key: 'Enter' });
    fireEvent.click(edit);
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(1);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Pick-up' }));
    expect(screen.queryByRole('button', { name: 'Edit Delivery method' })).toBeNull();
  });

  it('asks for the address with home delivery and for nothing more with pick-up', () => {
    const { unmount } = renderStep((form) => <Bound form={form} />, {
      values: { deliveryMethod: 'home_delivery' },
    });
    expect(screen.getByRole('combobox', { name: /address/i })).toBeDefined();
    unmount();
    renderStep((form) => <Bound form={form} />, { values: { deliveryMethod: 'pick_up' } });
    expect(screen.queryByRole('combobox', { name: /address/i })).toBeNull();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });
});
