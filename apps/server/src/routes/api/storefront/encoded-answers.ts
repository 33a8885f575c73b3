import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { BROTLI_OPTIONS, COMPRESSED_ENCODINGS, GZIP_OPTIONS } from '../../../plugins/compression.ts';

/** How an answer travels: compressed (as the compression plugin would) or as it is. */
export type AnswerEncoding = (typeof COMPRESSED_ENCODINGS)[number] | 'identity';

const compressors = {
  br: (text: string) => promisify(brotliCompress)(text, BROTLI_OPTIONS),
  gzip: (text: string) => promisify(gzip)(text, GZIP_OPTIONS),
  identity: (text: string) => Promise.resolve(Buffer.from(text)),
} satisfies Record<AnswerEncoding, (text: string) => Promise<Buffer>>;

/** The encoding to send for an Accept-Encoding header (the compression plugin's preference: br, then gzip). */
export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding {
  if (acceptEncoding === undefined || acceptEncoding === '') return 'identity';
  return negotiate(acceptEncoding, [...COMPRESSED_ENCODINGS, 'identity']) ?? 'identity';
}

/**
 * Large answers, encoded, kept for the second of the clock they were made in.
 * A /live answer that carries the storefront (~25 KB compressed from ~90 KB)
 * costs a brotli pass; anyone may ask for one with a stale ?version=, so in
 * any second each kind of answer is built and compressed once, and every
 * other request of that second gets the same bytes (its serverTime at most
 * a second old, well inside the minute the state is valid for).
 */
export class EncodedAnswers {
  private second = Number.NaN;
  private readonly entries = new Map<string, Promise<Buffer>>();

  constructor(private readonly now: () => Date) {}

  /** The answer of kind `key` in `encoding`: from this second's cache, or `build()` encoded now (concurrent requests share one build). */
  get(key: string, encoding: AnswerEncoding, build: () => string): Promise<Buffer> {
    const second = Math.floor(this.now().getTime() / 1000);
    if (second !== this.second) {
      this.entries.clear();
      this.second = second;
    }
    const entryKey = `${encoding} ${key}`;
    let entry = this.entries.get(entryKey);
    if (entry === undefined) {
      entry = compressors[encoding](build());
      this.entries.set(entryKey, entry);
      // A failed encoding is not kept: the next request tries again.
      entry.catch(() => {
        if (this.entries.get(entryKey) === entry) this.entries.delete(entryKey);
      });
    }
    return entry;
  }
}
