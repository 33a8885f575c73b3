// Regenerates docs/business-file.schema.json from the zod schema:
//   node --import tsx packages/contracts/scripts/write-json-schema.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { businessFileJsonSchema } from '../src/json-schema.ts';

const target = fileURLToPath(new URL('../../../docs/business-file.schema.json', import.meta.url));
writeFileSync(target, JSON.stringify(businessFileJsonSchema(), null, 2) + '\n');
console.log(`wrote ${target}`);
