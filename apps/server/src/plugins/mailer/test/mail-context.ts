import type { Storefront } from '@ordina/contracts';
import { testStorefront } from '@ordina/contracts/test/test-storefront';
import type { OrderMailContext } from '../order-mails.ts';

/** What the order messages' tests write with: Lido Azzurro in Rimini, in Italian, English, French and German, paid with `paymentMethods`; links to https://lido.example. */
export function mailTestContext(
  paymentMethods: Storefront['configuration']['payment_methods'],
): OrderMailContext {
  const storefront = testStorefront(
    {
      languages: [
        { locale: 'it', default: true },
        { locale: 'en', default: false },
        { locale: 'fr', default: false },
        { locale: 'de', default: false },
      ],
      payment_methods: paymentMethods,
    },
    {},
    {
      languages: ['it', 'en', 'fr', 'de'],
      anagraphic: {
        name: 'Lido Azzurro',
        address: 'Lungomare Augusto Murri 72',
        zipCode: '47924',
        city: 'Rimini',
      },
    },
  );
  return { storefront, linkBase: 'https://lido.example' };
}
