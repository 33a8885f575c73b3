import type { Locale, Storefront } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { privacyPolicyUrl } from '../lib/privacy-policy.ts';

/** The footer: the business's name and address, and the privacy-policy link in the page's language. */
export function Footer({ storefront, locale, t }: { storefront: Storefront; locale: Locale; t: Translator }) {
  const { anagraphic, configuration } = storefront;
  const place = [anagraphic.address, [anagraphic.zipCode, anagraphic.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <footer className="mt-12 border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-1 px-4 py-6 text-center text-sm text-stone-500">
        <p className="font-semibold text-stone-700">{anagraphic.name}</p>
        {place && <p>{place}</p>}
        <a
          href={privacyPolicyUrl(configuration.routes.privacy_policy, locale)}
          target="_blank"
          rel="noopener noreferrer"
          className="hover:text-primary mt-2 underline underline-offset-2"
        >
          {t('common.privacy_policy')}
        </a>
      </div>
    </footer>
  );
}
