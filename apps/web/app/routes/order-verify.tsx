import { OrderVerifyPage } from '../features/order-pages/order-verify-page.tsx';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { useStorefront } from '../lib/storefront-context.tsx';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import type { Route } from './+types/order-verify';

/** Title: 'Order confirmation - <business>'; a private link, kept out of search engines. */
export const meta: Route.MetaFunction = privatePageMeta('page.order_verify');

/** OrderVerify (spec §2): /ordine/convalida/:codice, the link of the verification e-mail or SMS. */
export default function OrderVerifyRoute({ params }: Route.ComponentProps) {
  const t = useTranslator();
  const storefront = useStorefront();
  return <OrderVerifyPage key={params.codice} code={params.codice} storefront={storefront} t={t} />;
}
