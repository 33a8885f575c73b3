import type { Configuration } from '@ordina/contracts';

/*
 * The menu search's switch and its button (issue 37 "Search", docs/decisions/071): all of it that is part
 * of the first load. The button carries no handler of its own: the page services, loaded after hydration,
 * answer its presses (as they do the navbar's language menu; after-hydration/menu-search-service.tsx),
 * and the search itself loads on demand. Kept in the shell, beside the navbar: an export of the
 * first-load chunk would rename the imports of every page's code that reads that chunk.
 */

/** The business file's parameter (configuration.params) that switches the menu search on with the value '1'. */
export const MENU_SEARCH_PARAM = 'MENU_SEARCH';

/** Whether the business offers the menu search (opt-in: off without the parameter). */
export function menuSearchOn(params: Configuration['params']): boolean {
  return params.some((param) => param.param_name === MENU_SEARCH_PARAM && param.value === '1');
}
