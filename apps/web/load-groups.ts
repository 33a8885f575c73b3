/*
 * When the web app's code loads is written in its folder tree: a web file in a folder named after one of
 * these groups (anywhere under apps/web/app, e.g. `shell/after-hydration/`, `features/cart/cart-summary/`)
 * is bundled into that group's one chunk. vite.config.ts builds its chunk groups from this list and names
 * no source file; the build fails when a group's folders are empty or one of their files ends up outside
 * the group's chunk (load-group-check.ts). A file in no such folder is split by Rolldown's automatic rules
 * (with the route that imports it, or a chunk of its own when two routes share it).
 *
 * Why one chunk per group: each part below would otherwise be a dozen chunks of 0.2-2.5 KB gzip, fetched
 * as a chain of imports, each costing a request, a gzip stream and a task (decisions 021, 039, 040; the
 * measured figures are in bench/README.md).
 */

/** One load group: its folder name (also the chunk group's name), what loads it, and its priority. */
export interface LoadGroup {
  /** The group's name: Rolldown's group, and the folder name that puts a web file in it when `folder`. */
  readonly name: string;
  /** Whether folders of this name hold the group's web files (absent: package modules only, as 'catalog'). */
  readonly folder?: boolean;
  /** When the group's chunk loads, for the reader. */
  readonly loads: string;
  /**
   * A group takes in its members' imports that no group claimed first; a higher priority claims first
   * (Rolldown's rule). Groups whose members are imported by others' members must come first, or the
   * other group would take them in (decision 040).
   */
  readonly priority?: number;
  /** Modules of the packages (domain, contracts, i18n, npm) that belong with this group (see below). */
  readonly packageModules?: RegExp;
}

// The packages' modules (domain, contracts, i18n) are named here: they are not the web app's to sort into
// its folders, and they cannot follow their importers, because every web file imports a package through its
// index, so the module graph ties every package module to every group. Without these lists `/` loads
// 135,770 B instead of 123,971 (bench/first-load.ts, same run; docs/decisions/049).

export const LOAD_GROUPS: readonly LoadGroup[] = [
  {
    name: 'first-load',
    folder: true,
    // Paths, landmarks, page titles, message keys, the translator and money format, the snackbar, the API
    // activity count, lazy-module and its offline retry, the session reader: each a chunk of a few hundred
    // bytes otherwise. Measured (bench/first-load.ts): / 124,412 → 123,269 B, /categorie/pizze 124,207 →
    // 122,908 B gzip with the product list group.
    loads: 'with every page, in the chunk with React and React Router (the small modules all pages use)',
    priority: 2,
    packageModules:
      /(packages[\\/]domain[\\/]src[\\/](message|constants|language|zone-offsets)\.ts|packages[\\/]i18n[\\/]src[\\/](translate|translator|money|dates|errors|intl-locale|labels|languages)\.ts|react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)|preload-helper(\.js)?)$/,
  },
  {
    name: 'product-list',
    folder: true,
    // The catalogue rules stay out: the menu needs them without the rest (the 'catalog' group).
    loads: "with the category page's add buttons (shared with the options dialog and the checkout)",
    packageModules: /packages[\\/]domain[\\/]src[\\/]text\.ts$/,
  },
  {
    name: 'lazy-parts',
    folder: true,
    loads: "with the home page's parts loaded on demand (also the checkout's)",
  },
  {
    name: 'cart-summary-box',
    folder: true,
    // Kept out of the cart summary's group, which takes in its members' imports: with these it would become
    // first-load JS (+10 KB gzip on `/`). With the first-load group at a lower priority, Rolldown put them
    // beside React, +1.9 KB on /menu and /contatti (decisions 039, 040).
    loads: "with the pages that show the cart's box: the box, 'Proceed' and the order blockers",
    priority: 1,
    packageModules: /packages[\\/]domain[\\/]src[\\/]blockers\.ts$/,
  },
  {
    name: 'cart-summary',
    folder: true,
    // As a dozen chunks of 0.2-2.5 KB they came as a chain of imports, and the summary's preload list
    // inserted 11 links in one task (13-34 ms of main thread under Lighthouse; decision 039).
    // The delivery zones' figures too (shipping-zones.ts, zone-figures.tsx: the home's address check and costs
    // dialogs and the checkout): as two chunks of ~1 KB of their own `/` asked for 28 scripts (lazy-code.spec.ts).
    loads:
      "after hydration, with the cart summary: the cart store and the rules of options, cart, shipping and the zones' figures, coupons, timetables",
    packageModules:
      /(packages[\\/]domain[\\/]src[\\/](cart-restore|order-prices|options|cart|shipping|shipping-zones|coupons|timetables|clock|zone-offset-lookup)\.ts|packages[\\/]contracts[\\/]src[\\/]business\.ts|@date-fns[\\/]tz[\\/].*)$/,
  },
  {
    name: 'after-hydration-shared',
    folder: true,
    // Kept out of the after-hydration group, which takes in its members' imports and would otherwise become
    // part of these pages' first load; one chunk instead of seven there.
    loads:
      'after hydration, and in the first load of the checkout and the account pages (the API client, the session store)',
    priority: 1,
    packageModules: /packages[\\/]contracts[\\/]src[\\/](errors|endpoints[\\/]endpoint)\.ts$/,
  },
  {
    name: 'after-hydration',
    folder: true,
    // As eight files of 0.3-2.5 KB gzip, two waves of imports, each arriving apart with a task and a render
    // of its own (decision 040).
    loads: 'right after hydration on every page: the page services, the live storefront, the dialog history',
    packageModules: /packages[\\/]domain[\\/]src[\\/](live-state|session)\.ts$/,
  },
  {
    name: 'catalog',
    loads:
      'with the menu and the cart summary: kept apart from the cart summary, which would otherwise take it in, and the menu with it',
    priority: 1,
    packageModules: /packages[\\/]domain[\\/]src[\\/]catalog\.ts$/,
  },
];

/** Whether a module id is a web file in one of `group`'s folders or one of its package modules. */
export function inLoadGroup(id: string, group: LoadGroup): boolean {
  const inFolder =
    group.folder === true &&
    new RegExp(String.raw`apps[\\/]web[\\/]app[\\/](.+[\\/])?${group.name}[\\/]`).test(id) &&
    !/\.test\.tsx?$/.test(id);
  return inFolder || (group.packageModules?.test(id) ?? false);
}
