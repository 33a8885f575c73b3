import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StorefrontRequestHandler } from '@ordina/web/load-context';

/** Loads the page handler the web build exports (apps/web/app/request-handler.server.ts). */
export async function loadPageHandler(webBuildDir: string): Promise<StorefrontRequestHandler> {
  const file = join(webBuildDir, 'server/index.js');
  if (!existsSync(file)) throw new Error(`The web app is not built (${file} is missing): run \`npm run build\``);
  const module = (await import(pathToFileURL(file).href)) as { handleRequest?: unknown };
  if (typeof module.handleRequest !== 'function') throw new Error(`${file} does not export handleRequest`);
  return module.handleRequest as StorefrontRequestHandler;
}
