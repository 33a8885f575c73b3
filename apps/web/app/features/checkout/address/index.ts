// The checkout's address component (spec §2 "Address component"): what the checkout form uses.
export type { AddressZone, CheckoutAddressValue } from './address-value.ts';
export { addressFieldRule, emptyCheckoutAddress, initialCheckoutAddress } from './address-value.ts';
export { AddressField } from './address-field.tsx';
