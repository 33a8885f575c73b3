import { readFileSync } from 'node:fs';
import { businessFileSchema, type Category, type Locale } from '@ordina/contracts';

/**
 * The demo restaurant the server seeds into a fresh database, read from the
 * same file so journeys never hard-code its names.
 */
const demoFile = new URL('../../packages/db/demo/lido-azzurro.json', import.meta.url);

/** The parsed demo business file (validated with the shared schema). */
export const demoBusiness = businessFileSchema.parse(JSON.parse(readFileSync(demoFile, 'utf8')));

/** The categories in the order the storefront lists them. */
export const demoCategories: Category[] = [...demoBusiness.categories].sort(
  (a, b) => a.position - b.position,
);

/** An entity's name in `locale`: its translation when there is one, else its base (Italian) name. */
export function nameIn(
  entity: { name: string; languages: Partial<Record<Locale, { name?: string }>> },
  locale: Locale,
): string {
  return entity.languages[locale]?.name ?? entity.name;
}
