import { translate } from '@ordina/i18n';
import { flash } from '../lib/flash.ts';
import { ChangePasswordPage } from '../features/account/change-password-page.tsx';
import { requestLogin } from '../lib/open-login.ts';
import { pageTitle, rootDataOf } from '../lib/page-title.ts';
import { useTranslator } from '../lib/use-translator.ts';
import type { Route } from './+types/change-password';

/** Title: 'Change password - <business>'; the page of a private link is kept out of search engines. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return root ? [{ title: pageTitle(translate(root.locale, 'page.change_password'), root.businessName) }, { name: 'robots', content: 'noindex' }] : [];
};

/** After the change, the login drawer opens on the e-mail and password view (spec §4). */
function openEmailLogin() {
  requestLogin('LOGIN_USERPWD');
}

/** CambiaPasswordPage (spec §2): /cambia-password/:codice from the recovery e-mail. */
export default function ChangePasswordRoute({ params }: Route.ComponentProps) {
  const t = useTranslator();
  return <ChangePasswordPage code={params.codice} t={t} flash={flash} openLogin={openEmailLogin} />;
}
