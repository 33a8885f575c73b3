import { translate } from '@ordina/i18n';
import { ContactDetails } from '../features/contacts/contact-details.tsx';
import { ContactMap } from '../features/contacts/contact-map.tsx';
import { pageTitle, rootDataOf } from '../lib/first-load/page-title.ts';
import { useStorefront } from '../lib/storefront-context.tsx';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import type { Route } from './+types/contacts';

/** Title: 'Contacts - <business>'. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return root ? [{ title: pageTitle(translate(root.locale, 'page.contacts'), root.businessName) }] : [];
};

/** ContattiPage (spec §2): logo, name, the business's contacts and the embedded map. */
export default function ContactsPage() {
  const { configuration, anagraphic } = useStorefront();
  const t = useTranslator();
  return (
    <div className="pb-8">
      <section className="flex flex-col items-center pt-8 pb-6 text-center">
        <img
          src={anagraphic.logo || configuration.logo}
          alt=""
          width={240}
          height={80}
          fetchPriority="high"
          className="h-20 w-60 object-contain"
        />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-stone-900">
          {anagraphic.name}
        </h1>
        <p className="mt-1 text-sm text-stone-500">{t('page.contacts')}</p>
      </section>
      <ContactDetails anagraphic={anagraphic} t={t} />
      <ContactMap anagraphic={anagraphic} t={t} />
    </div>
  );
}
