import type { ErrorCode, ErrorEnvelope } from '@ordina/contracts';

/**
 * An error a route answers with: an HTTP status and one or more spec error
 * codes (spec §8). The error handler turns it into `{ data: { errors } }`.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly codes: readonly [ErrorCode, ...ErrorCode[]];

  constructor(
    readonly statusCode: number,
    codes: ErrorCode | readonly [ErrorCode, ...ErrorCode[]],
  ) {
    const list = typeof codes === 'string' ? ([codes] as const) : codes;
    super(list.join(','));
    this.codes = list;
  }
}

/** The spec's error body for a list of codes. */
export function errorEnvelope(codes: readonly [ErrorCode, ...ErrorCode[]]): ErrorEnvelope {
  return { data: { errors: [...codes] } };
}
