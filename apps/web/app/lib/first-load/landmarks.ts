/** The id of the navbar's `<header>`, the page's banner landmark; the progress bar is placed in it. */
export const BANNER_ID = 'banner';
