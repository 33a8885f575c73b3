import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWatch } from 'react-hook-form';
import type { AppForm } from '../../../lib/form/index.ts';
import { chosenMethod } from '../checkout-rules.ts';
import type { CheckoutValues } from '../checkout-values.ts';
import { MethodStep } from './method-step.tsx';
import { renderStep, t } from './test/step-harness.tsx';

afterEach(cleanup);

function Bound({ form }: { form: AppForm<CheckoutValues> }) {
  const values = useWatch({ control: form.control }) as CheckoutValues;
  return <MethodStep form={form} method={chosenMethod(values)} savedAddresses={null} t={t} />;
}

describe('MethodStep', () => {
  it('offers every method; once one is chosen only it shows, with Edit to choose again', () => {
    renderStep((form) => <Bound form={form} />);
    const count = screen.getAllByRole('radio').length;
    expect(count).toBeGreaterThan(1);
    fireEvent.click(screen.getByRole('radio', { name: 'Pick-up' }));
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Delivery method' }));
    expect(screen.getAllByRole('radio')).toHaveLength(count);
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
