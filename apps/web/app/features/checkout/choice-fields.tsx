import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { controlClass, FieldNotes, notesDescribedBy } from '../../lib/form-field.tsx';
import { useBoundField } from '../../lib/form/index.ts';
import type { AppForm } from '../../lib/form/index.ts';
import type { CheckoutValues } from './checkout-values.ts';

// The checkout's radio groups and select, bound to its form like lib/form's
// text fields (message from the first submit on, aria-invalid, the message
// read with the field). Only the checkout chooses among options.

/** One option of a radio group: its value, its label and what shows under it. */
export interface RadioChoice {
  readonly value: string;
  readonly label: string;
  /**
   * Shown under the option whether chosen or not, so it helps to choose (a
   * payment method's description, issue 31 item 6), and read with it.
   */
  readonly description?: string;
}

/**
 * A radio group in a fieldset whose legend is its visible label; `onChosen` runs after the form stored the
 * choice, `onSettled` once the customer is done choosing.
 */
export function FormRadioGroup({
  form,
  name,
  legend,
  choices,
  onChosen,
  onSettled,
  after,
  hint,
}: {
  form: AppForm<CheckoutValues>;
  name: 'deliveryMethod' | 'paymentMethod' | 'tip';
  legend: string;
  /** Said under the legend and read with the group (what the choice is about). */
  hint?: string;
  choices: readonly RadioChoice[];
  onChosen?: (value: string) => void;
  /**
   * The customer is done choosing (issue 34, item 8): focus left the group, a tap or click chose (or
   * chose again) an option, or Enter confirmed one. An arrow key only moves the choice: it selects the next
   * option, and a group that collapsed on it would hide the options still to be tried.
   */
  onSettled?: () => void;
  /** Shown after the options inside the fieldset (the edit button of a chosen method). */
  after?: ReactNode;
}) {
  const { field, fieldState } = useBoundField(form, name);
  const id = useId();
  const error = fieldState.error?.message ?? null;
  // Whether the latest choice comes from a pointer (a tap is a deliberate choice) rather than the keyboard.
  const byPointer = useRef(false);
  return (
    <fieldset
      aria-describedby={notesDescribedBy(id, { hint, error })}
      aria-invalid={error ? true : undefined}
      onPointerDown={() => {
        byPointer.current = true;
      }}
      onKeyDown={(event) => {
        byPointer.current = false;
        if (!onSettled || event.key !== 'Enter' || !isRadio(event.target)) return;
        // Enter confirms the choice here; it does not submit a form half filled in.
        event.preventDefault();
        onSettled();
      }}
      onBlur={(event) => {
        if (onSettled && !event.currentTarget.contains(event.relatedTarget)) onSettled();
      }}
    >
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 space-y-2">
        {choices.map((choice, index) => {
          const descriptionId = choice.description ? `${id}-${index}-description` : undefined;
          return (
            // The description sits outside the <label>: read with the option (aria-describedby), not part of its name.
            <div
              key={choice.value}
              className="has-[:checked]:border-primary has-[:checked]:bg-primary/5 rounded-lg border border-stone-300 bg-white px-3 py-3"
            >
              <label className="flex cursor-pointer items-start gap-3">
                <input
                  ref={index === 0 ? field.ref : undefined}
                  type="radio"
                  name={name}
                  value={choice.value}
                  checked={field.value === choice.value}
                  aria-describedby={descriptionId}
                  onClick={() => {
                    // A tap on the option already chosen changes nothing but still confirms it.
                    if (byPointer.current && field.value === choice.value) onSettled?.();
                  }}
                  onChange={() => {
                    field.onChange(choice.value);
                    onChosen?.(choice.value);
                    if (byPointer.current) onSettled?.();
                  }}
                  onBlur={field.onBlur}
                  className="accent-primary mt-0.5 size-5 shrink-0"
                />
                <span className="text-sm font-medium text-stone-900">{choice.label}</span>
              </label>
              {choice.description ? (
                <p id={descriptionId} className="mt-1 pl-8 text-sm text-stone-600">
                  {choice.description}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {after}
      <FieldNotes id={id} error={error} />
    </fieldset>
  );
}

function isRadio(target: EventTarget): boolean {
  return target instanceof HTMLInputElement && target.type === 'radio';
}

/** One option of a select. */
export interface SelectChoice {
  readonly value: string;
  readonly label: string;
}

/** A select with its visible label; the first option is the empty 'choose' entry. */
export function FormSelect({
  form,
  name,
  label,
  placeholder,
  choices,
  hint,
}: {
  form: AppForm<CheckoutValues>;
  /** The slot, or a named place where the method has a list (decision 068). */
  name: 'slot' | 'localPlace';
  label: string;
  placeholder: string;
  choices: readonly SelectChoice[];
  hint?: string;
}) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useBoundField(form, name);
  const id = useId();
  const error = fieldState.error?.message ?? null;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        name={name}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={notesDescribedBy(id, { hint, error })}
        className={`mt-1 ${controlClass}`}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
