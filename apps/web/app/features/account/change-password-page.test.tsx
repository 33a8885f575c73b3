import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import { ChangePasswordPage } from './change-password-page.tsx';
import { apiDouble, callsTo } from '../../test/api-double.ts';
import { renderAccountRoute } from './test/render-account.tsx';

const t = createTranslator('en');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const flash = vi.fn();
  const openLogin = vi.fn();
  const view = renderAccountRoute(
    <ChangePasswordPage code="reset-code-1" t={t} flash={flash} openLogin={openLogin} />,
    {
      path: '/cambia-password/:codice',
      url: '/cambia-password/reset-code-1',
    },
  );
  const fill = (password: string, repeat: string) => {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: repeat } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };
  return { ...view, flash, openLogin, fill };
}

describe('CambiaPasswordPage', () => {
  it('refuses a weak password with the rule and focuses it, without calling the server', async () => {
    const { calls } = apiDouble({});
    const { fill } = renderPage();
    fill('alllowercase1', 'alllowercase1');
    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText('At least 8 characters, with a lowercase letter, an uppercase letter and a digit').id,
    ).toMatch(/-error$/);
    expect(document.activeElement).toBe(field);
    expect(calls).toEqual([]);
  });

  it('refuses a repeat that differs from the password', async () => {
    const { calls } = apiDouble({});
    const { fill } = renderPage();
    fill('Secret123', 'Secret124');
    await waitFor(() => expect(screen.getByText("The passwords don't match")).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByLabelText('Repeat password'));
    expect(calls).toEqual([]);
  });

  it('sends code, password and a bot-protection token; on success goes home and opens the login drawer saying "Password changed" inside it', async () => {
    const { calls } = apiDouble({ 'POST /api/user/change-password': { body: { data: { done: true } } } });
    const { fill, flash, openLogin, router } = renderPage();
    fill('Secret123', 'Secret123');
    await waitFor(() => expect(openLogin).toHaveBeenCalledOnce());
    const [call] = callsTo(calls, 'POST', '/api/user/change-password');
    const body = call?.body as { code: string; password: string; recaptchaToken: string };
    expect(body.code).toBe('reset-code-1');
    expect(body.password).toBe('Secret123');
    // The ALTCHA solution: base64 JSON carrying the solved number.
    expect(JSON.parse(atob(body.recaptchaToken))).toMatchObject({ number: 3, algorithm: 'SHA-256' });
    // Said inside the drawer that opens (a page snackbar would sit under it, unseen), not flashed on the page.
    expect(openLogin).toHaveBeenCalledWith('Password changed: you can now log in.');
    expect(flash).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows server errors as the Attention snackbar and stays (400 WRONG_CODE)', async () => {
    apiDouble({
      'POST /api/user/change-password': { status: 400, body: { data: { errors: ['WRONG_CODE'] } } },
    });
    const { fill, flash, openLogin, router } = renderPage();
    fill('Secret123', 'Secret123');
    await waitFor(() => expect(flash).toHaveBeenCalled());
    expect(flash).toHaveBeenCalledWith('Attention: The code is not valid or has expired', { tone: 'error' });
    expect(openLogin).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/cambia-password/reset-code-1');
  });

  it('treats errors inside a 200 answer as a failure too (spec §8)', async () => {
    apiDouble({
      'POST /api/user/change-password': { body: { data: { errors: ['WRONG_PASSWORD', 'WRONG_RECAPTCHA'] } } },
    });
    const { fill, flash, openLogin } = renderPage();
    fill('Secret123', 'Secret123');
    await waitFor(() => expect(flash).toHaveBeenCalled());
    expect(flash).toHaveBeenCalledWith(
      'Attention: The password must have at least 8 characters, with a lowercase letter, an uppercase letter and a digit, The reCAPTCHA check failed',
      { tone: 'error' },
    );
    expect(openLogin).not.toHaveBeenCalled();
  });
});
