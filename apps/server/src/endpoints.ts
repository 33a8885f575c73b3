import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import { ANY_CALL_ERRORS, endpoints, operationRoute } from '@ordina/contracts';
import type { EndpointKey, Endpoints, ErrorCode } from '@ordina/contracts';
import type { ZodTypeProvider } from './plugins/zod-schemas.ts';

/**
 * Every /api route is registered from its entry in the endpoint table
 * (@ordina/contracts `endpoints`): method, path, the request schemas that
 * validate it and the response schema that serialises its answer. A handler
 * keeps only its logic. See README "How to add an endpoint".
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint-table entry the route was registered from (set by registerEndpoint). */
    endpoint?: EndpointKey;
  }
}

type Entry<K extends EndpointKey> = Endpoints[K];

/** The Fastify schema of an entry: what the zod type provider types the handler's request and reply from. */
interface EntrySchema<K extends EndpointKey> {
  params: Entry<K> extends { params: infer Schema } ? Schema : undefined;
  querystring: Entry<K> extends { query: infer Schema } ? Schema : undefined;
  headers: Entry<K> extends { headers: infer Schema } ? Schema : undefined;
  body: Entry<K> extends { body: infer Schema } ? Schema : undefined;
  response: Entry<K>['response'];
}

/** The handler of an entry: `request.params`, `.query` and `.body` are the schemas' output, the answer the response schema's input. */
export type EndpointHandler<K extends EndpointKey> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EntrySchema<K>,
  ZodTypeProvider
>;

/** Route options besides what the entry gives: its `config` (rate limit, privacy-policy exemption…). */
export interface EndpointOptions {
  config?: Omit<FastifyContextConfig, 'endpoint'>;
}

/**
 * Registers the route of `key` on `app` (a plugin scope whose prefix is the
 * start of the entry's path: `/api`, `/api/secured/user/:id`…) — e.g.
 * `registerEndpoint(app, 'POST /api/login_check', { config }, async (request) => …)`.
 * Throws at start-up when the scope's prefix does not lead to the path.
 */
export function registerEndpoint<K extends EndpointKey>(
  app: FastifyInstance,
  key: K,
  options: EndpointOptions,
  handler: EndpointHandler<K>,
): void {
  const entry: Entry<EndpointKey> = endpoints[key];
  const { method, path } = operationRoute(key);
  if (path !== app.prefix && !path.startsWith(`${app.prefix}/`))
    throw new Error(`${key} cannot be registered in the scope ${app.prefix || '/'}`);
  app.route({
    method,
    url: path.slice(app.prefix.length),
    schema: {
      ...('params' in entry ? { params: entry.params } : {}),
      ...('query' in entry ? { querystring: entry.query } : {}),
      ...('body' in entry ? { body: entry.body } : {}),
      ...('headers' in entry ? { headers: entry.headers } : {}),
      response: entry.response,
    },
    config: { ...options.config, endpoint: key },
    // The entry's schemas type the handler (EndpointHandler); Fastify's own route options cannot carry that type.
    handler: handler as RouteHandlerMethod,
  });
}

/**
 * Makes every route of `app`'s scope come from the endpoint table: a route
 * registered any other way (but the `except` url, e.g. the scope's catch-all)
 * stops the server at start-up.
 */
export function routesOnlyFromEndpoints(app: FastifyInstance, { except }: { except?: string } = {}): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.endpoint === undefined && route.url !== except) {
      throw new Error(
        `${String(route.method)} ${route.url}: register this route from the endpoint table (registerEndpoint)`,
      );
    }
  });
}

const errorsByEndpoint = new Map<EndpointKey, ReadonlySet<ErrorCode>>(
  (Object.keys(endpoints) as EndpointKey[]).map((key) => [
    key,
    new Set<ErrorCode>([...endpoints[key].errors, ...ANY_CALL_ERRORS]),
  ]),
);

/** The codes of an answer that the request's endpoint does not declare (none for a route outside the table). */
export function undeclaredErrorCodes(request: FastifyRequest, codes: readonly ErrorCode[]): ErrorCode[] {
  const key = request.routeOptions.config.endpoint;
  const declared = key === undefined ? undefined : errorsByEndpoint.get(key);
  return declared === undefined ? [] : codes.filter((code) => !declared.has(code));
}
