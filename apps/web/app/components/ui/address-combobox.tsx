import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { AddressSuggestion } from '@ordina/contracts';

const inputClass =
  'mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 focus:border-primary focus:ring-1 focus:ring-primary focus:outline-none aria-[invalid=true]:border-red-600';

/**
 * An address search with its suggestions, as the ARIA combobox pattern
 * (WAI-ARIA APG "list autocomplete"): the focus stays in the input; Arrow
 * Down/Up move through the suggestions (announced through
 * aria-activedescendant), Enter picks the active one, Escape closes the list
 * (a second Escape goes to whatever holds the input, a dialog for instance).
 * A pointer picks with a click. The list shows whenever `suggestions` has
 * entries, until Escape or a pick; typing opens it again.
 */
export function AddressCombobox({
  label,
  value,
  onType,
  suggestions,
  onPick,
  placeholder,
  listLabel,
  autoComplete = 'off',
  fieldName,
  describedBy,
  invalid = false,
  listPlacement = 'overlay',
  maxLength,
}: {
  label: string;
  value: string;
  onType: (text: string) => void;
  /** The suggestions for the text typed now, or null while there are none to show. */
  suggestions: readonly AddressSuggestion[] | null;
  onPick: (suggestion: AddressSuggestion) => void;
  placeholder?: string;
  /** The accessible name of the list of suggestions. */
  listLabel: string;
  autoComplete?: string;
  /** Marks the input as the focus target of a form field of that name (lib/form focusFirstInvalid). */
  fieldName?: string;
  describedBy?: string;
  invalid?: boolean;
  /** 'overlay' floats the list over what follows (a page); 'inline' gives it room in the flow (a dialog, which would scroll an overlay). */
  listPlacement?: 'overlay' | 'inline';
  /** The longest search the server takes (@ordina/contracts ADDRESS_TEXT_MAX_LENGTH). */
  maxLength?: number;
}) {
  const inputId = useId();
  const listId = useId();
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  const options = suggestions ?? [];
  const open = !closed && options.length > 0;
  const activeOption = open && active >= 0 ? options[active] : undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function pick(suggestion: AddressSuggestion) {
    setClosed(true);
    setActive(-1);
    onPick(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Opening the list with an arrow lands on its first (or last) entry; then the arrows wrap around.
      const from = open ? active : -1;
      setClosed(false);
      setActive(
        from === -1 ? (step === 1 ? 0 : options.length - 1) : (from + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && activeOption) {
      // Enter picks the suggestion instead of submitting the form around the field.
      event.preventDefault();
      pick(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setClosed(true);
      setActive(-1);
    }
  }

  return (
    <div className="relative">
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        inputMode="text"
        autoComplete={autoComplete}
        spellCheck={false}
        maxLength={maxLength}
        value={value}
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        data-field-name={fieldName}
        onChange={(event) => {
          setClosed(false);
          setActive(-1);
          onType(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setClosed(true)}
        onFocus={() => setClosed(false)}
        className={inputClass}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!open}
        className={`${listPlacement === 'overlay' ? 'absolute inset-x-0 z-20 shadow-lg' : ''} mt-1 max-h-64 overflow-y-auto rounded-lg border border-stone-200 bg-white py-1`}
      >
        {options.map((suggestion, index) => (
          <li
            key={suggestion.place_id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // The input keeps the focus (and so the list stays open) while the pointer picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            className={`cursor-pointer px-3 py-2.5 text-sm text-stone-900 ${index === active ? 'bg-stone-200' : 'hover:bg-stone-100'}`}
          >
            {suggestion.description}
          </li>
        ))}
      </ul>
    </div>
  );
}
