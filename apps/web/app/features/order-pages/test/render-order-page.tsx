import type { ReactNode } from 'react';
import type { Storefront } from '@ordina/contracts';
import { renderPage } from '../../../test/render-page.tsx';
import { storefront as baseStorefront } from '../../../test/storefront-fixture.ts';

/** The test storefront with the business's phone numbers set (the payment landing shows them). */
export function storefrontWithPhones(phone = '+39 0541 372418', mobilePhone = '+39 333 1234567'): Storefront {
  const base = baseStorefront();
  return { ...base, anagraphic: { ...base.anagraphic, phone, mobilePhone } };
}

/** Renders an order page in English inside a router, as its route would (`strict`: under React's StrictMode, as in the browser). */
export function renderOrderPage(ui: ReactNode, { storefront = storefrontWithPhones(), strict = false }: { storefront?: Storefront; strict?: boolean } = {}) {
  return renderPage(ui, { storefront, locale: 'en', strict });
}
