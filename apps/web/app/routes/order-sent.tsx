import { ReorderButton } from '../features/cart/reorder-button.tsx';
import { OrderSentPage } from '../features/order-pages/order-sent-page.tsx';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { useStorefront } from '../lib/storefront-context.tsx';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import { recordIdParam } from './record-id-param.ts';
import type { Route } from './+types/order-sent';

/** Title: 'Order sent - <business>'; a private link, kept out of search engines. */
export const meta: Route.MetaFunction = privatePageMeta('page.order_sent');

/** OrderSended (spec §2): /ordine/inviato/:oid/:hash. Keyed by the address, so another order starts afresh. */
export default function OrderSentRoute({ params }: Route.ComponentProps) {
  const t = useTranslator();
  const storefront = useStorefront();
  return (
    <OrderSentPage
      key={`${params.oid}/${params.hash}`}
      oid={recordIdParam(params.oid)}
      hash={params.hash}
      storefront={storefront}
      t={t}
      orderActions={(order) => <ReorderButton order={order} t={t} />}
    />
  );
}
