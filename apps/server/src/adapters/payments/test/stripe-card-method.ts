import type { BusinessFileInput } from '@ordina/contracts';

/** Adds to a business file a card method paid through Stripe Checkout (`card_online`), offered for every way of getting the order. */
export function offerStripeCard(file: BusinessFileInput): void {
  file.configuration.payment_methods.push({
    code: 'card_online',
    name: 'Carta online',
    label: 'Carta online',
    description: '',
    online: true,
    gateway: 'stripe',
  });
  for (const method of file.configuration.delivery_method) method.paymentTypes.push({ code: 'card_online' });
}
