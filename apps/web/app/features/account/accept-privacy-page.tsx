import { useState } from 'react';
import type { SessionUser } from '@ordina/contracts';
import { validatePrivacy } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { clearSession, storeSessionUser } from '../../lib/session/after-hydration-shared/session-store.ts';
import { FormPrivacyField, usePrivacyConsent } from '../../components/ui/privacy-consent.tsx';
import { acceptPrivacyPolicy, declinePrivacyPolicy } from './api/privacy.ts';
import type { ShowFlash } from '../../lib/first-load/flash.ts';
import { Form, useAppForm } from '../../lib/form/index.ts';
import { Button } from '../../components/ui/button.tsx';

/**
 * AccettaPrivacyPolicy (spec §2, §4): the box must be ticked before
 * accepting. Accepting stores the renewed user (the page's guard then goes
 * to the stored return address or home); declining tells the server and
 * logs out (the guard then goes home).
 */
export function AcceptPrivacyPage({
  user,
  policyUrl,
  t,
  flash,
}: {
  user: SessionUser;
  policyUrl: string;
  t: Translator;
  flash: ShowFlash;
}) {
  const [declining, setDeclining] = useState(false);
  const privacy = usePrivacyConsent(t, policyUrl);
  const form = useAppForm<{ privacyPolicy: boolean }>({
    defaultValues: { privacyPolicy: false },
    t,
    rules: { privacyPolicy: (values) => validatePrivacy(values.privacyPolicy) },
  });
  const accepting = form.formState.isSubmitting;

  async function accept() {
    const result = await acceptPrivacyPolicy(user, window.location.href);
    if (result.ok) storeSessionUser(result.data);
    else flash(t.errors(result.errors), { tone: 'error' });
  }

  async function decline() {
    setDeclining(true);
    // Whatever the server answers, declining logs out here (spec §4).
    await declinePrivacyPolicy(user);
    clearSession();
    flash(t('success.logged_out'));
  }

  return (
    <section aria-labelledby="accept-privacy-title" className="mx-auto max-w-xl py-8">
      <h1 id="accept-privacy-title" className="text-2xl font-bold text-stone-900">
        {t('page.accept_privacy')}
      </h1>
      <p className="mt-2 text-stone-700">{t('privacy.accept_intro')}</p>
      <Form form={form} onValid={accept}>
        <FormPrivacyField form={form} name="privacyPolicy" privacy={privacy} className="mt-6" />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button type="submit" busy={accepting} disabled={declining} className="sm:flex-1">
            {t('privacy.accept')}
          </Button>
          <Button
            tone="secondary"
            busy={declining}
            disabled={accepting}
            onClick={() => void decline()}
            className="sm:flex-1"
          >
            {t('privacy.decline')}
          </Button>
        </div>
      </Form>
      {privacy.dialog}
    </section>
  );
}
