import { openApiDocument } from './openapi-document.ts';
import type { OpenApiInput } from './openapi-document.ts';

/** Where the document is committed (and read by the server when API_DOCS is on). */
export const OPENAPI_FILE = new URL('../../../../docs/openapi.json', import.meta.url);

/** The committed file's text: the document as indented JSON with a final newline. */
export function openApiJson(input: OpenApiInput): string {
  return `${JSON.stringify(openApiDocument(input), null, 2)}\n`;
}
