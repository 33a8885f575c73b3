import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { awaitErrorSink } from './lib/error-reporting/report.ts';
import { readInitialData } from './lib/initial-data.ts';
import { whenIdle } from './lib/lazy-module.ts';
import { pageMessagesText } from './lib/page-catalogue.client.ts';
import { StorefrontProvider } from './lib/storefront-context.tsx';

// The storefront comes from the page itself (spec §1: no call), parsed once.
const { storefront, json, version, errorReporting } = readInitialData(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StorefrontProvider value={{ storefront, storefrontVersion: version, initialDataJson: json, pageMessagesJson: pageMessagesText, nonce: '', errorReporting }}>
        <HydratedRouter />
      </StorefrontProvider>
    </StrictMode>,
  );
});

// Error reports (docs/decisions/026): the SDK only when the server configured a browser DSN, and off
// the first load's path (after hydration, when the browser is idle); reports made before it wait for it.
if (errorReporting) {
  awaitErrorSink();
  whenIdle(() => void import('./lib/error-reporting/browser-sdk.client.ts').then((sdk) => sdk.startBrowserErrorReporting(errorReporting, storefront.anagraphic)));
}
