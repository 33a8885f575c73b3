import type { ReactNode } from 'react';
import type { Anagraphic } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { contactAddressLine, telephoneHref, whatsappHref } from './contact-links.ts';

/** The contacts list (spec §2): address, phones, website, social pages, WhatsApp and e-mail; empty fields are left out. */
export function ContactDetails({ anagraphic, t }: { anagraphic: Anagraphic; t: Translator }) {
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <dl className="grid gap-x-6 gap-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:grid-cols-2">
      <Entry label={t('contacts.address')}>{contactAddressLine(anagraphic)}</Entry>
      {anagraphic.mobilePhone && (
        <Entry label={t('contacts.mobile_phone')}>
          <a href={telephoneHref(anagraphic.mobilePhone)} className={linkClass}>
            {anagraphic.mobilePhone}
          </a>
        </Entry>
      )}
      {anagraphic.phone && (
        <Entry label={t('contacts.phone')}>
          <a href={telephoneHref(anagraphic.phone)} className={linkClass}>
            {anagraphic.phone}
          </a>
        </Entry>
      )}
      {anagraphic.website && (
        <Entry label={t('contacts.website')}>
          <a href={anagraphic.website} {...external} className={linkClass}>
            {anagraphic.website.replace(/^https?:\/\//, '')}
          </a>
        </Entry>
      )}
      {anagraphic.facebook && (
        <Entry label={t('contacts.facebook')}>
          <a href={anagraphic.facebook} {...external} className={linkClass}>
            {anagraphic.facebook.replace(/^https?:\/\/(www\.)?/, '')}
          </a>
        </Entry>
      )}
      {anagraphic.instagram && (
        <Entry label={t('contacts.instagram')}>
          <a href={anagraphic.instagram} {...external} className={linkClass}>
            {anagraphic.instagram.replace(/^https?:\/\/(www\.)?/, '')}
          </a>
        </Entry>
      )}
      {anagraphic.whatsapp && (
        <Entry label={t('contacts.whatsapp')}>
          <a href={whatsappHref(anagraphic.whatsapp)} {...external} className={linkClass}>
            {anagraphic.whatsapp}
          </a>
        </Entry>
      )}
      {anagraphic.email && (
        <Entry label={t('contacts.email')}>
          <a href={`mailto:${anagraphic.email}`} className={linkClass}>
            {anagraphic.email}
          </a>
        </Entry>
      )}
    </dl>
  );
}

const linkClass =
  // 44 px tall, a thumb's size (issue 34, item 10): the phone numbers are what a customer taps here.
  'text-primary focus-visible:ring-primary inline-flex min-h-11 items-center rounded font-medium break-words underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:outline-none';

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-stone-900">{children}</dd>
    </div>
  );
}
