import { flash } from '../lib/first-load/flash.ts';
import { ChangePasswordPage } from '../features/account/change-password-page.tsx';
import { requestLogin } from '../lib/first-load/open-login.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import type { Route } from './+types/change-password';

/** Title: 'Change password - <business>'; the page of a private link is kept out of search engines. */
export const meta: Route.MetaFunction = privatePageMeta('page.change_password');

/** After the change, the login drawer opens on the e-mail and password view (spec §4), saying `notice` inside. */
function openEmailLogin(notice: string) {
  requestLogin('LOGIN_USERPWD', notice);
}

/** CambiaPasswordPage (spec §2): /cambia-password/:codice from the recovery e-mail. */
export default function ChangePasswordRoute({ params }: Route.ComponentProps) {
  const t = useTranslator();
  return <ChangePasswordPage code={params.codice} t={t} flash={flash} openLogin={openEmailLogin} />;
}
