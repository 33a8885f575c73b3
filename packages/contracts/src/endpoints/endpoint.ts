import type { z } from 'zod';
import type { ErrorCode } from '../errors.ts';

/**
 * The shape of one API operation in the endpoint table (`endpoints.ts`). The
 * table's key is the operation itself, `'METHOD /api/path/:param'`: the one
 * place its method and path are written. The server registers its route from
 * the entry (validation and serialisation from these schemas); the browser's
 * API client takes the key and derives every type from the entry without
 * loading a schema (docs/decisions/006-endpoint-table.md).
 */

/** HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The key of an operation: method, a space and the path, with `:name` for each path parameter. */
export type OperationKey = `${HttpMethod} /api/${string}`;

/** One operation's contract. */
export interface Endpoint {
  /** The path parameters as the server reads them (strings from the URL in; zod output to the handler). */
  readonly params?: z.ZodType;
  /** The query string. */
  readonly query?: z.ZodType;
  /** The JSON body. */
  readonly body?: z.ZodType;
  /**
   * Request headers the operation requires, names lower-case (a loose
   * object: the other headers pass untouched), e.g. the order's
   * `Idempotency-Key`.
   */
  readonly headers?: z.ZodType;
  /** The success answer by status (one 2xx), the whole `{ data }` envelope. */
  readonly response: Readonly<Record<number, z.ZodType>>;
  /**
   * Every spec error code the operation may answer besides ANY_CALL_ERRORS,
   * in `{ data: { errors } }`. The server refuses, in tests, to answer an
   * undeclared one (see apps/server/src/endpoints.ts).
   */
  readonly errors: readonly ErrorCode[];
}

/** Codes any call may answer: a server fault or an unreadable request (GENERIC_ERROR) and a client calling too often. */
export const ANY_CALL_ERRORS = ['GENERIC_ERROR', 'TOO_MANY_REQUESTS'] as const satisfies readonly ErrorCode[];

/** What every call under /api/secured/user/:id may answer before its handler runs (spec §6): no live token, another user's id, privacy policy not accepted. */
export const SECURED_ERRORS = [
  'HTTP_UNAUTHORIZED',
  'NO_TOKEN_USER_MISMATCH',
  'NOT_ACCEPTED_PRIVACY_POLICY',
] as const satisfies readonly ErrorCode[];

/** What a captcha-protected call may answer about its `recaptchaToken`. */
export const CAPTCHA_ERRORS = [
  'NO_RECAPTCHA_TOKEN',
  'WRONG_RECAPTCHA',
] as const satisfies readonly ErrorCode[];

/**
 * Declares an endpoint table, keeping its literal types (the keys, the error
 * lists). A call, so the browser build drops the whole table and its schemas
 * when a page uses only types from it (apps/web/pure-declarations-plugin.ts).
 */
export function defineEndpoints<const Table extends Record<OperationKey, Endpoint>>(table: Table): Table {
  return table;
}

/** The method and path of an operation key. */
export function operationRoute(key: OperationKey): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}

/** The names of the `:name` parameters of a path, as a union of string literals (never when there are none). */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
