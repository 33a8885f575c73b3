import { AccountGuard } from '../features/account/account-guard.tsx';
import { OrdersPage } from '../features/account/orders-page.tsx';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { useStorefront } from '../lib/storefront-context.tsx';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import type { Route } from './+types/user-orders';

/** Title: 'My orders - <business>'. */
export const meta: Route.MetaFunction = privatePageMeta('page.orders');

/** UserOrders (spec §2, access: logged-in users). */
export default function UserOrdersRoute() {
  const t = useTranslator();
  const timeZone = useStorefront().configuration.time_zone;
  return <AccountGuard t={t}>{(user) => <OrdersPage user={user} t={t} timeZone={timeZone} />}</AccountGuard>;
}
