import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../../server/openapi-json.js';

/** `npm run openapi`: writes the host's OpenAPI document to contracts/openapi.json. */
const target = fileURLToPath(new URL('../../contracts/openapi.json', import.meta.url));
writeFileSync(target, await openApiDocument());
console.log(`wrote ${target}`);
