import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@ordina/contracts';
import { createTranslator } from '@ordina/i18n';
import { Form, FormPhoneField, loadPhoneRules, useAppForm } from './index.ts';
import { phoneCountryOptions, phoneWithCountryPrefix } from './phone-countries.ts';

afterEach(cleanup);

interface Values {
  phone: string;
  phoneCountry: string;
}

function PhoneForm({
  locale = 'en',
  onValid,
}: {
  locale?: Locale;
  onValid: (values: Values, international: string | null) => unknown;
}) {
  const t = createTranslator(locale);
  const form = useAppForm<Values>({
    defaultValues: { phone: '', phoneCountry: 'IT' },
    t,
    rules: {
      phone: async (values) =>
        (await loadPhoneRules()).validatePhone(values.phone, { country: values.phoneCountry }),
    },
  });
  return (
    <Form
      form={form}
      onValid={async (values) =>
        onValid(
          values,
          (await loadPhoneRules()).phoneNormalize(values.phone, values.phoneCountry).international,
        )
      }
      aria-label="probe"
    >
      <FormPhoneField form={form} name="phone" country="phoneCountry" label="Phone" />
      <button type="submit">Send</button>
    </Form>
  );
}

const phone = () => screen.getByLabelText<HTMLInputElement>('Phone');
const country = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country code' });
const optionsLoaded = () => waitFor(() => expect(country().options.length).toBeGreaterThan(200));

describe('FormPhoneField: the country choice beside the phone (issue 34, item 5)', () => {
  it('lists Italy first, the page language’s country next, then the others by name in the page language', async () => {
    render(<PhoneForm locale="en" onValid={vi.fn()} />);
    await optionsLoaded();
    const labels = [...country().options].map((option) => option.textContent);
    expect(labels.slice(0, 2)).toEqual(['Italy (+39)', 'United Kingdom (+44)']);
    expect(labels.indexOf('Austria (+43)')).toBeLessThan(labels.indexOf('Germany (+49)'));
    expect(country().value).toBe('IT');
  });

  it('stores a UK mobile typed as 07911 123456 with the UK chosen as +44 7911 123456', async () => {
    const onValid = vi.fn();
    render(<PhoneForm onValid={onValid} />);
    await optionsLoaded();
    fireEvent.focus(phone());
    expect(phone().value).toBe('+39 ');
    fireEvent.change(country(), { target: { value: 'GB' } });
    // The offered prefix follows the country.
    expect(phone().value).toBe('+44 ');
    fireEvent.change(phone(), { target: { value: '+44 07911 123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid.mock.calls[0]).toEqual([
      { phone: '+44 07911 123456', phoneCountry: 'GB' },
      '+44 7911 123456',
    ]);
  });

  it('reads a number typed without prefix in the chosen country, and refuses one valid nowhere with "Invalid number"', async () => {
    const onValid = vi.fn();
    render(<PhoneForm onValid={onValid} />);
    await optionsLoaded();
    fireEvent.change(country(), { target: { value: 'GB' } });
    fireEvent.change(phone(), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invalid number')).toBeTruthy();
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(phone(), { target: { value: '07911 123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid.mock.calls[0]?.[1]).toBe('+44 7911 123456');
    // The spec's hint stays, read with the field.
    expect(phone().getAttribute('aria-describedby')).toContain('-hint');
    expect(screen.getByText('Use the format +39 555 4444444')).toBeTruthy();
  });
});

describe('phone-countries', () => {
  const list = [
    { country: 'DE', callingCode: '49' },
    { country: 'FR', callingCode: '33' },
    { country: 'IT', callingCode: '39' },
    { country: 'AT', callingCode: '43' },
  ];
  it('puts the page language’s country second: de → Germany, fr → France; Italian pages have Italy only first', () => {
    expect(phoneCountryOptions(list, 'de').map((entry) => entry.country)).toEqual(['IT', 'DE', 'FR', 'AT']); // Frankreich before Österreich: names in the page language
    expect(phoneCountryOptions(list, 'fr').map((entry) => entry.country)).toEqual(['IT', 'FR', 'DE', 'AT']);
    expect(phoneCountryOptions(list, 'it')[0]?.label).toBe('Italia (+39)');
  });

  it('swaps only an offered prefix when the country changes; a number of the customer’s stays', () => {
    const [it, gb] = [
      { country: 'IT', callingCode: '39' },
      { country: 'GB', callingCode: '44' },
    ];
    expect(phoneWithCountryPrefix('+39 ', it, gb)).toBe('+44 ');
    expect(phoneWithCountryPrefix('+39 07911 123456', it, gb)).toBe('+44 07911 123456');
    expect(phoneWithCountryPrefix('07911 123456', it, gb)).toBe('07911 123456');
    expect(phoneWithCountryPrefix('+33 6 12 34 56 78', it, gb)).toBe('+33 6 12 34 56 78');
    expect(phoneWithCountryPrefix('', it, gb)).toBe('');
  });
});
