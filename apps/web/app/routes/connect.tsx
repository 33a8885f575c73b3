import { data, redirect } from 'react-router';
import type { Route } from './+types/connect';

// The provider of each sign-in path and its address in configuration.routes.
const PROVIDER_ROUTE = { google: 'oauth_google', facebook: 'oauth_facebook' } as const;

/**
 * GET /connect/google and /connect/facebook (spec §2): leave the storefront
 * for the provider's sign-in address from configuration.routes; a business
 * without one (or any other provider) has no such page: 404.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const provider = params.provider;
  const key = Object.hasOwn(PROVIDER_ROUTE, provider)
    ? PROVIDER_ROUTE[provider as keyof typeof PROVIDER_ROUTE]
    : null;
  const target = key === null ? '' : context.storefront.configuration.routes[key];
  // React Router's way to a 404: the root's error boundary renders the not-found page.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (target === '') throw data(null, { status: 404 });
  return redirect(target);
}

// Never shown: the loader always redirects or answers 404 (which the root's
// error boundary renders as the not-found page). Its component is the
// not-found page's, so this route chunk shares the pages' framework chunk
// instead of splitting React Router from it (~300 B on every first load).
export { default } from './not-found.tsx';
