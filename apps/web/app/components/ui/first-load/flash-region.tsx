import { useFlash } from '../../../lib/first-load/flash.ts';
import type { Flash } from '../../../lib/first-load/flash.ts';
import { lazyModule } from '../../../lib/first-load/lazy-module.ts';

const FLASH_REGION_CLASS =
  'pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-4 lg:bottom-6';

function FlashMessage({ flash }: { flash: Flash }) {
  return (
    <p
      key={flash.id}
      className={`rounded-xl px-4 py-3 text-sm font-medium text-white shadow-lg ${flash.tone === 'error' ? 'bg-red-700' : 'bg-stone-900'}`}
    >
      {flash.text}
    </p>
  );
}

// Following dialogs (flash-region-in-dialogs.tsx) loads after hydration: no
// dialog is open before, and it keeps a DOM observer and a portal off every
// page's first load.
const inDialogs = lazyModule(() => import('../after-hydration/flash-region-in-dialogs.tsx'));

/**
 * The polite live region where flash messages appear. Mount it once per page
 * (in the shell): it is always in the document, so screen readers announce
 * each message that appears in it; once hydrated it moves inside the modal
 * dialog on top while one is open (flash-region-in-dialogs.tsx).
 */
export function FlashRegion() {
  const current = useFlash();
  const module = inDialogs.useModule();
  const message = current && <FlashMessage key={current.id} flash={current} />;
  if (module) return <module.FlashRegionInDialogs message={message} className={FLASH_REGION_CLASS} />;
  return (
    <div role="status" aria-live="polite" className={FLASH_REGION_CLASS}>
      {message}
    </div>
  );
}
