import { useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { Message } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';

/** Focuses the first field of `form` whose name is in `invalid` (after a failed submit). */
function focusFirstInvalid(form: HTMLFormElement | null, invalid: readonly string[]): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && invalid.includes(element.name)) {
      element.focus();
      return;
    }
  }
}

/** What `useFieldCheck` gives a drawer form. */
export interface FieldCheck<Field extends string> {
  /** The form element (for focusing its first invalid field). */
  formRef: RefObject<HTMLFormElement | null>;
  /** The field's message once the form has been submitted, else null. */
  shown: (field: Field) => string | null;
  /** Called on submit: true when every field is valid, else false after focusing the first invalid one. */
  passes: () => boolean;
}

/**
 * The drawer forms' field checking: messages show from the first submit on,
 * then follow the typing; a refused submit focuses the first invalid field.
 * `errors` is this render's check of every field, in the form's order.
 */
export function useFieldCheck<Field extends string>(errors: Readonly<Record<Field, Message | null>>, t: Translator): FieldCheck<Field> {
  const [checked, setChecked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = Object.keys(errors) as Field[];
  return {
    formRef,
    shown: (field) => {
      const error = errors[field];
      return checked && error ? t.message(error) : null;
    },
    passes: () => {
      setChecked(true);
      const invalid = fields.filter((field) => errors[field]);
      if (invalid.length === 0) return true;
      focusFirstInvalid(formRef.current, invalid);
      return false;
    },
  };
}
