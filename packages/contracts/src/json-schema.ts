import { z } from 'zod';
import { businessFileSchema } from './business.ts';

/** The business file's JSON Schema, generated from the zod schema (input shape: defaults are optional). */
export function businessFileJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(businessFileSchema, { io: 'input', unrepresentable: 'any' }),
    $id: 'https://ordina.dev/schema/business-file.json',
    title: 'Ordina business file',
    description:
      'One JSON document describing a whole business (spec field names). Money in integer cents; a percent coupon value is the percentage.',
  };
}
