// Regenerates docs/openapi.json from the endpoint table (docs/decisions/064): npm run openapi
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpointComments } from '../src/openapi/endpoint-comments.ts';
import { OPENAPI_FILE, openApiJson } from '../src/openapi/openapi-file.ts';

const target = fileURLToPath(OPENAPI_FILE);
writeFileSync(target, openApiJson(endpointComments()));
console.log(`wrote ${target}`);
