import { useController } from 'react-hook-form';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { CheckboxField, TextField } from '../form-field.tsx';
import type { AppForm } from './use-app-form.ts';

// The fields of a useAppForm form: lib/form-field.tsx's markup (label, hint,
// error read through aria-describedby, aria-invalid) bound to react-hook-form.

/** The input attributes a bound text field passes through (value, change and name come from the form). */
type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'className' | 'form' | 'children'
>;

interface TextFieldProps<V extends FieldValues> extends InputAttributes {
  form: AppForm<V>;
  name: FieldPathByValue<V, string>;
  label: string;
  hint?: string;
  /** Rewrites what was typed before it is stored (the phone's double prefix). */
  transform?: (typed: string) => string;
  /** A value offered when the field is focused empty (the phone's '+39 '). */
  offer?: string;
  /** Check it on leaving it, then as it is typed, before any submit (a place's letters-digits-spaces rule, issue 34). */
  checkAfterBlur?: boolean;
}

/** Binds a field: once the form has been submitted a change re-checks every rule (one may read this field). */
export function useBoundField<V extends FieldValues>(
  form: AppForm<V>,
  name: FieldPathByValue<V, string> | FieldPathByValue<V, boolean>,
) {
  return useController({
    control: form.control,
    name,
    rules: { deps: form.ruleNames.filter((other) => other !== name) },
  });
}

/** A text input of the form (any `type`: email, password, tel…), its message shown from the first submit on. */
export function FormTextField<V extends FieldValues>({
  form,
  name,
  label,
  hint,
  transform,
  offer,
  checkAfterBlur,
  onFocus,
  ...input
}: TextFieldProps<V>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useBoundField(form, name);
  const text = typeof value === 'string' ? value : '';
  return (
    <TextField
      {...input}
      ref={ref}
      name={name}
      label={label}
      hint={hint}
      value={text}
      onChange={(event) => {
        onChange(transform ? transform(event.target.value) : event.target.value);
        if (checkAfterBlur && fieldState.isTouched) void form.trigger(name);
      }}
      onBlur={() => {
        onBlur();
        if (checkAfterBlur && text.trim() !== '') void form.trigger(name);
      }}
      onFocus={(event) => {
        if (offer !== undefined && text.trim() === '') onChange(offer);
        onFocus?.(event);
      }}
      error={fieldState.error?.message ?? null}
    />
  );
}

/** A checkbox of the form (privacy, newsletter); its label may hold a link. */
export function FormCheckboxField<V extends FieldValues>({
  form,
  name,
  disabled,
  describedBy,
  children,
}: {
  form: AppForm<V>;
  name: FieldPathByValue<V, boolean>;
  disabled?: boolean;
  /** Extra description read with the box. */
  describedBy?: string;
  children: ReactNode;
}) {
  const {
    field: { value, onChange },
    fieldState,
  } = useBoundField(form, name);
  return (
    <CheckboxField
      name={name}
      checked={value === true}
      onChange={onChange}
      disabled={disabled}
      describedBy={describedBy}
      error={fieldState.error?.message ?? null}
    >
      {children}
    </CheckboxField>
  );
}
