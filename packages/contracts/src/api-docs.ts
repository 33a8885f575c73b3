import { z } from 'zod';

/**
 * The API's own description (docs/decisions/064), served only when the server's API_DOCS is on
 * (404 NOT_FOUND otherwise): the OpenAPI 3.1 document generated from the endpoint table, as
 * committed in docs/openapi.json, and a page that lists its operations.
 */

/** GET /api/openapi.json: the OpenAPI document itself (no `{ data }` envelope: tools read it as it is). */
export const openApiDocumentResponseSchema = z
  .record(z.string(), z.unknown())
  .meta({ description: 'An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.0).' });

/** GET /api/docs: the operations as a page to read (HTML, no script). */
export const apiDocsPageResponseSchema = z.string().meta({ contentMediaType: 'text/html' });
