import { PassThrough, Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import type { Locale } from '@ordina/contracts';
import { languageChoose } from '@ordina/domain';
import { serializeInitialData } from './lib/initial-data.ts';
import { lowPriorityModulePreloads } from './lib/low-priority-module-preloads.server.ts';
import { StorefrontProvider } from './lib/storefront-context.tsx';
import type { RootLoaderData } from './lib/first-load/use-locale.ts';

/** How long a streamed render may wait for pending data before React gives up on it. */
export const streamTimeout = 5_000;

/**
 * Loader, action and render failures go to the server's log, not to the console; a client that left is no failure.
 * Nor is a client's mistake React Router answers itself (404 no such page, 405 a POST to a page without a form):
 * it is logged as a refusal (info, not reported), as the API logs its 4xx (issue 31 item 13).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // React Router types this argument loosely; it is our load context.
  const loadContext = context as AppLoadContext;
  if (isRouteErrorResponse(error) && error.status < 500)
    loadContext.logRefusal(error.status, String(error.data));
  else loadContext.logError(error, 'page request failed');
};

/** The language the root loader chose for this page; the configured default when it did not run (an early error). */
function pageLocale(routerContext: EntryContext, loadContext: AppLoadContext): Locale {
  const root = routerContext.staticHandlerContext.loaderData.root as RootLoaderData | undefined;
  return root?.locale ?? languageChoose({ configured: loadContext.storefront.configuration.languages });
}

/** Renders the document: the storefront goes into React context (once into the page), never into loader data. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  const { nonce, storefrontVersion } = loadContext;
  // The page inlines its own language's cut of the storefront (a quarter of
  // the whole with four languages) and renders from that same object, so the
  // browser hydrates exactly what the server rendered.
  const storefront = loadContext.storefrontForLocale(pageLocale(routerContext, loadContext));
  const context = {
    storefront,
    storefrontVersion,
    nonce,
    initialDataJson: serializeInitialData(storefront),
    pageMessagesJson: null,
  };

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <StorefrontProvider value={context}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StorefrontProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        // Every client gets the whole document at once (docs/decisions/032). Our loaders answer from memory,
        // so 'all ready' comes microseconds after 'shell ready'; answering at the shell split every page: React
        // Router's data scripts streamed into hidden segments that React's inline runtime reveals in an
        // animation frame, throttled up to 300 ms, and hydrates in later passes (never, in a hidden tab).
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              timeout = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // The module preloads go out low priority (lowPriorityModulePreloads).
          const document = body.pipe(lowPriorityModulePreloads());
          pipe(body);
          resolve(
            new Response(Readable.toWeb(document) as unknown as ReadableStream<Uint8Array>, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by the server;
          // later ones would otherwise vanish inside the stream.
          if (shellRendered) loadContext.logError(error, 'streamed render failed');
        },
      },
    );
  });
}
