import { useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { messageParts } from '@ordina/i18n';
import type { Translator } from '@ordina/i18n';
import { FormCheckboxField } from '../../lib/form/index.ts';
import type { AppForm } from '../../lib/form/index.ts';
import { PrivacyDialog } from './privacy-dialog.tsx';

const linkClass =
  'text-primary inline-flex min-h-11 items-center rounded pl-8 text-sm font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';

/** What usePrivacyConsent gives a form: the box's label, the link for beside the box, the dialog. */
export interface PrivacyConsent {
  label: ReactNode;
  link: ReactNode;
  dialog: ReactNode;
}

/**
 * The privacy box's label ('I have read and accept the privacy policy'), the
 * "Read the privacy policy" link that opens the policy dialog, and the
 * dialog, for every form that asks for consent (registration, accept-privacy
 * page, checkout). The label is plain text, so tapping any of it ticks the
 * box (issue 34, item 7: a link filling 83% of it opened the policy
 * instead); `link` goes right after the checkbox (FormPrivacyField) and `dialog` outside it.
 * New-tab and new-window clicks on the link keep the browser's own
 * behaviour: the policy page itself.
 */
export function usePrivacyConsent(t: Translator, policyUrl: string): PrivacyConsent {
  const [open, setOpen] = useState(false);

  function openPolicy(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  }

  const label = messageParts(t.locale, 'privacy.accept_checkbox')
    .map((part) => ('text' in part ? part.text : t('privacy.policy_link')))
    .join('');
  const link = (
    <a
      href={policyUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={openPolicy}
      aria-haspopup="dialog"
      className={linkClass}
    >
      {t('privacy.read_policy')}
    </a>
  );
  return {
    label,
    link,
    dialog: open ? <PrivacyDialog url={policyUrl} onClose={() => setOpen(false)} t={t} /> : null,
  };
}

/** The privacy box of a form with the policy link right after it; `privacy` from usePrivacyConsent (its dialog goes outside). */
export function FormPrivacyField<V extends FieldValues>({
  form,
  name,
  privacy,
  className,
}: {
  form: AppForm<V>;
  name: FieldPathByValue<V, boolean>;
  privacy: PrivacyConsent;
  className?: string;
}) {
  return (
    <div className={className}>
      <FormCheckboxField form={form} name={name}>
        {privacy.label}
      </FormCheckboxField>
      {privacy.link}
    </div>
  );
}

/** The values the privacy and newsletter boxes of the registration and the checkout fill in. */
interface ConsentValues {
  privacy: boolean;
  newsletter: boolean;
}

/** The registration's and the checkout's consent: the privacy box (with its link) and the newsletter box. */
export function FormConsentFields<V extends FieldValues & ConsentValues>({
  form,
  privacy,
  t,
}: {
  form: AppForm<V>;
  privacy: PrivacyConsent;
  t: Translator;
}) {
  // V has both boxes (ConsentValues); react-hook-form's paths of a generic V cannot show it.
  const box = (name: keyof ConsentValues) => name as FieldPathByValue<V, boolean>;
  return (
    <>
      <FormPrivacyField form={form} name={box('privacy')} privacy={privacy} />
      <FormCheckboxField form={form} name={box('newsletter')}>
        {t('checkout.newsletter')}
      </FormCheckboxField>
    </>
  );
}
