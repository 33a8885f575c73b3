import type { RootLoaderData } from './use-locale.ts';

/** The document title of spec §2: the page name followed by the business name. */
export function pageTitle(pageName: string, businessName: string): string {
  return businessName ? `${pageName} - ${businessName}` : pageName;
}

/** The root loader's data as a route's `meta` function sees it in `matches` (absent when the root failed). */
export function rootDataOf(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): RootLoaderData | undefined {
  return matches.find((match) => match?.id === 'root')?.data as RootLoaderData | undefined;
}
