import { flash } from '../lib/first-load/flash.ts';
import { AccountGuard } from '../features/account/account-guard.tsx';
import { AccountPage } from '../features/account/account-page.tsx';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import type { Route } from './+types/user-account';

/** Title: 'My account - <business>'. */
export const meta: Route.MetaFunction = privatePageMeta('page.account');

/** UserAccount (spec §2, access: logged-in users). */
export default function UserAccountRoute() {
  const t = useTranslator();
  return <AccountGuard t={t}>{(user) => <AccountPage user={user} t={t} flash={flash} />}</AccountGuard>;
}
