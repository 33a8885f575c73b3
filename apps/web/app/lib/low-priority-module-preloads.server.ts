import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * A stream transform for the rendered document that marks every
 * `<link rel="modulepreload">` (React Router's <Scripts/> renders them and
 * accepts no fetch priority) `fetchpriority="low"`. The browser then fetches
 * the stylesheet, the fonts and the largest image before ~120 KB of
 * JavaScript that only hydrates a page already painted from server HTML.
 * See docs/decisions/003-module-preloads-low-priority.md.
 */
export function lowPriorityModulePreloads(): Transform {
  // The end of the previous chunk that could be the start of a split tag.
  let carry = '';
  // Decodes across chunks, so a character split between two chunks stays whole.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      const marked = text.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
      const keep = partialTagLength(marked);
      carry = marked.slice(marked.length - keep);
      callback(null, marked.slice(0, marked.length - keep));
    },
    flush(callback) {
      callback(null, carry + decoder.end());
    },
  });
}

/** How many trailing characters of `text` are a proper prefix of the modulepreload tag (0 when none). */
function partialTagLength(text: string): number {
  for (let length = Math.min(MODULE_PRELOAD.length - 1, text.length); length > 0; length -= 1) {
    if (MODULE_PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
