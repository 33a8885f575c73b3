import { data } from 'react-router';
import { translate } from '@ordina/i18n';
import { NotFound } from '../shell/not-found.tsx';
import { pageTitle, rootDataOf } from '../lib/first-load/page-title.ts';
import type { Route } from './+types/not-found';

/** Any path the storefront does not have: the not-found page with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

/** Title: 'Page not found - <business>'. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return root ? [{ title: pageTitle(translate(root.locale, 'page.not_found'), root.businessName) }] : [];
};

/** The 404 page. */
export default function NotFoundRoute() {
  return <NotFound />;
}
