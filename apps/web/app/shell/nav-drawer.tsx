import { Link } from 'react-router';
import type { Locale, Storefront } from '@ordina/contracts';
import { localizedName } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { menuDeliveryRedirectPath } from '../lib/first-load/menu-delivery-guard.ts';
import { paths } from '../lib/first-load/paths.ts';
import type { useModalDialog } from '../lib/after-hydration-shared/use-modal-dialog.ts';
import { DialogCloseButton } from '../lib/after-hydration-shared/dialog-close-button.tsx';

const itemClass =
  'flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-stone-800 hover:bg-stone-100 focus-visible:bg-stone-100 focus-visible:outline-none';

/**
 * The left drawer (spec §2): home, contacts, menu when linked, and the categories with their product
 * counts — only the pages menu_delivery_mode lets stay (spec §2 Redirects): a menu-only business
 * offers just its menu (issue 31 item 3), a delivery-only one no menu.
 */
export function NavDrawer({
  storefront,
  locale,
  t,
  dialog,
}: {
  storefront: Storefront;
  locale: Locale;
  t: Translator;
  dialog: ReturnType<typeof useModalDialog>;
}) {
  const { configuration, categories, anagraphic } = storefront;
  const mode = configuration.menu_delivery_mode;
  const stays = (path: string) => menuDeliveryRedirectPath(mode, path) === null;
  // The only page of a menu-only business is offered whether or not it is "linked".
  const menuLink = stays(paths.menu) && (configuration.link_menu_delivery === '1' || !stays(paths.home));
  const shownCategories = categories.filter((category) => stays(paths.category(category.slug)));
  return (
    <dialog
      id="nav-drawer"
      aria-labelledby="nav-drawer-title"
      {...dialog.dialogProps}
      className="drawer-left m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none bg-white p-0 text-stone-900 shadow-xl"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-stone-100 pr-2 pl-4">
          <h2 id="nav-drawer-title" className="truncate font-bold">
            {anagraphic.name}
          </h2>
          <DialogCloseButton label={t('common.close')} onClick={dialog.close} />
        </div>
        <nav aria-label={t('nav.categories')} className="flex-1 overflow-y-auto p-2">
          <ul>
            {stays(paths.home) && (
              <li>
                <Link to={paths.home} onClick={dialog.close} className={itemClass}>
                  {t('nav.home')}
                </Link>
              </li>
            )}
            {stays(paths.contacts) && (
              <li>
                <Link to={paths.contacts} onClick={dialog.close} className={itemClass}>
                  {t('nav.contacts')}
                </Link>
              </li>
            )}
            {menuLink && (
              <li>
                <Link to={paths.menu} onClick={dialog.close} className={itemClass}>
                  {t('nav.menu')}
                </Link>
              </li>
            )}
          </ul>
          {shownCategories.length > 0 && (
            <h3 className="mt-4 px-3 pb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">
              {t('nav.categories')}
            </h3>
          )}
          <ul>
            {shownCategories.map((category) => (
              <li key={category.id}>
                <Link to={paths.category(category.slug)} onClick={dialog.close} className={itemClass}>
                  <span className="min-w-0 truncate">{localizedName(category, locale)}</span>
                  <span
                    className="bg-primary/10 text-primary shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold"
                    aria-label={t.count('common.product_count', category.products.deliveryNumber)}
                  >
                    {category.products.deliveryNumber}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
