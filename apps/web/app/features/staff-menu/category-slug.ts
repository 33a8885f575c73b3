/*
 * A new category's address on the storefront (/categorie/<slug>, spec §2) from its name: the business
 * file's slug is lower-case letters, digits and dashes, unique. An existing category keeps its slug when
 * renamed, so links customers saved keep working.
 */

/** "Pizze & Focacce" → "pizze-focacce"; accents dropped ("Caffè" → "caffe"); unique among `taken`. */
export function categorySlug(name: string, id: number, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || `categoria-${id}`;
  return taken.has(base) ? `${base}-${id}` : base;
}
