// Rules the cart needs only once the page is interactive, loaded on demand
// (see use-deferred-rules.ts): restoring validates the saved cart with zod,
// pricing and order acceptance read the business's clock (@date-fns/tz), and
// building and changing lines pulls in the option rules. The server render
// shows an empty cart and no clock-dependent state, so the home and category
// pages need none of this in their first load.
export {
  acceptanceState,
  cartDecrement,
  cartEntryBuild,
  cartIncrement,
  cartRemove,
  cartRestore,
  cartSave,
  orderPricing,
} from '@ordina/domain';
