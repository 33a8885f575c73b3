import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '@ordina/contracts';
import { staffTranslator } from '@ordina/i18n/staff';
import { staffOwner } from '../../test/staff-member-fixture.ts';
import { apiDouble, callsTo } from '../../test/api-double.ts';
import { StaffSecurityPage } from './staff-security-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = staffTranslator('en');
const owner = staffOwner();
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

function renderPage(staff: StaffMember) {
  const changed = vi.fn();
  render(<StaffSecurityPage staff={staff} t={t} locale="en" onSessionChanged={changed} />);
  return changed;
}

describe('the owner’s second factor (/gestione/sicurezza)', () => {
  it('shows the server’s secret as text, checks the code’s shape before calling, then shows the recovery codes until “saved” is ticked', async () => {
    const { calls } = apiDouble({
      'POST /api/staff/totp/setup': {
        body: { data: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x' } },
      },
      'POST /api/staff/totp/enable': { body: { data: { recoveryCodes: CODES } } },
      'GET /api/staff/me': {
        body: { data: { staff: { ...owner, totpEnabled: true }, csrfToken: 'csrf-2' } },
      },
    });
    const changed = renderPage(owner);
    expect(screen.getByText('Two-step verification is off.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    const field = screen.getByLabelText('Authenticator app code');
    fireEvent.change(field, { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('Enter the 6 digits of the code.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, 'POST', '/api/staff/totp/enable')).toEqual([]);

    fireEvent.change(field, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    const list = await screen.findByRole('list', { name: 'Save your recovery codes' });
    expect(callsTo(calls, 'POST', '/api/staff/totp/enable').map((call) => call.body)).toEqual([
      { code: '123456' },
    ]);
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(CODES);
    // The session is read again: the server says it is on.
    await waitFor(() => expect(changed).toHaveBeenCalledWith({ ...owner, totpEnabled: true }, 'csrf-2'));

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('Confirm that you saved the codes.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Save your recovery codes' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('I have saved the recovery codes'));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('list', { name: 'Save your recovery codes' })).toBeNull();
    expect(screen.getByText('Two-step verification is on: signing in will ask for the code.')).toBeTruthy();
  });

  it('says the server’s refusal of a wrong code, and keeps the secret on screen to try again', async () => {
    apiDouble({
      'POST /api/staff/totp/setup': {
        body: { data: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x' } },
      },
      'POST /api/staff/totp/enable': { status: 400, body: { data: { errors: ['STAFF_TOTP_WRONG'] } } },
    });
    renderPage(owner);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    fireEvent.change(await screen.findByLabelText('Authenticator app code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong verification code.');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
  });

  it('turns it off with a current code', async () => {
    const { calls } = apiDouble({
      'POST /api/staff/totp/disable': { body: { data: { done: true } } },
      'GET /api/staff/me': { body: { data: { staff: owner, csrfToken: 'csrf-3' } } },
    });
    const changed = renderPage({ ...owner, totpEnabled: true });
    expect(screen.getByText('Two-step verification is on.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Authenticator app code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    expect(
      await screen.findByText('Two-step verification is off.', { selector: '[aria-live] p' }),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/staff/totp/disable').map((call) => call.body)).toEqual([
      { code: '654321' },
    ]);
    await waitFor(() => expect(changed).toHaveBeenCalledWith(owner, 'csrf-3'));
  });
});
