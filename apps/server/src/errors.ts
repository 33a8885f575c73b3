import type { ErrorCode, ErrorEnvelope } from '@ordina/contracts';

/**
 * An error a route answers with: an HTTP status and one or more spec error
 * codes (spec §8). The error handler turns it into `{ data: { errors } }`,
 * beside `data`'s other fields when the contract gives the refusal some (a
 * refused order's fresh `prices`).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly codes: readonly [ErrorCode, ...ErrorCode[]];

  constructor(
    readonly statusCode: number,
    codes: ErrorCode | readonly [ErrorCode, ...ErrorCode[]],
    readonly data: Readonly<Record<string, unknown>> = {},
  ) {
    const list = typeof codes === 'string' ? ([codes] as const) : codes;
    super(list.join(','));
    this.codes = list;
  }
}

/** The spec's error body for a list of codes, with the refusal's other `data` fields if any. */
export function errorEnvelope(
  codes: readonly [ErrorCode, ...ErrorCode[]],
  data: Readonly<Record<string, unknown>> = {},
): ErrorEnvelope {
  return { data: { ...data, errors: [...codes] } };
}
