import type { Configuration } from '@ordina/contracts';

/*
 * The menu search's switch as the settings page edits it (issue 37 "Search", docs/decisions/071): the
 * business file's parameter MENU_SEARCH, '1' for on. Values of their own, as the settings' other choices
 * (settings-draft.ts): the storefront's shell reads the same parameter (shell/menu-search-entry.ts), and
 * an import of it here would move it out of the storefront's first-load code into a chunk of its own.
 * menu-search-param.test.ts holds the two to each other.
 */

export const MENU_SEARCH_PARAM = 'MENU_SEARCH';

/** Whether the parameters switch the menu search on. */
export function menuSearchParamOn(params: Configuration['params']): boolean {
  return params.some((param) => param.param_name === MENU_SEARCH_PARAM && param.value === '1');
}

/**
 * The parameters with the menu search switched `on` (MENU_SEARCH = '1') or off (no MENU_SEARCH); the same
 * list when it already is, so a save of other settings leaves the parameters as they were.
 */
export function paramsWithMenuSearch(params: Configuration['params'], on: boolean): Configuration['params'] {
  if (menuSearchParamOn(params) === on) return params;
  const others = params.filter((param) => param.param_name !== MENU_SEARCH_PARAM);
  return on ? [...others, { param_name: MENU_SEARCH_PARAM, value: '1' }] : others;
}
