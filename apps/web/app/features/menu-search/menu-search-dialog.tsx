import { useEffect, useRef } from 'react';
import type { Translator } from '@ordina/i18n';
import { DialogCloseButton } from '../../lib/after-hydration-shared/dialog-close-button.tsx';
import { useModalDialog } from '../../lib/after-hydration-shared/use-modal-dialog.ts';
import { MenuSearchCombobox } from './menu-search-combobox.tsx';
import type { MenuSearchItem } from './menu-search-items.ts';

/**
 * The menu search (issue 37 "Search", docs/decisions/071): a native modal <dialog>, the whole screen on a
 * phone and a panel under the navbar on a wider one, opened by the navbar's button at every request. It
 * stays mounted once opened, so a second search starts from the last one (its text selected). Picking a
 * result closes it (focus goes back to the button) and hands the product to `onPick`.
 */
export function MenuSearchDialog({
  openRequest,
  items,
  onPick,
  t,
}: {
  /** Increases with every press of the navbar's search button. */
  openRequest: number;
  items: readonly MenuSearchItem[];
  onPick: (item: MenuSearchItem) => void;
  t: Translator;
}) {
  const { show, close, dialogProps } = useModalDialog();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (openRequest === 0) return;
    show();
    input.current?.select();
  }, [openRequest, show]);
  return (
    <dialog
      aria-label={t('search.open')}
      {...dialogProps}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-stone-900 shadow-xl backdrop:bg-black/50 sm:mx-auto sm:mt-16 sm:h-auto sm:max-h-[min(40rem,calc(100dvh-6rem))] sm:w-[calc(100%-2rem)] sm:max-w-xl sm:rounded-2xl"
    >
      <div className="flex h-full flex-col sm:max-h-[inherit]">
        <MenuSearchCombobox
          items={items}
          t={t}
          inputRef={input}
          onPick={(item) => {
            close();
            onPick(item);
          }}
          beside={<DialogCloseButton label={t('common.close')} onClick={close} />}
        />
      </div>
    </dialog>
  );
}
