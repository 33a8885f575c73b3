import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';

/**
 * Routes take their schemas from the endpoint table of @ordina/contracts
 * (registerEndpoint in ../endpoints.ts sets `schema: { params, querystring,
 * body, response }` from the entry).
 * Request parts are parsed by zod (so defaults and transforms apply); a failure
 * is a 400 whose codes come from the failing issues' messages when those are
 * spec error codes (see the error handler). Responses are parsed too, so a
 * response schema that omits a field really keeps it out of the reply.
 */

/** Fastify type provider: handlers see the zod output type of each declared schema. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

function isZodSchema(schema: unknown): schema is z.ZodType {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    'safeParse' in schema &&
    typeof schema.safeParse === 'function'
  );
}

function zodSchemas(app: FastifyInstance, _options: unknown, done: () => void) {
  app.setValidatorCompiler(({ schema }) => {
    if (!isZodSchema(schema)) throw new Error('Route schemas must be zod schemas');
    return (data: unknown) => {
      const result = schema.safeParse(data);
      return result.success ? { value: result.data } : { error: result.error };
    };
  });
  app.setSerializerCompiler(({ schema }) => {
    if (!isZodSchema(schema)) throw new Error('Route response schemas must be zod schemas');
    return (data: unknown) => JSON.stringify(schema.parse(data));
  });
  done();
}

/** Registers zod validation and serialisation for every route of the app. */
export default fp(zodSchemas, { name: 'zod-schemas' });
