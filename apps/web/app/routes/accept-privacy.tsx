import { flash } from '../lib/first-load/flash.ts';
import { AccountGuard } from '../features/account/account-guard.tsx';
import { AcceptPrivacyPage } from '../features/account/accept-privacy-page.tsx';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { privacyPolicyUrl } from '../lib/first-load/privacy-policy.ts';
import { useStorefront } from '../lib/storefront-context.tsx';
import { useLocale } from '../lib/first-load/use-locale.ts';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import type { Route } from './+types/accept-privacy';

/** Title: 'Accept privacy policy - <business>'. */
export const meta: Route.MetaFunction = privatePageMeta('page.accept_privacy');

/** AccettaPrivacyPolicy (spec §2, access: logged-in users; the guard sends users who accepted back). */
export default function AcceptPrivacyRoute() {
  const t = useTranslator();
  const locale = useLocale();
  const policyUrl = privacyPolicyUrl(useStorefront().configuration.routes.privacy_policy, locale);
  return (
    <AccountGuard t={t}>
      {(user) => <AcceptPrivacyPage user={user} policyUrl={policyUrl} t={t} flash={flash} />}
    </AccountGuard>
  );
}
