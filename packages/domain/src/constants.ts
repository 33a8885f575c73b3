/**
 * Timings and limits of spec §9 that the apps share. Limits that belong to a
 * rule live beside it (validation.ts, text.ts, session.ts, coupons.ts, …).
 */

/** Default flash-message duration. */
export const FLASH_DEFAULT_MS = 3000;
/** How long 'Added to order' stays. */
export const ADDED_TO_ORDER_MS = 1000;
/** Delay before 'Added to the order' shows after saving the options dialog. */
export const ADD_CONFIRMATION_DELAY_MS = 250;
/** Loading-flag delay of the order list. */
export const ORDER_LIST_LOADING_DELAY_MS = 500;
/** How often the time-left warning is checked. */
export const TIME_LEFT_CHECK_MS = 60_000;
/** How often configuration, the best coupon and delivery slots refresh. */
export const REFRESH_INTERVAL_MS = 60_000;
/** Address autocomplete debounce. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;
/** Street / house-number re-lookup debounce. */
export const ADDRESS_RELOOKUP_DEBOUNCE_MS = 500;
/** Coupon-code check debounce. */
export const COUPON_DEBOUNCE_MS = 1000;
/** Delay before the browser leaves for an online payment. */
export const PAYMENT_REDIRECT_DELAY_MS = 300;
/** Map zoom of the delivery-zone map. */
export const MAP_ZOOM = 13;
/** Map height in pixels. */
export const MAP_HEIGHT_PX = 400;
/** Offset when the menu page scrolls to a category. */
export const MENU_SCROLL_OFFSET_PX = 95;
/** Intersection ratio at which the order summary counts as visible. */
export const ORDER_SUMMARY_VISIBLE_RATIO = 0.5;
