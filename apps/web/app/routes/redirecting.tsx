import { flash } from '../lib/first-load/flash.ts';
import { RedirectingPage } from '../features/account/redirecting-page.tsx';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import type { Route } from './+types/redirecting';

/** Title: 'Redirecting - <business>'. */
export const meta: Route.MetaFunction = privatePageMeta('page.redirecting');

/** Redirecting (spec §2): /reindirizzamento/:redirectType. */
export default function RedirectingRoute({ params }: Route.ComponentProps) {
  const t = useTranslator();
  return <RedirectingPage redirectType={params.redirectType} t={t} flash={flash} />;
}
