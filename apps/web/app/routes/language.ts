import { redirect } from 'react-router';
import { languageIsLocale } from '@ordina/domain';
import { localeCookieHeader } from '../lib/locale-cookie.ts';
import { formRefused, readForm } from '../lib/form-body.ts';
import { localPath, paths } from '../lib/first-load/paths.ts';
import type { Route } from './+types/language';

/**
 * POST /lingua (locale, redirectTo): stores the language choice in a cookie
 * and goes back to the page it came from, so switching keeps the page.
 * A plain form post: it works without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (form === null) return formRefused();
  const locale = form.get('locale');
  const redirectTo = form.get('redirectTo');
  const url = new URL(request.url);
  // Only a path of this site, judged as the browser will resolve it; anything else goes home.
  const target = (typeof redirectTo === 'string' ? localPath(redirectTo, url.origin) : null) ?? paths.home;
  if (!languageIsLocale(locale) || !context.storefront.languages.includes(locale))
    return redirect(target, 303);
  return redirect(target, {
    status: 303,
    headers: { 'Set-Cookie': localeCookieHeader(locale, url.protocol === 'https:') },
  });
}

/** GET /lingua has nothing to show: back to the home page. */
export function loader() {
  return redirect(paths.home);
}
