import { lazyModule } from '../../../lib/first-load/lazy-module.ts';
import type { ProductOptionsDialogProps } from '../product-options-dialog.tsx';

// The dialog and its option rules load on demand: pages list products long
// before anyone opens one, and the first load stays small. Not React.lazy: a
// failed load there reaches the route's error boundary and replaces the page.
const optionsDialog = lazyModule(() => import('../product-options-dialog.tsx'));

/** Loads the options dialog's code; rejects when it cannot arrive (offline), so the caller can offer a retry. */
export const loadProductOptionsDialog = optionsDialog.load;

/** Loads the dialog's code again after a failure (see LazyModule.retry). */
export const retryProductOptionsDialog = optionsDialog.retry;

/** Starts loading the options dialog (on idle after hydration, or on intent: hover or focus of a button that opens it). */
export function preloadProductOptionsDialog(): void {
  // A failed preload is not an error: the tap loads it again and says so if it still fails.
  optionsDialog.load().catch(() => undefined);
}

/** The product options dialog once its code is here (load it first to open at once); unmount it in onClose. */
export function LazyProductOptionsDialog(props: ProductOptionsDialogProps) {
  const module = optionsDialog.useModule();
  return module ? <module.ProductOptionsDialog {...props} /> : null;
}
