import { useNavigate } from 'react-router';
import { PASSWORD_MAX_LENGTH, validatePassword, validatePasswordRepeat } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { paths } from '../../lib/first-load/paths.ts';
import { changePassword } from './api/change-password.ts';
import type { ShowFlash } from '../../lib/first-load/flash.ts';
import { Form, FormTextField, useAppForm } from '../../lib/form/index.ts';
import { Button } from '../../components/ui/button.tsx';

interface Values {
  password: string;
  repeat: string;
}

/**
 * CambiaPasswordPage (spec §2, §5, §8): the new password twice, checked by
 * the domain's rules, sent with the recovery e-mail's code and a
 * bot-protection token. Server errors show as the 'Attention: …' snackbar
 * (WRONG_PASSWORD on the field too); success goes home and opens the login
 * drawer on the e-mail view (`openLogin`), which says 'Password changed'
 * inside itself: a snackbar on the page would sit under the drawer, unseen.
 */
export function ChangePasswordPage({
  code,
  t,
  flash,
  openLogin,
}: {
  code: string;
  t: Translator;
  flash: ShowFlash;
  openLogin: (notice: string) => void;
}) {
  const navigate = useNavigate();
  const takeToken = useCaptcha('change_password');
  const form = useAppForm<Values>({
    defaultValues: { password: '', repeat: '' },
    t,
    rules: {
      password: (values) => validatePassword(values.password),
      repeat: (values) => validatePasswordRepeat(values.password, values.repeat),
    },
    serverFields: { WRONG_PASSWORD: 'password' },
  });
  const busy = form.formState.isSubmitting;

  async function submit({ password }: Values) {
    const token = await takeToken();
    const result = token.ok ? await changePassword({ code, password, recaptchaToken: token.data }) : token;
    if (!result.ok) {
      form.showServerErrors(result.errors);
      return flash(t.errors(result.errors), { tone: 'error' });
    }
    await navigate(paths.home);
    openLogin(t('password.changed'));
  }

  return (
    <section aria-labelledby="change-password-title" className="mx-auto max-w-md py-8">
      <h1 id="change-password-title" className="text-2xl font-bold text-stone-900">
        {t('page.change_password')}
      </h1>
      <p className="mt-2 text-stone-600">{t('password.intro')}</p>
      <Form form={form} onValid={submit} className="mt-6 flex flex-col gap-4">
        <FormTextField
          form={form}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          label={t('field.new_password')}
          // The rule is the hint, and the error when broken: shown once.
          hint={form.formState.errors.password ? undefined : t('validation.password_rule')}
        />
        <FormTextField
          form={form}
          name="repeat"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          label={t('field.repeat_password')}
        />
        <Button type="submit" busy={busy} className="mt-2 w-full">
          {busy ? t('common.loading') : t('password.submit')}
        </Button>
      </Form>
    </section>
  );
}
