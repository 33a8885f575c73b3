// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { businessFileSchema } from '@ordina/contracts';
import { staffTranslator } from '@ordina/i18n/staff';
import { fieldErrorText } from './field-error-text.ts';

const t = staffTranslator('en');
const demo = JSON.parse(
  readFileSync(new URL('../../../../../packages/db/demo/lido-azzurro.json', import.meta.url), 'utf8'),
) as { category_options: { options: Record<string, unknown>[] }[] };

/** The server's own messages for one option changed by `change` (the schema both the import and a save use). */
function refusalsOf(change: Record<string, unknown>): { field: string; message: string }[] {
  const file = structuredClone(demo);
  const option = file.category_options[0]!.options[1]!;
  Object.assign(option, change);
  const result = businessFileSchema.safeParse(file);
  if (result.success) return [];
  // The field as the editor reads it from the path the server answers: `excluded_products_id[0]`, `max_select`.
  return result.error.issues.map((issue) => {
    const last = issue.path.at(-1);
    return {
      field: typeof last === 'number' ? `${String(issue.path.at(-2))}[${last}]` : String(last),
      message: issue.message,
    };
  });
}

const shown = (refusals: { field: string; message: string }[]) =>
  refusals.map(({ field, message }) => fieldErrorText({ server: message, field }, t, 'it'));

describe('the server’s refusals of an option, at the field in the staff language (issue 35)', () => {
  it('reads the business file’s own messages, so a reworded rule on the server cannot go untranslated', () => {
    expect(shown(refusalsOf({ min_select: 3, max_select: 2 }))).toEqual([
      'The minimum is above the maximum.',
    ]);
    expect(shown(refusalsOf({ max_select: 9 }))).toEqual([
      'The maximum is above the number of items (6): write 6 at most, or 0 for no limit.',
    ]);
    expect(shown(refusalsOf({ min_select: 7, max_select: 0 }))).toEqual([
      'The minimum is above the number of items (6).',
    ]);
    expect(shown(refusalsOf({ default_item_id: 99_999 }))).toEqual(['Choose one of this option’s items.']);
    expect(shown(refusalsOf({ excluded_products_id: [99_999] }))).toEqual([
      'One of the products no longer exists: take it off the list.',
    ]);
    expect(shown(refusalsOf({ name: 'x'.repeat(101) }))).toEqual(['Too long: 100 characters at most.']);
  });

  it('gives any other refusal in the server’s words, and the editor’s own problems in the staff language', () => {
    expect(fieldErrorText({ server: 'something new', field: 'operand' }, t, 'it')).toBe('something new');
    expect(fieldErrorText({ problem: 'name' }, t, 'it')).toBe('Write the name in Italiano.');
    expect(fieldErrorText({ problem: 'number' }, t, 'it')).toBe('Write a whole number, 0 or more.');
  });
});
