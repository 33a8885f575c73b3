import { get, set } from 'react-hook-form';
import type { FieldErrors, FieldPath, FieldValues, Resolver } from 'react-hook-form';
import type { ErrorCode } from '@ordina/contracts';
import type { Message } from '@ordina/domain';
import { errorText } from '@ordina/i18n';
import type { Translator } from '@ordina/i18n';

/**
 * A field's rule: the domain's check (`validateEmail`, …) given every value,
 * so a rule may read another field; null when valid. A rule whose code loads
 * on demand (the phone's, `phoneRules`) answers a promise.
 */
export type FieldRule<V extends FieldValues> = (values: V) => Message | null | Promise<Message | null>;

/** The rules of a form, one per checked field. */
export type FieldRules<V extends FieldValues> = Partial<Record<FieldPath<V>, FieldRule<V>>>;

/** A value the server refused, with the code it answered: the field shows the code until its value changes. */
export interface RefusedValue {
  readonly code: ErrorCode;
  readonly value: unknown;
}

/** The refused values of a form, by field. */
export type RefusedValues<V extends FieldValues> = Partial<Record<FieldPath<V>, RefusedValue>>;

/**
 * react-hook-form's resolver for the domain's rules (the same functions the
 * server applies), translated with the current `t`. Not a zod resolver: the
 * contracts' schemas stay out of the browser (docs/decisions/006) and their
 * messages are not the spec's; the domain rules already are.
 *
 * After the rules, a value the server refused (`refused`) reads as that
 * code's text while the field still holds it, so re-validating the form does
 * not wipe what the server said, and editing the field does.
 */
export function domainResolver<V extends FieldValues>(
  rules: FieldRules<V>,
  t: Translator,
  refused: RefusedValues<V> = {},
): Resolver<V> {
  return async (values) => {
    const errors: FieldErrors<V> = {};
    for (const [name, rule] of Object.entries(rules) as [FieldPath<V>, FieldRule<V>][]) {
      const found = await rule(values);
      if (found) set(errors, name, { type: found.key, message: t.message(found) });
    }
    for (const [name, refusal] of Object.entries(refused) as [FieldPath<V>, RefusedValue][]) {
      if (!get(errors, name) && Object.is(get(values, name), refusal.value)) {
        set(errors, name, { type: refusal.code, message: errorText(t.locale, refusal.code) });
      }
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}

/** The dotted names of the fields that carry an error (`address.street`), in no particular order. */
export function erroredNames(errors: FieldErrors, prefix = ''): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (prefix === '' && key === 'root') continue; // a form-wide error has no field
    if (!value || typeof value !== 'object') continue;
    const name = `${prefix}${key}`;
    if (typeof (value as { type?: unknown }).type === 'string') names.push(name);
    else names.push(...erroredNames(value as FieldErrors, `${name}.`));
  }
  return names;
}
