import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@ordina/contracts';
import { validateEmail, validatePassword, validatePasswordRepeat, validatePrivacy } from '@ordina/domain';
import { createTranslator } from '@ordina/i18n';
import {
  Form,
  FormCheckboxField,
  FormPhoneField,
  FormTextField,
  focusFirstInvalid,
  loadPhoneRules,
  useAppForm,
} from './index.ts';
import type { AppForm } from './index.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface Values {
  email: string;
  phone: string;
  phoneCountry: string;
  password: string;
  repeat: string;
  privacy: boolean;
}

const empty: Values = { email: '', phone: '', phoneCountry: 'IT', password: '', repeat: '', privacy: false };

/** A form like the registration: the rules are declared in another order than the fields show, on purpose. */
function ProbeForm({
  locale = 'en',
  onValid,
  onInvalid,
  expose,
}: {
  locale?: Locale;
  onValid: (values: Values) => unknown;
  onInvalid?: () => void;
  expose?: (form: AppForm<Values>) => void;
}) {
  const t = createTranslator(locale);
  const form = useAppForm<Values>({
    defaultValues: empty,
    t,
    rules: {
      privacy: (values) => validatePrivacy(values.privacy),
      repeat: (values) => validatePasswordRepeat(values.password, values.repeat),
      password: (values) => validatePassword(values.password),
      // A rule whose code loads on demand: the resolver awaits it.
      phone: async (values) => (await loadPhoneRules()).validatePhone(values.phone),
      email: (values) => validateEmail(values.email),
    },
    serverFields: { WRONG_PHONE: 'phone', NO_EMAIL: 'email', WRONG_EMAIL: 'email' },
  });
  expose?.(form);
  return (
    <Form form={form} onValid={onValid} onInvalid={onInvalid} aria-label="probe">
      <FormTextField form={form} name="email" type="email" label="E-mail" autoComplete="email" />
      <FormPhoneField form={form} name="phone" country="phoneCountry" label="Phone" />
      <FormTextField form={form} name="password" type="password" label="Password" />
      <FormTextField form={form} name="repeat" type="password" label="Repeat" />
      <FormCheckboxField form={form} name="privacy">
        Privacy
      </FormCheckboxField>
      <button type="submit">{form.formState.isSubmitting ? 'Busy' : 'Send'}</button>
    </Form>
  );
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: /Send|Busy/ }));

function fillValid() {
  type('E-mail', 'anna@example.it');
  type('Phone', '+39 333 123 4567');
  type('Password', 'Segreta123');
  type('Repeat', 'Segreta123');
  fireEvent.click(field('Privacy'));
}

describe('lib/form: a form built with useAppForm', () => {
  it('shows no message before the first submit; a refused submit shows the domain messages and calls nothing', async () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    render(<ProbeForm onValid={onValid} onInvalid={onInvalid} />);
    type('E-mail', 'not-an-email');
    expect(screen.queryByText('Please enter a valid e-mail address')).toBeNull();
    send();
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(screen.getAllByText('Required field')).toHaveLength(3); // phone, password, repeat
    expect(screen.getByText('Please accept the privacy policy to continue')).toBeTruthy();
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('focuses and scrolls to the first invalid field in the order the form shows, not the order of the rules', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    render(<ProbeForm onValid={vi.fn()} />);
    type('E-mail', 'anna@example.it');
    send();
    await waitFor(() => expect(document.activeElement).toBe(field('Phone')));
    expect(scrolled).toEqual([field('Phone')]);
  });

  it('after the first submit the messages follow the typing, a rule that reads another field too', async () => {
    render(<ProbeForm onValid={vi.fn()} />);
    type('Password', 'Segreta123');
    type('Repeat', 'Segreta123');
    send();
    expect(await screen.findAllByText('Required field')).toHaveLength(2); // e-mail, phone
    type('E-mail', 'anna@example');
    type('E-mail', 'anna@example.it');
    await waitFor(() => expect(field('E-mail').getAttribute('aria-invalid')).toBeNull());
    // Changing the password re-checks the repeat, which was valid.
    type('Password', 'Segreta124');
    expect(await screen.findByText("The passwords don't match")).toBeTruthy();
    type('Repeat', 'Segreta124');
    await waitFor(() => expect(screen.queryByText("The passwords don't match")).toBeNull());
  });

  it('calls onValid with the values once every rule passes; busy until it settles, a second submit meanwhile ignored', async () => {
    let settle: () => void = () => undefined;
    const onValid = vi.fn((_values: Values) => new Promise<void>((resolve) => (settle = resolve)));
    render(<ProbeForm onValid={onValid} />);
    fillValid();
    send();
    await screen.findByRole('button', { name: 'Busy' });
    send();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      email: 'anna@example.it',
      phone: '+39 333 123 4567',
      phoneCountry: 'IT',
      password: 'Segreta123',
      repeat: 'Segreta123',
      privacy: true,
    });
    act(() => settle());
    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it("offers '+39 ' when the empty phone is focused; a whole international number after it replaces the offer", () => {
    render(<ProbeForm onValid={vi.fn()} />);
    fireEvent.focus(field('Phone'));
    expect(field('Phone').value).toBe('+39 ');
    type('Phone', '+39 +41 44 668 18 00');
    expect(field('Phone').value).toBe('+41 44 668 18 00');
    expect(screen.getByText('Use the format +39 555 4444444')).toBeTruthy();
  });

  it('shows a server code on its field, focused, until that field changes; the codes no field takes are returned', async () => {
    let form: AppForm<Values> | undefined;
    render(<ProbeForm onValid={vi.fn()} expose={(exposed) => (form = exposed)} />);
    fillValid();
    let unplaced: string[] = [];
    act(() => {
      unplaced = form!.showServerErrors(['WRONG_PHONE', 'GENERIC_ERROR']);
    });
    expect(unplaced).toEqual(['GENERIC_ERROR']);
    expect(await screen.findByText('This phone number is not valid')).toBeTruthy();
    expect(field('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Phone'));
    // Re-checking the form (a submit, typing elsewhere) keeps what the server said about the same value…
    send();
    type('E-mail', 'anna.maria@example.it');
    await waitFor(() => expect(form!.formState.isSubmitted).toBe(true));
    expect(screen.getByText('This phone number is not valid')).toBeTruthy();
    // …changing the value clears it.
    type('Phone', '+39 333 123 4568');
    await waitFor(() => expect(screen.queryByText('This phone number is not valid')).toBeNull());
  });

  it('a refused value stops the submit until it changes', async () => {
    const onValid = vi.fn();
    let form: AppForm<Values> | undefined;
    render(<ProbeForm onValid={onValid} expose={(exposed) => (form = exposed)} />);
    fillValid();
    act(() => void form!.showServerErrors(['WRONG_EMAIL']));
    send();
    await waitFor(() => expect(form!.formState.submitCount).toBe(1));
    expect(onValid).not.toHaveBeenCalled();
    type('E-mail', 'anna.maria@example.it');
    send();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  });

  it('writes its messages in the page language, and rewrites them when the language changes', async () => {
    function Switchable() {
      const [locale, setLocale] = useState<Locale>('it');
      return (
        <>
          <button type="button" onClick={() => setLocale('en')}>
            English
          </button>
          <ProbeForm locale={locale} onValid={vi.fn()} />
        </>
      );
    }
    render(<Switchable />);
    send();
    expect(await screen.findByText("Per continuare devi accettare l'informativa sulla privacy")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Please accept the privacy policy to continue')).toBeTruthy();
  });
});

describe('focusFirstInvalid', () => {
  it('finds a composite field by data-field-name, skips disabled inputs, and answers null when nothing matches', () => {
    render(
      <form aria-label="composite">
        <input name="name" disabled aria-label="disabled name" />
        <div tabIndex={-1} data-field-name="address" aria-label="address search" />
        <input name="notes" aria-label="notes" />
      </form>,
    );
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'composite' });
    expect(focusFirstInvalid(form, ['notes', 'address', 'name'])).toBe(
      screen.getByLabelText('address search'),
    );
    expect(document.activeElement).toBe(screen.getByLabelText('address search'));
    expect(focusFirstInvalid(form, ['missing'])).toBeNull();
    expect(focusFirstInvalid(null, ['notes'])).toBeNull();
  });
});
