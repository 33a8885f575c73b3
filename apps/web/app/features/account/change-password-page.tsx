import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { validatePassword, validatePasswordRepeat } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { paths } from '../../lib/paths.ts';
import { changePassword } from './api/change-password.ts';
import type { ShowFlash } from '../../lib/flash.ts';
import { TextField } from '../../lib/form-field.tsx';
import { Button } from '../../components/ui/button.tsx';

/**
 * CambiaPasswordPage (spec §2, §5, §8): the new password twice, checked by
 * the domain's rules, sent with the recovery e-mail's code and a
 * bot-protection token. Server errors show as the 'Attention: …' snackbar;
 * success goes home and opens the login drawer on the e-mail view (`openLogin`).
 */
export function ChangePasswordPage({ code, t, flash, openLogin }: { code: string; t: Translator; flash: ShowFlash; openLogin: () => void }) {
  const navigate = useNavigate();
  const takeToken = useCaptcha('change_password');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password: string | null; repeat: string | null }>({ password: null, repeat: null });
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const passwordError = validatePassword(password);
    const repeatError = validatePasswordRepeat(password, repeat);
    setErrors({ password: passwordError && t.message(passwordError), repeat: repeatError && t.message(repeatError) });
    if (passwordError) return passwordRef.current?.focus();
    if (repeatError) return repeatRef.current?.focus();

    setBusy(true);
    const token = await takeToken();
    const result = token.ok ? await changePassword({ code, password, recaptchaToken: token.data }) : token;
    setBusy(false);
    if (!result.ok) {
      flash(t.errors(result.errors), { tone: 'error' });
      return;
    }
    flash(t('password.changed'));
    await navigate(paths.home);
    openLogin();
  }

  return (
    <section aria-labelledby="change-password-title" className="mx-auto max-w-md py-8">
      <h1 id="change-password-title" className="text-2xl font-bold text-stone-900">
        {t('page.change_password')}
      </h1>
      <p className="mt-2 text-stone-600">{t('password.intro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 flex flex-col gap-4">
        <TextField
          ref={passwordRef}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          label={t('field.new_password')}
          // The rule is the hint, and the error when broken: shown once.
          hint={errors.password ? undefined : t('validation.password_rule')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <TextField
          ref={repeatRef}
          name="repeat"
          type="password"
          autoComplete="new-password"
          required
          label={t('field.repeat_password')}
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          error={errors.repeat}
        />
        <Button type="submit" busy={busy} className="mt-2 w-full">
          {busy ? t('common.loading') : t('password.submit')}
        </Button>
      </form>
    </section>
  );
}
