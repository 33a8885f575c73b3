import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { provideZoneOffsets } from '@ordina/domain';
import { readInitialData } from './lib/initial-data.ts';
import { pageMessagesText } from './lib/page-catalogue.client.ts';
import { StorefrontProvider } from './lib/storefront-context.tsx';

// The storefront comes from the page itself (spec §1: no call), parsed once.
const { storefront, json, version } = readInitialData(document);
// The business clock converts times with the server's offsets table: no Intl time-zone formatter, the browser's
// costliest Intl start-up, while the page loads (docs/decisions/029).
provideZoneOffsets(storefront.zoneOffsets);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StorefrontProvider
        value={{
          storefront,
          storefrontVersion: version,
          initialDataJson: json,
          pageMessagesJson: pageMessagesText,
          nonce: '',
        }}
      >
        <HydratedRouter />
      </StorefrontProvider>
    </StrictMode>,
  );
});

// Error reports (docs/decisions/026): only when the server configured a browser DSN; a small starter
// that keeps the reports, the SDK itself after hydration when the browser is idle (start.client.ts).
const { errorReporting } = storefront;
if (errorReporting)
  void import('./lib/error-reporting/start.client.ts').then((reporting) =>
    reporting.startErrorReporting(errorReporting, storefront.anagraphic),
  );
