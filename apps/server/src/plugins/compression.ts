import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * On-the-fly compression for pages and API answers. Brotli's default quality
 * (11) costs tens of milliseconds per page; 5 is close in size at a fraction
 * of the CPU. Built assets are precompressed at build time and skip this.
 */
async function compression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}

export default fp(compression, { name: 'compression' });
