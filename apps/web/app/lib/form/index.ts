// The one way to build a form (README.md beside this file).
export { useAppForm } from './use-app-form.ts';
export type { AppForm, AppFormOptions, ServerFields } from './use-app-form.ts';
export { Form } from './form.tsx';
export { FormCheckboxField, FormPhoneField, FormTextField, withoutDoublePrefix } from './fields.tsx';
export { focusFirstInvalid } from './focus-first-invalid.ts';
export { loadPhoneRules, preloadPhoneRules } from './phone-rules.ts';
export type { FieldRule, FieldRules } from './domain-resolver.ts';
