import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Cache policy of built files whose names carry a content hash: they never change. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Cache policy of other public files (logo, media): short, then revalidated by ETag. */
export const SHORT_CACHE = 'public, max-age=600';

/** Serves the web build's client folder: hashed /assets/* forever, other files briefly. */
async function staticAssets(app: FastifyInstance, { webBuildDir }: { webBuildDir: string }) {
  const root = join(webBuildDir, 'client');
  if (!existsSync(root))
    throw new Error(`The web app is not built (${root} is missing): run \`npm run build\``);
  await app.register(fastifyStatic, {
    root,
    // One route per file found at start-up, so every other path reaches the pages.
    wildcard: false,
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    // Source maps are never public (docs/decisions/026): they reveal the sources; even one left
    // in the folder by hand is not served.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('Cache-Control', path.startsWith(join(root, 'assets')) ? IMMUTABLE_CACHE : SHORT_CACHE);
    },
  });
}

export default fp(staticAssets, { name: 'static-assets' });
