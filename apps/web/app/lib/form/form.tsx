import { FormProvider } from 'react-hook-form';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { FormHTMLAttributes, ReactNode } from 'react';
import { erroredNames } from './domain-resolver.ts';
import type { AppForm } from './use-app-form.ts';

/**
 * The `<form>` of a `useAppForm` form: no browser validation bubbles (the
 * domain's messages show instead), `onValid` runs with the values once every
 * rule passes (the form is `isSubmitting` until its promise settles, and a
 * second submit meanwhile is ignored), else the first invalid field in the
 * page's order is focused and scrolled to, then `onInvalid` runs (the
 * checkout's 'Recheck the fields' message). react-hook-form's context is
 * provided too, for nested parts that use its hooks.
 */
export function Form<V extends FieldValues>({
  form,
  onValid,
  onInvalid,
  children,
  ...attributes
}: {
  form: AppForm<V>;
  onValid: (values: V) => unknown;
  onInvalid?: (errors: FieldErrors<V>) => void;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'id' | 'onSubmit' | 'noValidate' | 'children'>) {
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(onValid, (errors) => {
    form.focusInvalid(erroredNames(errors));
    onInvalid?.(errors);
  });
  return (
    <FormProvider {...form}>
      <form
        {...attributes}
        id={form.formId}
        noValidate
        onSubmit={(event) => {
          if (busy) return event.preventDefault();
          void submit(event);
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}
