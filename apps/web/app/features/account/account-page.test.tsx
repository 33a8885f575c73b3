import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import {
  clearSession,
  readSessionUser,
  SAVED_ADDRESSES_KEY,
  storeSessionUser,
} from '../../lib/session/after-hydration-shared/session-store.ts';
import { sessionUser } from '../../lib/session/test/session-user.ts';
import { AccountGuard } from './account-guard.tsx';
import { AccountPage } from './account-page.tsx';
import { apiDouble, callsTo } from '../../test/api-double.ts';
import type { Answer } from '../../test/api-double.ts';
import { renderAccountRoute } from './test/render-account.tsx';
import { savedAddress } from './test/saved-address.ts';

const t = createTranslator('en');
const ADDRESSES = 'GET /api/secured/user/7/anagraphic/address';
const home = savedAddress({
  id: 11,
  address: 'Via Roma',
  street_number: '1',
  floor: '2',
  intercom_name: 'Bianchi',
  default: 1,
});
const office = savedAddress({
  id: 12,
  address: 'Via Indipendenza',
  street_number: '20',
  zipcode: '40121',
  default: 0,
});

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderPage(answers: Record<string, Answer>, user = sessionUser()) {
  const api = apiDouble({ [ADDRESSES]: { body: { data: [] } }, ...answers });
  const flash = vi.fn();
  storeSessionUser(user);
  // As the route composes it: the guard hands the page the stored (live) user.
  const view = renderAccountRoute(
    <AccountGuard t={t}>{(current) => <AccountPage user={current} t={t} flash={flash} />}</AccountGuard>,
    {
      path: '/area-personale/il-mio-account',
    },
  );
  return { ...view, ...api, flash };
}

const saveButton = () => screen.queryByRole('button', { name: 'Save changes' });

describe('UserAccount: profile', () => {
  it('shows the profile with the e-mail locked and no save button until something changes', () => {
    renderPage({});
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Anna');
    expect(screen.getByLabelText<HTMLInputElement>('Surname').value).toBe('Bianchi');
    expect(screen.getByLabelText<HTMLInputElement>('Phone (optional)').value).toBe('+39 333 123 4567');
    const email = screen.getByLabelText<HTMLInputElement>('E-mail');
    expect(email.value).toBe('anna@example.com');
    expect(email.disabled).toBe(true);
    expect(saveButton()).toBeNull();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Annalisa' } });
    expect(saveButton()).not.toBeNull();
    // Back to the stored value: nothing to save again.
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Anna' } });
    expect(saveButton()).toBeNull();
  });

  it('saves the changes, stores the user the server answers and says so', async () => {
    const saved = sessionUser({ name: 'Annalisa', phone: '+39 333 765 4321', token: 'fresh.token' });
    const { calls, flash } = renderPage({ 'PUT /api/secured/user/7/anagraphic': { body: { data: saved } } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' Annalisa ' } });
    fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: '3337654321' } });
    fireEvent.click(saveButton()!);
    await waitFor(() => expect(flash).toHaveBeenCalledWith('Changes saved'));
    // Trimmed, and the phone in international format with the default +39.
    expect(callsTo(calls, 'PUT', '/api/secured/user/7/anagraphic')[0]?.body).toEqual({
      name: 'Annalisa',
      lastname: 'Bianchi',
      phone: '+39 333 765 4321',
    });
    expect(readSessionUser()).toEqual(saved);
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Annalisa');
    expect(saveButton()).toBeNull();
  });

  it("shows the stored number's country beside it, and reads a number typed without '+' in the chosen country (issue 34 item 5)", async () => {
    const british = sessionUser({ phone: '+44 7400 123456' });
    const { calls, flash } = renderPage(
      { 'PUT /api/secured/user/7/anagraphic': { body: { data: sessionUser({ phone: '+44 7400 654321' }) } } },
      british,
    );
    const country = screen.getByLabelText<HTMLSelectElement>('Country code');
    await waitFor(() => expect(country.value).toBe('GB'));
    fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: '07400 654321' } });
    fireEvent.click(saveButton()!);
    await waitFor(() => expect(flash).toHaveBeenCalledWith('Changes saved'));
    expect(callsTo(calls, 'PUT', '/api/secured/user/7/anagraphic')[0]?.body).toMatchObject({
      phone: '+44 7400 654321',
    });
  });

  it('lets the phone be emptied (optional on this page)', async () => {
    const { calls, flash } = renderPage({
      'PUT /api/secured/user/7/anagraphic': { body: { data: sessionUser({ phone: '' }) } },
    });
    fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: '' } });
    fireEvent.click(saveButton()!);
    await waitFor(() => expect(flash).toHaveBeenCalledWith('Changes saved'));
    expect(
      (callsTo(calls, 'PUT', '/api/secured/user/7/anagraphic')[0]?.body as { phone: string }).phone,
    ).toBe('');
  });

  it('refuses a blank name and an invalid phone, focusing the first, without calling the server', async () => {
    const { calls } = renderPage({});
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: '12' } });
    fireEvent.click(saveButton()!);
    await waitFor(() =>
      expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByLabelText('Phone (optional)').getAttribute('aria-invalid')).toBe('true');
    // The blank name is missing; the filled optional phone is not: it is an invalid number (issue 11).
    expect(screen.getAllByText('Required field')).toHaveLength(1);
    expect(screen.getByText('Invalid number')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(callsTo(calls, 'PUT', '/api/secured/user/7/anagraphic')).toEqual([]);
  });

  it('refuses a name that is not a name (lines, a link) with its own message, without calling the server; inputs stop at the server limits', async () => {
    const { calls } = renderPage({});
    expect(screen.getByLabelText<HTMLInputElement>('First name').maxLength).toBe(100);
    expect(screen.getByLabelText<HTMLInputElement>('Surname').maxLength).toBe(100);
    expect(screen.getByLabelText<HTMLInputElement>('Phone (optional)').maxLength).toBe(40);
    fireEvent.change(screen.getByLabelText('Surname'), {
      target: { value: 'Rossi https://evil.example/refund' },
    });
    fireEvent.click(saveButton()!);
    await waitFor(() => expect(screen.getByLabelText('Surname').getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText(
        'Use letters, spaces, apostrophes and hyphens only (a full stop only after an initial, as in J. R.)',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Surname'));
    expect(callsTo(calls, 'PUT', '/api/secured/user/7/anagraphic')).toEqual([]);
  });

  it('shows a refused save as the Attention snackbar, and the code of a field on that field, focused', async () => {
    const { flash } = renderPage({
      'PUT /api/secured/user/7/anagraphic': { status: 400, body: { data: { errors: ['WRONG_PHONE'] } } },
    });
    fireEvent.change(screen.getByLabelText('Surname'), { target: { value: 'Rossi' } });
    fireEvent.click(saveButton()!);
    await waitFor(() =>
      expect(flash).toHaveBeenCalledWith('Attention: This phone number is not valid', { tone: 'error' }),
    );
    expect(readSessionUser()?.lastname).toBe('Bianchi');
    const phone = screen.getByLabelText('Phone (optional)');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This phone number is not valid', { selector: '[id$="-error"]' })).toBeTruthy();
    expect(document.activeElement).toBe(phone);
  });
});

describe('UserAccount: saved addresses', () => {
  const list = () => screen.getByRole('region', { name: 'My addresses' });

  it('lists the addresses with floor and doorbell, and keeps the browser cache in step', async () => {
    renderPage({ [ADDRESSES]: { body: { data: [home, office] } } });
    await waitFor(() => expect(within(list()).getByText('Via Roma 1, 40100 Bologna')).toBeTruthy());
    expect(within(list()).getByText('Via Indipendenza 20, 40121 Bologna')).toBeTruthy();
    expect(within(list()).getByText('Floor: 2')).toBeTruthy();
    expect(within(list()).getByText('Doorbell: Bianchi')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(SAVED_ADDRESSES_KEY)!)).toEqual([home, office]);
  });

  it('shows an empty list when the addresses cannot be loaded', async () => {
    renderPage({ [ADDRESSES]: { status: 500, body: { data: { errors: ['GENERIC_ERROR'] } } } });
    await waitFor(() => expect(within(list()).getByText('You have no saved addresses.')).toBeTruthy());
  });

  it('shows one default only and disables the box when only one address exists', async () => {
    renderPage({ [ADDRESSES]: { body: { data: [savedAddress({ id: 5, default: 1 })] } } });
    const box = await waitFor(() =>
      within(list()).getByRole<HTMLInputElement>('checkbox', { name: 'Default address' }),
    );
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
  });

  it('with two addresses flagged default, only the first shows as default', async () => {
    renderPage({
      [ADDRESSES]: {
        body: {
          data: [
            savedAddress({ id: 1, default: 1 }),
            savedAddress({ id: 2, address: 'Via Zamboni', default: 1 }),
          ],
        },
      },
    });
    await waitFor(() => expect(within(list()).getAllByRole('checkbox')).toHaveLength(2));
    const boxes = within(list()).getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => box.checked)).toEqual([true, false]);
  });

  it('makes another address the default with default=1 and shows the answered list', async () => {
    const { calls, flash } = renderPage({
      [ADDRESSES]: { body: { data: [home, office] } },
      'PUT /api/secured/user/7/anagraphic/address/12': {
        body: {
          data: [
            { ...home, default: 0 },
            { ...office, default: 1 },
          ],
        },
      },
    });
    await waitFor(() => expect(within(list()).getAllByRole('checkbox')).toHaveLength(2));
    const officeBox = () => within(list()).getAllByRole<HTMLInputElement>('checkbox')[1]!;
    expect(officeBox().disabled).toBe(false);
    fireEvent.click(officeBox());
    await waitFor(() => expect(flash).toHaveBeenCalledWith('Changes saved'));
    expect(callsTo(calls, 'PUT', '/api/secured/user/7/anagraphic/address/12')[0]?.body).toEqual({
      id: 12,
      default: 1,
    });
    expect(
      within(list())
        .getAllByRole<HTMLInputElement>('checkbox')
        .map((box) => box.checked),
    ).toEqual([false, true]);
  });

  it('deletes an address after the confirmation dialog (500 px) and says so', async () => {
    const { calls, flash } = renderPage({
      [ADDRESSES]: { body: { data: [home, office] } },
      'DELETE /api/secured/user/7/anagraphic/address/11': { body: { data: [{ ...office, default: 1 }] } },
    });
    await waitFor(() =>
      expect(within(list()).getAllByRole('button', { name: 'Delete address' })).toHaveLength(2),
    );
    fireEvent.click(within(list()).getAllByRole('button', { name: 'Delete address' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Do you really want to delete this address?' });
    expect(dialog.className).toContain('max-w-[500px]');
    expect(within(dialog).getByText('Via Roma 1, 40100 Bologna')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(flash).toHaveBeenCalledWith('Address deleted'));
    expect(callsTo(calls, 'DELETE', '/api/secured/user/7/anagraphic/address/11')).toHaveLength(1);
    expect(within(list()).queryByText('Via Roma 1, 40100 Bologna')).toBeNull();
    expect(JSON.parse(localStorage.getItem(SAVED_ADDRESSES_KEY)!)).toEqual([{ ...office, default: 1 }]);
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { calls } = renderPage({ [ADDRESSES]: { body: { data: [home, office] } } });
    await waitFor(() =>
      expect(within(list()).getAllByRole('button', { name: 'Delete address' })).toHaveLength(2),
    );
    fireEvent.click(within(list()).getAllByRole('button', { name: 'Delete address' })[1]!);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });
});

describe('UserAccount: delete account', () => {
  it('asks in a 700 px dialog, anonymises, logs out, says "User removed" and goes home', async () => {
    const { calls, flash, router } = renderPage({
      'POST /api/secured/user/7/anonimize-data': { body: { data: { done: true } } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.className).toContain('max-w-[700px]');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(calls, 'POST', '/api/secured/user/7/anonimize-data')).toHaveLength(1);
    expect(readSessionUser()).toBeNull();
    expect(flash).toHaveBeenCalledWith('User removed');
  });

  it('a failure closes the dialog and keeps the user logged in', async () => {
    const { flash, router } = renderPage({
      'POST /api/secured/user/7/anonimize-data': {
        status: 500,
        body: { data: { errors: ['GENERIC_ERROR'] } },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete my account' }),
    );
    await waitFor(() =>
      expect(flash).toHaveBeenCalledWith('Attention: Something went wrong.', { tone: 'error' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readSessionUser()).not.toBeNull();
    expect(router.state.location.pathname).toBe('/area-personale/il-mio-account');
  });
});
