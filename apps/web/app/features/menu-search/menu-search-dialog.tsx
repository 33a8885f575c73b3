import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { Translator } from '@ordina/i18n';
import { DialogCloseButton } from '../../lib/after-hydration-shared/dialog-close-button.tsx';
import { useModalDialog } from '../../lib/after-hydration-shared/use-modal-dialog.ts';
import { MenuSearchCombobox } from './menu-search-combobox.tsx';
import type { MenuSearchItem } from './menu-search-items.ts';

/**
 * The menu search (issue 37 "Search", docs/decisions/071): a native modal <dialog>, the whole screen on a
 * phone and a panel of one height under the navbar on a wider one (it does not jump as results change),
 * opened by the navbar's button at every request. It stays mounted (closed until the first request), so a
 * second search starts from the last one (its text selected). Picking a result closes it (focus goes back to the button) and hands the product to
 * `onPick`. While nothing is typed it offers the catalogue's categories as links: being links, they also
 * tell the router of the pages the results lead to while the dialog is still closed (decision 071).
 */
export function MenuSearchDialog({
  openRequest,
  items,
  categories,
  onPick,
  t,
}: {
  /** Increases with every press of the navbar's search button; 0: mounted closed. */
  openRequest: number;
  items: readonly MenuSearchItem[];
  /** The catalogue's categories: a name and where it is. */
  categories: readonly { readonly name: string; readonly to: string }[];
  onPick: (item: MenuSearchItem) => void;
  t: Translator;
}) {
  const { show, close, dialogProps } = useModalDialog();
  const input = useRef<HTMLInputElement>(null);
  const categoriesId = useId();
  useEffect(() => {
    if (openRequest === 0) return;
    show();
    // The dialog focuses its first control, the input, itself; said here too, with the last search selected.
    input.current?.focus();
    input.current?.select();
  }, [openRequest, show]);
  return (
    <dialog
      aria-label={t('search.open')}
      {...dialogProps}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-stone-900 shadow-xl backdrop:bg-black/50 sm:mx-auto sm:mt-16 sm:h-[min(40rem,calc(100dvh-6rem))] sm:w-[calc(100%-2rem)] sm:max-w-xl sm:rounded-2xl"
    >
      <div className="flex h-full flex-col">
        <MenuSearchCombobox
          items={items}
          t={t}
          inputRef={input}
          onPick={(item) => {
            close();
            onPick(item);
          }}
          beside={<DialogCloseButton label={t('common.close')} onClick={close} />}
          whileEmpty={
            categories.length > 0 && (
              <section aria-labelledby={categoriesId} className="mt-4 px-2">
                <h2 id={categoriesId} className="text-sm font-semibold text-stone-900">
                  {t('nav.categories')}
                </h2>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {categories.map((category) => (
                    <li key={category.to}>
                      <Link
                        to={category.to}
                        onClick={close}
                        className="focus-visible:ring-primary inline-flex min-h-11 items-center rounded-full bg-stone-100 px-4 text-sm font-semibold text-stone-800 hover:bg-stone-200 focus-visible:ring-2 focus-visible:outline-none"
                      >
                        {category.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )
          }
        />
      </div>
    </dialog>
  );
}
