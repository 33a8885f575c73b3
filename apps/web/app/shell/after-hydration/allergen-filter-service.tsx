import { useEffect, useState } from 'react';
import { flash } from '../../lib/first-load/flash.ts';
import { lazyModule } from '../../lib/first-load/lazy-module.ts';
import { useTranslator } from '../../lib/first-load/use-translator.ts';
import { applyAvoidance, readAvoidance } from './allergen-avoidance.ts';

/*
 * The menu's "Avoid allergens" filter (issue 37, docs/decisions/070), no page's first load: the category page
 * renders its button (where the business shows allergens) and each card's data-al/data-tr; this service,
 * loaded after hydration, puts the customer's choice back on <html> as classes (`av-<code>`, `av-tr` for
 * traces too, `av-on` while any is avoided) that app.css hides the cards by, and opens the filter's dialog
 * (its own chunk) on a press of the button. The choice is kept for the session (sessionStorage).
 */

/** The id of the category page's filter button (routes/category.tsx writes it out). */
export const ALLERGEN_FILTER_BUTTON_ID = 'allergen-filter';
const allergenFilterDialog = lazyModule(() => import('../allergen-filter-dialog.tsx'));

function LoadedDialog({ onClose }: { onClose: () => void }) {
  const module = allergenFilterDialog.useModule();
  return module ? <module.AllergenFilterDialog onClose={onClose} /> : null;
}

/** The filter's service: the stored choice back on the page, and the dialog on a press of the button. */
export function AllergenFilterService() {
  const t = useTranslator();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    applyAvoidance(readAvoidance());
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(`#${ALLERGEN_FILTER_BUTTON_ID}`))
        return;
      allergenFilterDialog.load().then(
        () => setOpen(true),
        () => flash(t('offline.message'), { tone: 'error' }),
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [t]);
  return open ? <LoadedDialog onClose={() => setOpen(false)} /> : null;
}
