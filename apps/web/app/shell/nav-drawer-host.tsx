import { useEffect } from 'react';
import type { Locale, Storefront } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { NavDrawer } from './nav-drawer.tsx';
import { useModalDialog } from '../lib/after-hydration-shared/use-modal-dialog.ts';

/** The left drawer as the shell mounts it on demand: it opens at every new request and reports its open state. */
export function NavDrawerHost({
  openRequest,
  onOpenChange,
  storefront,
  locale,
  t,
}: {
  /** Increases with every press of the navbar's drawer button. */
  openRequest: number;
  onOpenChange: (open: boolean) => void;
  storefront: Storefront;
  locale: Locale;
  t: Translator;
}) {
  const dialog = useModalDialog();
  const { show, open } = dialog;
  useEffect(() => {
    if (openRequest > 0) show();
  }, [openRequest, show]);
  useEffect(() => onOpenChange(open), [open, onOpenChange]);
  return <NavDrawer storefront={storefront} locale={locale} t={t} dialog={dialog} />;
}
