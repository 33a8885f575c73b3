// Rules the cart needs only once the page is interactive, loaded on demand
// (see use-deferred-rules.ts): restoring validates the saved cart with zod,
// and pricing and order acceptance read the business's clock (@date-fns/tz).
// The server render shows an empty cart and no clock-dependent state, so the
// home and category pages need none of this in their first load.
export { acceptanceState, cartRestore, orderPricing } from '@ordina/domain';
