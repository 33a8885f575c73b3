import type { Allergen, Allergens } from '@ordina/contracts';
import type { MessageKey, Translator } from '@ordina/i18n';

// In the product-list load group (load-groups.ts): the category page's cards and the options dialog share it,
// and as a chunk of its own it cost the page a request and ~100 B of gzip more (bench/first-load.ts).

/** The allergens of a set at one level, in the set's order (the server's: the annex's). */
export function allergensAt(allergens: Allergens | undefined, level: 'contains' | 'traces'): Allergen[] {
  return (Object.keys(allergens ?? {}) as Allergen[]).filter((code) => allergens?.[code] === level);
}

function AllergenNames({ codes, t }: { codes: readonly Allergen[]; t: Translator }) {
  return codes.map((code, index) => (
    <span key={code} className={`al al-${code}`}>
      {t(`allergen.${code}` as MessageKey)}
      {index < codes.length - 1 ? ', ' : ''}
    </span>
  ));
}

/**
 * A compact line of what a product or line contains (docs/decisions/070): "Contains ⌘ Gluten, ⌘ Milk ·
 * May contain traces of ⌘ Soy", each pictogram from the CSS sprite (app.css `.al-*`), the words in text
 * for everyone and for screen readers. Nothing when it contains none.
 */
export function AllergenLine({
  allergens,
  t,
  className = '',
}: {
  allergens: Allergens | undefined;
  t: Translator;
  className?: string;
}) {
  const contains = allergensAt(allergens, 'contains');
  const traces = allergensAt(allergens, 'traces');
  if (contains.length + traces.length === 0) return null;
  return (
    <p className={`text-xs text-stone-600 ${className}`}>
      <span className="sr-only">{t('allergens.line')}: </span>
      {contains.length > 0 && (
        <span>
          {t('allergens.contains')} <AllergenNames codes={contains} t={t} />
          {traces.length > 0 ? '. ' : ''}
        </span>
      )}
      {traces.length > 0 && (
        <span className="al-tr">
          {t('allergens.traces')} <AllergenNames codes={traces} t={t} />
        </span>
      )}
    </p>
  );
}
