import { redirect } from 'react-router';
import { languageIsLocale } from '@ordina/domain';
import { localeCookieHeader } from '../lib/locale-cookie.ts';
import { paths, pathIsLocal } from '../lib/paths.ts';
import type { Route } from './+types/language';

/**
 * POST /lingua (locale, redirectTo): stores the language choice in a cookie
 * and goes back to the page it came from, so switching keeps the page.
 * A plain form post: it works without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = form.get('locale');
  const redirectTo = form.get('redirectTo');
  const target = typeof redirectTo === 'string' && pathIsLocal(redirectTo) ? redirectTo : paths.home;
  if (!languageIsLocale(locale) || !context.storefront.languages.includes(locale)) return redirect(target, 303);
  const secure = new URL(request.url).protocol === 'https:';
  return redirect(target, { status: 303, headers: { 'Set-Cookie': localeCookieHeader(locale, secure) } });
}

/** GET /lingua has nothing to show: back to the home page. */
export function loader() {
  return redirect(paths.home);
}
