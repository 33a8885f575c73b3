import { data, redirect } from 'react-router';
import type { Route } from './+types/connect-facebook';

/**
 * GET /connect/facebook (spec §2): leaves the storefront for the Facebook sign-in
 * address of configuration.routes.oauth_facebook; a business without one has no
 * such page (404).
 */
export function loader({ context }: Route.LoaderArgs) {
  const target = context.storefront.configuration.routes.oauth_facebook;
  // React Router's way to a 404: the root renders the not-found page.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (target === '') throw data(null, { status: 404 });
  return redirect(target);
}
