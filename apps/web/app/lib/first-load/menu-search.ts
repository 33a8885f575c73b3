import type { Configuration } from '@ordina/contracts';

/*
 * The menu search's switch and its entry (issue 37 "Search", docs/decisions/071). Only this is part of
 * the first load: the navbar's button asks for the search with a window event, and the page services
 * (loaded after hydration) open it; the search itself loads on demand.
 */

/** The business file's parameter (configuration.params) that switches the menu search on with the value '1'. */
export const MENU_SEARCH_PARAM = 'MENU_SEARCH';

/** The window event the navbar's search button sends. */
export const OPEN_MENU_SEARCH_EVENT = 'ordina:open-search';

/** Whether the business offers the menu search (opt-in: off without the parameter). */
export function menuSearchOn(params: Configuration['params']): boolean {
  return params.some((param) => param.param_name === MENU_SEARCH_PARAM && param.value === '1');
}
