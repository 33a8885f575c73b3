/**
 * The ALTCHA solver's Web Worker entry: altcha-lib's own worker (it answers
 * `{ type: 'work', payload }` with the solution or null, and stops on
 * `{ type: 'abort' }`). A file of ours so Vite bundles it as a same-origin
 * worker chunk, which the server's CSP (`worker-src 'self'`) allows.
 */
import 'altcha-lib/v1/worker';
