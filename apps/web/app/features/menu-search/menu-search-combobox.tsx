import { useEffect, useId, useMemo, useState } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import type { Translator } from '@ordina/i18n';
import { markedParts, searchIndex, searchMenu } from './search-index.ts';
import type { IndexedText, SearchHit, SearchIndex, TextPart } from './search-index.ts';
import type { MenuSearchItem } from './menu-search-items.ts';

/**
 * How many results the list shows: more than a phone shows above its keyboard, few enough that a keystroke's
 * results are in the page within a frame on a CPU 4× slower (`npm run bench:search`, docs/decisions/071).
 */
export const RESULTS_SHOWN = 10;
/** How long typing must pause before the status region says the count (one announcement, not one per key). */
export const STATUS_DELAY_MS = 500;
/** Characters of a description shown either side of the word found there. */
const DESCRIPTION_AROUND = 40;

/**
 * The menu search as the WAI-ARIA APG combobox pattern ("list autocomplete with manual selection"): the
 * focus stays in the input (role combobox, aria-expanded while results show, aria-controls the listbox,
 * aria-activedescendant the option moved to); Arrow Down/Up move through the results and wrap, Enter
 * opens the one moved to (the first when none is), Escape clears the search (a second Escape closes the
 * dialog around it); a pointer picks with a tap. The results follow every key; a polite status region
 * says how many once typing pauses.
 */
export function MenuSearchCombobox({
  items,
  onPick,
  t,
  inputRef,
  beside = null,
  whileEmpty = null,
}: {
  /** The catalogue's products as the page shows them, in its order. */
  items: readonly MenuSearchItem[];
  onPick: (item: MenuSearchItem) => void;
  t: Translator;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Shown beside the input (the dialog's close button). */
  beside?: ReactNode;
  /** Shown under the hint while nothing is typed (the dialog's category links). */
  whileEmpty?: ReactNode;
}) {
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const index = useMemo(() => searchIndex(items), [items]);
  const hits = useMemo(() => searchMenu(index, query), [index, query]);
  const shown = hits.length > RESULTS_SHOWN ? hits.slice(0, RESULTS_SHOWN) : hits;
  const expanded = shown.length > 0;
  const status = useSettledStatus(index, query, t);

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${id}-result-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, active]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = shown.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return;
      event.preventDefault();
      if (event.key === 'ArrowDown') setActive(active >= last ? 0 : active + 1);
      else setActive(active <= 0 ? last : active - 1);
    } else if (event.key === 'Enter') {
      const hit = shown[active >= 0 ? active : 0];
      if (!hit) return;
      event.preventDefault();
      onPick(hit.item);
    } else if (event.key === 'Escape' && query !== '') {
      // The first Escape clears the search; the dialog's own Escape is the next one.
      event.preventDefault();
      event.stopPropagation();
      setQuery('');
      setActive(-1);
    }
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex shrink-0 items-center gap-2 border-b border-stone-100 p-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('search.label')}
        </label>
        <div className="relative min-w-0 flex-1">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 fill-none stroke-stone-500 stroke-2"
          >
            <path strokeLinecap="round" d="M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14Zm5-2 4 4" />
          </svg>
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="text"
            role="combobox"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={query}
            placeholder={t('search.label')}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={active >= 0 && active < shown.length ? optionId(active) : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            className="focus:border-primary focus:ring-primary w-full rounded-full border border-stone-300 bg-white py-2.5 pr-3 pl-10 text-base text-stone-900 focus:ring-1 focus:outline-none"
          />
        </div>
        {beside}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 py-3">
        <p id={`${id}-hint`} hidden={query.trim() !== ''} className="px-2 text-sm text-stone-600">
          {t('search.hint')}
        </p>
        {query.trim() === '' && whileEmpty}
        <p role="status" className="px-2 text-sm text-stone-600 empty:hidden">
          {status}
        </p>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.results')}
          hidden={!expanded}
          className="mt-2 grid gap-1"
        >
          {shown.map((hit, index) => (
            <li
              key={hit.item.product.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // The input keeps the focus while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(hit.item)}
              className={`cursor-pointer rounded-xl px-3 py-2.5 ${index === active ? 'bg-stone-200' : 'hover:bg-stone-100'}`}
            >
              <ResultText hit={hit} t={t} />
            </li>
          ))}
        </ul>
        {hits.length > shown.length && (
          <p className="mt-2 px-2 text-sm text-stone-600">
            {t('search.first_shown', { shown: shown.length })}
          </p>
        )}
      </div>
    </div>
  );
}

/** A result: the name with the letters found marked, its category, price or sold out, and where else the words were found. */
function ResultText({ hit, t }: { hit: SearchHit<MenuSearchItem>; t: Translator }) {
  const { item, matches, texts } = hit;
  const ingredients = texts.filter((text) => text.field === 'ingredient');
  const foundIn = (field: IndexedText['field']) => matches.some((match) => match.text.field === field);
  const description = texts.find((text) => text.field === 'description');
  const name = texts[0];
  const details = [item.categoryName];
  if (item.soldOut) details.push(t('category.sold_out'));
  else if (item.price !== null) details.push(t.money(item.price));
  return (
    <>
      <span className="block font-semibold text-stone-900">
        {name ? <Marked parts={markedParts(name, matches)} /> : item.name}
      </span>
      <span className="block text-sm text-stone-600">{details.join(' · ')}</span>
      {foundIn('ingredient') && (
        <span className="block text-sm text-stone-700">
          {t('search.ingredients')}:{' '}
          {ingredients.map((ingredient, index) => (
            <span key={index}>
              {index > 0 && ', '}
              <Marked parts={markedParts(ingredient, matches)} />
            </span>
          ))}
        </span>
      )}
      {description && foundIn('description') && (
        <span className="block text-sm text-stone-700">
          <Marked parts={markedParts(description, matches, DESCRIPTION_AROUND)} />
        </span>
      )}
    </>
  );
}

function Marked({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) =>
    part.marked ? (
      <mark key={index} className="rounded-sm bg-amber-200 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/**
 * What the status region says: the count (or "nothing found") of the query once typing has paused
 * STATUS_DELAY_MS, nothing while the search is empty. A screen reader hears one count, not one per key.
 */
function useSettledStatus(index: SearchIndex<MenuSearchItem>, query: string, t: Translator): string {
  const [settled, setSettled] = useState('');
  const typed = query.trim();
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), typed === '' ? 0 : STATUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const count = useMemo(() => searchMenu(index, settled).length, [index, settled]);
  if (typed === '' || settled === '') return '';
  return count === 0 ? t('search.none', { query: settled }) : t.count('search.count', count);
}
