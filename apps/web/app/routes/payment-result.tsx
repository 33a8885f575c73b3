import { PaymentLandingPage } from '../features/order-pages/payment-landing-page.tsx';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { useStorefront } from '../lib/storefront-context.tsx';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import { recordIdParam } from './record-id-param.ts';
import type { Route } from './+types/payment-result';

/** Title: 'Payment result - <business>'; a private link, kept out of search engines. */
export const meta: Route.MetaFunction = privatePageMeta('page.payment_result');

/** PaymentLandingPage (spec §2): /esito-pagamento/:result/:oid/:hash, where the payment provider sends the customer back. */
export default function PaymentResultRoute({ params }: Route.ComponentProps) {
  const t = useTranslator();
  const storefront = useStorefront();
  return (
    <PaymentLandingPage
      key={`${params.result}/${params.oid}/${params.hash}`}
      result={params.result}
      oid={recordIdParam(params.oid)}
      hash={params.hash}
      storefront={storefront}
      t={t}
    />
  );
}
