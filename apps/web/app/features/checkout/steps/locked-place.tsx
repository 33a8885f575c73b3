import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { Translator } from '@ordina/i18n';
import type { AppForm } from '../../../lib/form/index.ts';
import { FieldNotes, notesDescribedBy } from '../../../lib/form-field.tsx';
import type { CheckoutValues } from '../checkout-values.ts';

/**
 * The place a QR code preset (decision 068), shown by its name and not editable, so it reaches the
 * kitchen as the business named it; "Change" unlocks it for the method's list (or free text). The
 * form's `localPlace` holds the name; a refusal of it (a place the owner removed meanwhile) shows
 * here, and focus goes to "Change".
 */
export function LockedPlace({
  form,
  label,
  name,
  onUnlock,
  t,
}: {
  form: AppForm<CheckoutValues>;
  label: string;
  name: string;
  onUnlock: () => void;
  t: Translator;
}) {
  const id = useId();
  const {
    field: { ref },
    fieldState,
  } = useController({ control: form.control, name: 'localPlace' });
  const error = fieldState.error?.message ?? null;
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <p id={`${id}-label`} className="block text-sm font-medium text-stone-800">
        {label}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-stone-300 bg-stone-50 px-3 py-2">
        <span className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current text-stone-600">
            <path d="M5 8V6a5 5 0 0 1 10 0v2h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1h1Zm2 0h6V6a3 3 0 0 0-6 0v2Z" />
          </svg>
          <span data-testid="locked-place">{name}</span>
        </span>
        <button
          ref={ref}
          type="button"
          onClick={onUnlock}
          aria-describedby={notesDescribedBy(id, { error })}
          className="text-primary focus-visible:ring-primary inline-flex min-h-11 items-center rounded text-sm font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none"
        >
          {t('checkout.place_change')}
          <span className="sr-only"> {label}</span>
        </button>
      </div>
      <FieldNotes id={id} hint={t('checkout.place_from_qr')} error={error} />
    </div>
  );
}
