// Kept apart from use-analytics.ts: the shell reads these names on every page to
// decide whether the consent code loads at all, and must not pull in the rest.

/** The configuration parameter that holds the GA4 measurement id. */
export const GA4_MEASUREMENT_ID_PARAM = 'GA4_MEASUREMENT_ID';

/** The configuration parameter that holds the Meta pixel id. */
export const META_PIXEL_ID_PARAM = 'META_PIXEL_ID';
