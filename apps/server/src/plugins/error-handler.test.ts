import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationErrorCodes } from './error-handler.ts';

describe('validationErrorCodes', () => {
  it('takes spec codes from the failing issues, once each', () => {
    const schema = z.object({
      username: z.email({ error: 'WRONG_EMAIL' }),
      phone: z.string({ error: 'WRONG_PHONE' }),
      other: z.email({ error: 'WRONG_EMAIL' }),
    });
    const result = schema.safeParse({ username: 'nope', other: 'nope' });
    expect(validationErrorCodes(result.error)).toEqual(['WRONG_EMAIL', 'WRONG_PHONE']);
  });

  it('falls back to GENERIC_ERROR when no message is a spec code', () => {
    const result = z.object({ qty: z.number() }).safeParse({ qty: 'two' });
    expect(validationErrorCodes(result.error)).toEqual(['GENERIC_ERROR']);
  });

  it('reads JSON-schema (ajv) style validation lists too', () => {
    expect(
      validationErrorCodes({ validation: [{ message: 'CART_EMPTY' }, { message: 'must be object' }] }),
    ).toEqual(['CART_EMPTY']);
  });
});
