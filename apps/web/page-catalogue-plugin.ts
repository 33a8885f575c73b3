import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const I18N_SOURCE = dirname(fileURLToPath(import.meta.resolve('@ordina/i18n')));
const RUNTIME = resolve(dirname(fileURLToPath(import.meta.url)), 'app/lib/page-catalogue.client.ts');
const VIRTUAL_PREFIX = '\0ordina-page-catalogue:';

// The @ordina/i18n modules that hold catalogues, and what replaces each in the browser.
const REPLACEMENTS = new Map<string, { name: string; code: string }>([
  [
    join(I18N_SOURCE, 'catalogues/index.ts'),
    { name: 'index', code: `export { pageCatalogues as catalogues } from ${JSON.stringify(RUNTIME)};` },
  ],
  [
    join(I18N_SOURCE, 'catalogues/en.ts'),
    { name: 'en', code: `export { pageCatalogue as en } from ${JSON.stringify(RUNTIME)};` },
  ],
  [
    // The money pattern the server derived from Intl and shipped (docs/decisions/028): no Intl.NumberFormat in the browser.
    join(I18N_SOURCE, 'money-pattern.ts'),
    {
      name: 'money-pattern',
      code: `export { pageMoneyPatternFor as moneyPatternFor } from ${JSON.stringify(RUNTIME)};`,
    },
  ],
]);

/**
 * Browser build only: @ordina/i18n reads its catalogues from the page's inline
 * messages (app/lib/page-messages.ts) instead of bundling all four languages,
 * which alone would weigh ~22 KB gzipped of first-load JavaScript, and its
 * money pattern from there too instead of building an Intl.NumberFormat. The server
 * build keeps the real catalogues. The build fails if i18n stops importing the
 * modules this replaces, so a restructured package is noticed at once.
 */
export function pageCataloguePlugin(): Plugin {
  const replaced = new Set<string>();
  return {
    name: 'ordina-page-catalogue',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (
        this.environment.config.consumer !== 'client' ||
        importer === undefined ||
        !importer.startsWith(I18N_SOURCE)
      )
        return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const replacement = resolved ? REPLACEMENTS.get(resolved.id) : undefined;
      if (!replacement) return null;
      replaced.add(replacement.name);
      return VIRTUAL_PREFIX + replacement.name;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const name = id.slice(VIRTUAL_PREFIX.length);
      return [...REPLACEMENTS.values()].find((r) => r.name === name)?.code ?? null;
    },
    buildEnd(error) {
      if (this.environment.config.consumer !== 'client' || error) return;
      const missing = [...REPLACEMENTS.values()].filter((r) => !replaced.has(r.name)).map((r) => r.name);
      if (missing.length > 0) {
        this.error(
          `@ordina/i18n no longer imports catalogues/${missing.join(', ')}: update page-catalogue-plugin.ts`,
        );
      }
    },
  };
}
