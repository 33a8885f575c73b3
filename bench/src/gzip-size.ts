import { gzipSync } from 'node:zlib';

/** Size in bytes of `content` gzipped at level 9 (what a well-configured server or CDN sends). */
export function gzipSize(content: Uint8Array | string): number {
  return gzipSync(content, { level: 9 }).length;
}
