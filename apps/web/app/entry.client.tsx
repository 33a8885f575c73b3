import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { readInitialData } from './lib/initial-data.ts';
import { pageMessagesText } from './lib/page-catalogue.client.ts';
import { StorefrontProvider } from './lib/storefront-context.tsx';

// The storefront comes from the page itself (spec §1: no call), parsed once.
const { storefront, json, version } = readInitialData(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StorefrontProvider value={{ storefront, storefrontVersion: version, initialDataJson: json, pageMessagesJson: pageMessagesText, nonce: '' }}>
        <HydratedRouter />
      </StorefrontProvider>
    </StrictMode>,
  );
});
