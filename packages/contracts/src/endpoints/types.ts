import type { z } from 'zod';
import type { ANY_CALL_ERRORS, PathParamNames } from './endpoint.ts';
import type { Endpoints } from './endpoints.ts';

/**
 * Types of one operation derived from its entry in the endpoint table — all
 * the browser needs from it (`import type`: no schema, no zod at run time).
 */

/** An operation of the table: `'POST /api/login_check'`. */
export type EndpointKey = keyof Endpoints;

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessSchema<K extends EndpointKey> = Endpoints[K]['response'][Extract<
  keyof Endpoints[K]['response'],
  SuccessStatus
>];

/** The whole success answer (`{ data: … }`) as it arrives: the response schema's output, which the server serialises. */
export type EndpointAnswer<K extends EndpointKey> = z.output<SuccessSchema<K>>;

/** The `data` of the success answer. */
export type EndpointData<K extends EndpointKey> =
  EndpointAnswer<K> extends { data: infer Data } ? Data : never;

type RefusalSchema<K extends EndpointKey> = Endpoints[K]['response'][Exclude<
  keyof Endpoints[K]['response'],
  SuccessStatus
>];

/**
 * What a refusal's `data` carries beside its codes, for an operation whose table entry declares a refusal
 * answer (the order's 409 with PRICES_CHANGED's fresh prices); never when it declares none.
 */
export type EndpointRefusal<K extends EndpointKey> = [RefusalSchema<K>] extends [never]
  ? never
  : z.output<RefusalSchema<K>> extends { data: infer Data }
    ? Omit<Data, 'errors'>
    : never;

/** The JSON body the operation takes (the schema's input: defaults may be left out); never when it takes none. */
export type EndpointBody<K extends EndpointKey> = Endpoints[K] extends {
  body: infer Schema extends z.ZodType;
}
  ? z.input<Schema>
  : never;

/** The query string the operation takes; never when it takes none. */
export type EndpointQuery<K extends EndpointKey> = Endpoints[K] extends {
  query: infer Schema extends z.ZodType;
}
  ? z.input<Schema>
  : never;

/** The request headers the operation requires (lower-case names); never when it requires none. */
export type EndpointHeaders<K extends EndpointKey> = Endpoints[K] extends {
  headers: infer Schema extends z.ZodType;
}
  ? z.input<Schema>
  : never;

/** The values of the path's `:name` parameters. */
export type EndpointParams<K extends EndpointKey> = { [Name in PathParamNames<K>]: string | number };

/** Every error code the operation may answer. */
export type EndpointError<K extends EndpointKey> =
  Endpoints[K]['errors'][number] | (typeof ANY_CALL_ERRORS)[number];
