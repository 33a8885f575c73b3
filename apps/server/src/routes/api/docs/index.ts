import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../../../config.ts';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { standalonePage } from '../../../standalone-page.ts';
import { API_DOCS_STYLE, apiDocsBody } from './docs-page.ts';
import type { OpenApiDocumentView } from './docs-page.ts';

/** The committed OpenAPI document (`npm run openapi` writes it from the endpoint table; a test keeps it current). */
export const OPENAPI_DOCUMENT_FILE = join(REPO_ROOT, 'docs/openapi.json');

/**
 * GET /api/openapi.json and GET /api/docs (docs/decisions/064): the API's description, served only
 * when API_DOCS is on — otherwise 404 NOT_FOUND, as an unknown /api path. Register in the /api scope.
 * The document is read once at start (a missing one stops the start with its name).
 */
export default function apiDocsRoutes(
  app: FastifyInstance,
  { enabled }: { enabled: boolean },
  done: () => void,
) {
  const json = enabled ? readFileSync(OPENAPI_DOCUMENT_FILE, 'utf8') : undefined;
  const body = json === undefined ? undefined : apiDocsBody(JSON.parse(json) as OpenApiDocumentView);

  registerEndpoint(app, 'GET /api/openapi.json', {}, async (_request, reply) => {
    if (json === undefined) throw new ApiError(404, 'NOT_FOUND');
    // The committed text goes out as it is (the route's serializer would parse and re-encode 500 KB):
    // the entry types the answer as the parsed document, which this text is.
    return reply
      .serializer((payload: unknown) => String(payload))
      .header('content-type', 'application/json; charset=utf-8')
      .send(json as unknown as Record<string, unknown>);
  });

  registerEndpoint(app, 'GET /api/docs', {}, async (request, reply) => {
    if (body === undefined) throw new ApiError(404, 'NOT_FOUND');
    const page = standalonePage({
      lang: 'en',
      title: 'Ordina storefront API',
      nonce: request.cspNonce,
      style: API_DOCS_STYLE,
      body,
    });
    return reply
      .serializer((payload: unknown) => String(payload))
      .header('content-type', 'text/html; charset=utf-8')
      .send(page);
  });
  done();
}
