import { lazy, Suspense } from 'react';
import type { ProductOptionsDialogProps } from './product-options-dialog.tsx';

// The dialog and its option rules load on demand: pages list products long
// before anyone opens one, and the first load stays small.
const loadDialog = () => import('./product-options-dialog.tsx');
const ProductOptionsDialog = lazy(() => loadDialog().then((m) => ({ default: m.ProductOptionsDialog })));

/** Starts loading the options dialog (call on hover or focus of a button that may open it). */
export function preloadProductOptionsDialog(): void {
  // A failed preload is not an error: opening the dialog loads it again.
  loadDialog().catch(() => undefined);
}

/** The product options dialog, loaded on first use; mount it to open it, unmount it in onClose. */
export function LazyProductOptionsDialog(props: ProductOptionsDialogProps) {
  return (
    <Suspense fallback={null}>
      <ProductOptionsDialog {...props} />
    </Suspense>
  );
}
