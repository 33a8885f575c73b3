import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageVariantFunction, StorefrontRequestHandler } from '@ordina/web/load-context';

/** What the web build's server entry exports (apps/web/app/request-handler.server.ts). */
export interface PageHandler {
  handleRequest: StorefrontRequestHandler;
  pageVariant: PageVariantFunction;
}

/** Loads the page handler the web build exports. */
export async function loadPageHandler(webBuildDir: string): Promise<PageHandler> {
  const file = join(webBuildDir, 'server/index.js');
  if (!existsSync(file))
    throw new Error(`The web app is not built (${file} is missing): run \`npm run build\``);
  const module = (await import(pathToFileURL(file).href)) as {
    handleRequest?: unknown;
    pageVariant?: unknown;
  };
  if (typeof module.handleRequest !== 'function') throw new Error(`${file} does not export handleRequest`);
  if (typeof module.pageVariant !== 'function')
    throw new Error(`${file} does not export pageVariant: rebuild the web app (\`npm run build\`)`);
  return {
    handleRequest: module.handleRequest as StorefrontRequestHandler,
    pageVariant: module.pageVariant as PageVariantFunction,
  };
}
