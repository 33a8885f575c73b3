// The one way to build a form (README.md beside this file).
export { useAppForm } from './use-app-form.ts';
export type { AppForm, AppFormOptions, ServerFields } from './use-app-form.ts';
export { Form } from './form.tsx';
export { FormCheckboxField, FormTextField, useBoundField } from './fields.tsx';
export { FormEmailField, FormPersonNameFields } from './person-fields.tsx';
export { FormPhoneField, withoutDoublePrefix } from './phone-field.tsx';
export { focusFirstInvalid } from './focus-first-invalid.ts';
export { loadPhoneRules, preloadPhoneRules } from './phone-rules.ts';
export type { FieldRule, FieldRules } from './domain-resolver.ts';
