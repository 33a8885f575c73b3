import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffTranslator } from '@ordina/i18n/staff';
import { staffOwner } from '../../test/staff-member-fixture.ts';
import { apiDouble, callsTo, type RecordedCall } from '../../test/api-double.ts';
import { StaffSignInPage } from './staff-sign-in-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = staffTranslator('en');
const owner = staffOwner({ totpEnabled: true });
const signedIn = { body: { data: { staff: owner, csrfToken: 'csrf-1' } } };

function signIn() {
  const done = vi.fn();
  render(<StaffSignInPage t={t} locale="en" notice={null} onSignedIn={done} />);
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: owner.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Forno2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return done;
}

describe('the staff sign-in (/gestione/accesso)', () => {
  it('signs in with e-mail and password and hands the member and CSRF token on', async () => {
    const { calls } = apiDouble({ 'POST /api/staff/login': signedIn });
    const done = signIn();
    await waitFor(() => expect(done).toHaveBeenCalledWith(owner, 'csrf-1'));
    expect(callsTo(calls, 'POST', '/api/staff/login').map((call) => call.body)).toEqual([
      { email: owner.email, password: 'Forno2026' },
    ]);
  });

  it('asks for the authenticator code when the account has TOTP, then for a recovery code on request', async () => {
    const login = (call: RecordedCall) => {
      const body = call.body as Record<string, unknown>;
      if (body.totpCode === '123456' || body.recoveryCode === 'abcde-fgh01') return signedIn;
      return { status: 401, body: { data: { errors: ['STAFF_TOTP_REQUIRED'] } } };
    };
    const { calls } = apiDouble({ 'POST /api/staff/login': login });
    const done = signIn();
    await screen.findByLabelText('Authenticator app code');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'abcde-fgh01' } });
    expect(screen.queryByLabelText('Authenticator app code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith(owner, 'csrf-1'));
    expect(callsTo(calls, 'POST', '/api/staff/login').at(-1)?.body).toEqual({
      email: owner.email,
      password: 'Forno2026',
      recoveryCode: 'abcde-fgh01',
    });
  });

  it('says a refused sign-in in an alert and stays on the form', async () => {
    apiDouble({
      'POST /api/staff/login': { status: 401, body: { data: { errors: ['STAFF_LOGIN_FAILED'] } } },
    });
    const done = signIn();
    expect((await screen.findByRole('alert')).textContent).toBe(t('error.STAFF_LOGIN_FAILED'));
    expect(done).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});
