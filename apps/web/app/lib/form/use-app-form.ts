import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ErrorCode } from '@ordina/contracts';
import { errorText } from '@ordina/i18n';
import type { Translator } from '@ordina/i18n';
import { domainResolver } from './domain-resolver.ts';
import type { FieldRules, RefusedValues } from './domain-resolver.ts';
import { focusFirstInvalid } from './focus-first-invalid.ts';

/** Which server error codes (`response.data.errors`) belong to which field of the form. */
export type ServerFields<V extends FieldValues> = Partial<Record<ErrorCode, FieldPath<V>>>;

export interface AppFormOptions<V extends FieldValues> {
  /** Every field's starting value (react-hook-form keeps them; `form.reset(values)` starts over). */
  defaultValues: DefaultValues<V>;
  /** The domain's rule of each checked field. */
  rules: FieldRules<V>;
  /** The server codes shown on a field by `showServerErrors` (e.g. `{ WRONG_PHONE: 'phone' }`). */
  serverFields?: ServerFields<V>;
  /** The page's translator: messages follow its language, also when it changes. */
  t: Translator;
}

/** What `useAppForm` gives a form: react-hook-form's API plus the pieces the shared fields and `<Form>` read. */
export interface AppForm<V extends FieldValues> extends UseFormReturn<V> {
  readonly t: Translator;
  /** The checked field names: a change re-checks them all once the form has been submitted. */
  readonly ruleNames: readonly FieldPath<V>[];
  /** The `<form>` element's id (set by `<Form>`): where invalid fields are looked up; a submit button outside the form names it in `form=`. */
  readonly formId: string;
  /** Focuses and scrolls to the first of `names` in the form's order (`focusFirstInvalid`). */
  focusInvalid(names: readonly string[]): HTMLElement | null;
  /**
   * Shows the codes of a refused submit on their fields (per `serverFields`),
   * focuses the first of those fields, and returns the codes no field took.
   * A field keeps its code until its value changes.
   */
  showServerErrors(codes: readonly ErrorCode[]): ErrorCode[];
}

/**
 * The one way to build a form (lib/form/README.md): react-hook-form checked
 * by the domain's rules. Messages show from the first submit on and then
 * follow the typing (every checked field, so a rule reading another field —
 * the password repeat — stays current); `<Form>` focuses the first invalid
 * field after a refused submit.
 */
export function useAppForm<V extends FieldValues>({
  defaultValues,
  rules,
  serverFields = {},
  t,
}: AppFormOptions<V>): AppForm<V> {
  const refused = useRef<RefusedValues<V>>({});
  const formId = useId();
  const form = useForm<V>({
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // <Form> focuses in the page's order and scrolls past the sticky navbar.
    shouldFocusError: false,
    resolver: (values, context, options) =>
      domainResolver(rules, t, refused.current)(values, context, options),
  });
  const { getValues, setError, trigger, formState } = form;

  // A language change while messages show re-translates them (the resolver reads the current t).
  const submitted = formState.isSubmitted;
  const submittedRef = useRef(submitted);
  useEffect(() => {
    submittedRef.current = submitted;
  }, [submitted]);
  useEffect(() => {
    if (submittedRef.current) void trigger();
  }, [t.locale, trigger]);

  // Looked up when needed rather than held in a ref: the form object is read during render.
  const focusInvalid = (names: readonly string[]) => {
    const element = document.getElementById(formId);
    return focusFirstInvalid(element instanceof HTMLFormElement ? element : null, names);
  };

  function showServerErrors(codes: readonly ErrorCode[]): ErrorCode[] {
    const unplaced: ErrorCode[] = [];
    const placed: FieldPath<V>[] = [];
    for (const code of codes) {
      const name = serverFields[code];
      if (!name) {
        unplaced.push(code);
        continue;
      }
      if (placed.includes(name)) continue; // the first code of a field is the one it shows
      placed.push(name);
      refused.current = { ...refused.current, [name]: { code, value: getValues(name) } };
      setError(name, { type: code, message: errorText(t.locale, code) });
    }
    focusInvalid(placed);
    return unplaced;
  }

  return {
    ...form,
    t,
    ruleNames: Object.keys(rules) as FieldPath<V>[],
    formId,
    focusInvalid,
    showServerErrors,
  };
}
