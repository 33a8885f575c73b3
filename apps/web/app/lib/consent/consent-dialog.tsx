import { useState } from 'react';
import type { Translator } from '@ordina/i18n';
import { Button } from '../../components/ui/button.tsx';
import { DialogCloseButton } from '../after-hydration-shared/dialog-close-button.tsx';
import { useMountedModalDialog } from '../after-hydration-shared/use-modal-dialog.ts';
import type { ConsentPurpose } from './after-hydration-shared/consent-store.ts';

/** Each purpose's name and description keys. */
const PURPOSE_TEXT = {
  analytics: ['consent.analytics', 'consent.analytics_text'],
  marketing: ['consent.marketing', 'consent.marketing_text'],
  errorIdentity: ['consent.error_identity', 'consent.error_identity_text'],
} as const satisfies Record<ConsentPurpose, readonly [string, string]>;

/**
 * The preferences dialog (native modal <dialog>, decision 009): one switch per
 * purpose the business uses, each with what it does, starting from the
 * visitor's current choice (all off when undecided: nothing is pre-ticked);
 * "Save choices", or accept / reject all. Mounted only while open; Escape or ×
 * closes it without changing anything.
 */
export function ConsentDialog({
  purposes,
  current,
  t,
  onSave,
  onClose,
}: {
  purposes: readonly ConsentPurpose[];
  current: Readonly<Record<ConsentPurpose, boolean>> | null;
  t: Translator;
  onSave: (allowed: ReadonlySet<ConsentPurpose>) => void;
  onClose: () => void;
}) {
  const dialog = useMountedModalDialog(onClose);
  const [allowed, setAllowed] = useState(
    () => new Set(purposes.filter((purpose) => current?.[purpose] === true)),
  );
  function toggle(purpose: ConsentPurpose, on: boolean) {
    setAllowed((before) => {
      const next = new Set(before);
      if (on) next.add(purpose);
      else next.delete(purpose);
      return next;
    });
  }
  function save(chosen: ReadonlySet<ConsentPurpose>) {
    onSave(chosen);
    dialog.close();
  }
  return (
    <dialog
      {...dialog.dialogProps}
      aria-labelledby="consent-dialog-title"
      className="m-0 mt-auto max-h-[90dvh] w-full max-w-none rounded-t-2xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-black/50 sm:m-auto sm:w-[calc(100%-2rem)] sm:max-w-lg sm:rounded-2xl"
    >
      <div className="flex items-center justify-between border-b border-stone-100 pr-2 pl-4">
        <h2 id="consent-dialog-title" className="py-3 font-bold">
          {t('consent.preferences')}
        </h2>
        <DialogCloseButton label={t('common.close')} onClick={dialog.close} />
      </div>
      <div className="p-4">
        <p className="text-sm text-stone-700">{t('consent.preferences_intro')}</p>
        <ul className="mt-3 divide-y divide-stone-100">
          {purposes.map((purpose) => {
            const [name, text] = PURPOSE_TEXT[purpose];
            const id = `consent-purpose-${purpose}`;
            return (
              <li key={purpose} className="flex items-start gap-3 py-3">
                <div className="flex-1">
                  <label htmlFor={id} className="font-semibold">
                    {t(name)}
                  </label>
                  <p id={`${id}-text`} className="text-sm text-stone-600">
                    {t(text)}
                  </p>
                </div>
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  checked={allowed.has(purpose)}
                  onChange={(event) => toggle(purpose, event.target.checked)}
                  aria-describedby={`${id}-text`}
                  className="checked:bg-primary focus-visible:ring-primary relative mt-1 h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-500 transition-colors before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:transition-transform checked:before:translate-x-5 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none motion-reduce:transition-none motion-reduce:before:transition-none"
                />
              </li>
            );
          })}
        </ul>
        <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-3">
          <Button onClick={() => save(new Set(purposes))}>{t('consent.accept_all')}</Button>
          <Button onClick={() => save(new Set())}>{t('consent.reject_all')}</Button>
          <Button onClick={() => save(allowed)}>{t('consent.save')}</Button>
        </div>
      </div>
    </dialog>
  );
}
