import { useId, useState } from 'react';
import { ALLERGENS } from '@ordina/contracts';
import type { MessageKey } from '@ordina/i18n';
import { DialogCloseButton } from '../lib/after-hydration-shared/dialog-close-button.tsx';
import { useMountedModalDialog } from '../lib/after-hydration-shared/use-modal-dialog.ts';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import {
  applyAvoidance,
  readAvoidance,
  type AllergenAvoidance,
} from './after-hydration/allergen-avoidance.ts';

/**
 * The "Avoid allergens" dialog (docs/decisions/070): a checkbox per allergen of the EU's 14 and "Also avoid
 * traces"; each change hides the cards at once (allergen-filter-service.tsx) and is kept for the session.
 * A native modal <dialog>: the page behind is inert, Escape and "Done" close it, focus returns to the button.
 */
export function AllergenFilterDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslator();
  const titleId = useId();
  const hintId = useId();
  const { close, dialogProps } = useMountedModalDialog(onClose);
  const [choice, setChoice] = useState<AllergenAvoidance>(readAvoidance);
  const change = (next: AllergenAvoidance) => {
    setChoice(next);
    applyAvoidance(next);
  };
  return (
    <dialog
      {...dialogProps}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      className="m-auto w-[calc(100%-2rem)] max-w-md overflow-hidden rounded-2xl bg-white p-0 text-stone-900 shadow-xl"
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <header className="flex items-start gap-3 border-b border-stone-100 py-3 pr-2 pl-5">
          <div className="min-w-0 flex-1 pt-1.5">
            <h2 id={titleId} className="text-lg font-bold">
              {t('allergens.filter_title')}
            </h2>
            <p id={hintId} className="mt-0.5 text-sm text-stone-600">
              {t('allergens.filter_hint')}
            </p>
          </div>
          <DialogCloseButton label={t('common.close')} onClick={close} />
        </header>
        <div className="flex-1 overflow-y-auto px-5 py-4">
          <fieldset>
            <legend className="sr-only">{t('allergens.filter_title')}</legend>
            <ul className="grid grid-cols-2 gap-1">
              {ALLERGENS.map((code) => {
                const checked = choice.avoid.includes(code);
                return (
                  <li key={code}>
                    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 hover:bg-stone-50">
                      <input
                        type="checkbox"
                        checked={checked}
                        onChange={() =>
                          change({
                            ...choice,
                            avoid: checked
                              ? choice.avoid.filter((c) => c !== code)
                              : ALLERGENS.filter((c) => c === code || choice.avoid.includes(c)),
                          })
                        }
                        className="accent-primary size-5"
                      />
                      <span className={`al al-${code}`}>{t(`allergen.${code}` as MessageKey)}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 font-medium hover:bg-stone-50">
            <input
              type="checkbox"
              checked={choice.traces}
              onChange={() => change({ ...choice, traces: !choice.traces })}
              className="accent-primary size-5"
            />
            {t('allergens.also_traces')}
          </label>
        </div>
        <footer className="flex justify-end gap-2 border-t border-stone-100 px-5 py-3">
          <button
            type="button"
            onClick={() => change({ avoid: [], traces: false })}
            className="focus-visible:ring-primary rounded-full px-4 py-2.5 font-medium text-stone-700 hover:bg-stone-100 focus-visible:ring-2 focus-visible:outline-none"
          >
            {t('allergens.clear')}
          </button>
          <button
            type="button"
            onClick={close}
            className="bg-button text-button-text focus-visible:ring-primary rounded-full px-5 py-2.5 font-semibold shadow-sm hover:brightness-110 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t('allergens.done')}
          </button>
        </footer>
      </div>
    </dialog>
  );
}
