import { translate } from '@ordina/i18n';
import { flash } from '../lib/flash.ts';
import { RedirectingPage } from '../features/account/redirecting-page.tsx';
import { pageTitle, rootDataOf } from '../lib/page-title.ts';
import { useTranslator } from '../lib/use-translator.ts';
import type { Route } from './+types/redirecting';

/** Title: 'Redirecting - <business>'. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return root ? [{ title: pageTitle(translate(root.locale, 'page.redirecting'), root.businessName) }, { name: 'robots', content: 'noindex' }] : [];
};

/** Redirecting (spec §2): /reindirizzamento/:redirectType. */
export default function RedirectingRoute({ params }: Route.ComponentProps) {
  const t = useTranslator();
  return <RedirectingPage redirectType={params.redirectType} t={t} flash={flash} />;
}
