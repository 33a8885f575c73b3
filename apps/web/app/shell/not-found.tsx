import { Link } from 'react-router';
import { paths } from '../lib/first-load/paths.ts';
import { useTranslator } from '../lib/first-load/use-translator.ts';

/** The not-found page body: a message and the way back home. */
export function NotFound() {
  const t = useTranslator();
  return (
    <section className="flex flex-col items-center py-20 text-center">
      <p className="text-primary text-6xl font-bold">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('page.not_found')}</h1>
      <p className="mt-2 max-w-sm text-stone-600">{t('not_found.text')}</p>
      <Link
        to={paths.home}
        className="bg-button text-button-text mt-8 rounded-full px-6 py-3 font-semibold shadow-sm hover:opacity-90 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {t('not_found.back_home')}
      </Link>
    </section>
  );
}
