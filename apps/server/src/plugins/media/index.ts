import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMMUTABLE_CACHE } from '../static-assets.ts';
import { processImage, type ProcessedImage } from './process-image.ts';

export { IMAGE_UPLOAD_LIMIT_BYTES, ImageRefused } from './process-image.ts';

/** Where uploaded photos are served: their names are their content's hash, so they never change. */
export const UPLOADS_PATH = '/media/uploads/';

/** The owner's photos (`app.media`): processed, stored under MEDIA_DIR, served at /media/uploads/. */
export interface MediaStore {
  /** Re-encodes and stores a photo; its WebP's public path and size (throws ImageRefused, storing nothing). */
  store(body: Uint8Array): Promise<{ url: string; width: number; height: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
  }
}

/** Writes each file beside its final name, then renames it there: a reader never sees half a photo. */
async function writeFiles(dir: string, image: ProcessedImage): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const file of image.files) {
    const target = join(dir, `${image.name}.${file.extension}`);
    const partial = `${target}.${process.pid}.part`;
    await writeFile(partial, file.bytes);
    await rename(partial, target);
  }
}

async function mediaPlugin(app: FastifyInstance, { mediaDir }: { mediaDir: string }) {
  await mkdir(mediaDir, { recursive: true });
  app.decorate('media', {
    async store(body) {
      const image = await processImage(body);
      await writeFiles(mediaDir, image);
      return { url: `${UPLOADS_PATH}${image.name}.webp`, width: image.width, height: image.height };
    },
  } satisfies MediaStore);
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: UPLOADS_PATH,
    decorateReply: false,
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    // Only finished photos: never a file still being written.
    allowedPath: (pathName) => /^\/[0-9a-f]{16}\.(webp|avif|jpg)$/.test(pathName),
    cacheControl: false,
    setHeaders(reply) {
      reply.header('Cache-Control', IMMUTABLE_CACHE);
    },
  });
}

export default fp(mediaPlugin, { name: 'media' });
