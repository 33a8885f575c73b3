import { OrderToVerifyPage } from '../features/order-pages/order-to-verify-page.tsx';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import { recordIdParam } from './record-id-param.ts';
import type { Route } from './+types/order-to-verify';

/** Title: 'Order awaiting confirmation - <business>'; a private link, kept out of search engines. */
export const meta: Route.MetaFunction = privatePageMeta('page.order_to_verify');

/** OrderToVerify (spec §2): /ordine/in-attesa-di-convalida/:otid/:hash/:type (otid numeric). */
export default function OrderToVerifyRoute({ params }: Route.ComponentProps) {
  const t = useTranslator();
  return (
    <OrderToVerifyPage
      key={`${params.otid}/${params.hash}`}
      otid={recordIdParam(params.otid)}
      hash={params.hash}
      type={params.type}
      t={t}
    />
  );
}
