import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The encodings answers are compressed with, preferred first. */
export const COMPRESSED_ENCODINGS = ['br', 'gzip'] as const;
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
export const GZIP_OPTIONS = { level: 5 };

/**
 * On-the-fly compression for pages and API answers. Brotli's default quality
 * (11) costs tens of milliseconds per page; 4 is within 5% of its size at a fraction
 * of the CPU. Built assets are precompressed at build time and skip this.
 */
async function compression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: [...COMPRESSED_ENCODINGS],
    threshold: 1024,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}

export default fp(compression, { name: 'compression' });
